/** Toaster, PageLoader and the fallback error screen: on screen before any page has loaded. */
export const statusStrings = {
  /** Toaster. */
  notifications: '通知',
  dismissNotification: '通知を閉じる',
  /** PageLoader and the fallback error screen. */
  pageLoading: 'ページを読み込み中',
  fallbackErrorBody: '画面の表示中に問題が発生しました。再読み込みしてください。',
} as const;
