/** Words many components share. */
export const commonStrings = {
  loading: '読み込み中',
  close: '閉じる',
  /** Link with `external`: appended for screen readers. */
  opensInNewTab: '（新しいタブで開きます）',
  /** ConfirmDialog's default buttons. */
  confirm: 'OK',
  cancel: 'キャンセル',
  reload: '再読み込み',
} as const;
