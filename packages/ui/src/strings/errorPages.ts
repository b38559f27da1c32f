/** The 401, 404 and 500 pages. */
export const errorPageStrings = {
  backToHome: 'ホームへ戻る',
  errorPages: {
    401: { title: 'ログインが必要です', body: 'このページを表示するにはログインしてください。' },
    404: {
      title: 'ページが見つかりません',
      body: 'お探しのページは移動または削除されたか、アクセスする権限がありません。',
    },
    500: {
      title: 'エラーが発生しました',
      body: '時間をおいて再度お試しください。解決しない場合は管理者にお問い合わせください。',
    },
  },
} as const;
