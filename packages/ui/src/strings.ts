/**
 * The few words the design system says by itself (aria labels, default button text, the 必須 mark,
 * file rejection reasons). Everything else comes from props; the app passes the product's own words.
 * Components take these as defaults and accept a prop to override them where a screen needs to.
 */
export const uiStrings = {
  loading: '読み込み中',
  close: '閉じる',
  /** The mark after a required field's label. */
  required: '必須',
  /**
   * PasswordField's toggle: the visible text and the accessible name (which contains it, WCAG 2.5.3).
   * Both stay the same whichever the state; `aria-pressed` says whether the password is shown.
   */
  showPassword: '表示',
  showPasswordName: 'パスワードを表示',
  /** Table: the header of the row actions column, and the default empty state. */
  rowActions: '操作',
  noRows: '該当するデータはありません',
  /** Pagination. */
  pagination: 'ページ送り',
  firstPage: '最初',
  previousPage: '前へ',
  nextPage: '次へ',
  lastPage: '最後',
  pageNumber: (page: number) => `${page}ページ目`,
  /** Textarea's character counter, read by screen readers as well as shown. */
  characterCount: (count: number, max: number) => `${count} / ${max}文字`,
  /** FileDropzone. */
  chooseFile: 'ファイルを選択',
  dropFilesHere: 'ここにファイルをドラッグ＆ドロップするか、',
  rejectedFiles: '受け付けられなかったファイル',
  acceptHint: (accept: string) => `対応形式: ${accept}`,
  maxSizeHint: (maxSize: string) => `上限: ${maxSize}`,
  fileTypeNotAccepted: (accept: string) => `対応していないファイル形式です（対応形式: ${accept}）。`,
  fileTooLarge: (maxSize: string) => `ファイルサイズが上限（${maxSize}）を超えています。`,
  fileEmpty: '空のファイルです。',
  tooManyFiles: (max: number) => `一度に選択できるファイルは${max}件までです。`,
  /** Link with `external`: appended for screen readers. */
  opensInNewTab: '（新しいタブで開きます）',
  /** Select. */
  selectPlaceholder: '選択してください',
  /** Date pickers. */
  openCalendar: 'カレンダーを開く',
  calendar: '日付を選択',
  previousMonth: '前の月',
  nextMonth: '次の月',
  today: '今日',
  clearDate: 'クリア',
  invalidDate: (format: string) => `${format} の形式で正しい日付を入力してください。`,
  dateBeforeMin: (min: string) => `${min} 以降の日付を入力してください。`,
  dateAfterMax: (max: string) => `${max} 以前の日付を入力してください。`,
  rangeStart: '開始',
  rangeEnd: '終了',
  rangeOrder: '終了は開始以降の日時を入力してください。',
  /** ConfirmDialog's default buttons. */
  confirm: 'OK',
  cancel: 'キャンセル',
  /** Toaster. */
  notifications: '通知',
  dismissNotification: '通知を閉じる',
  /** Error pages and loaders. */
  pageLoading: 'ページを読み込み中',
  backToHome: 'ホームへ戻る',
  reload: '再読み込み',
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
  fallbackErrorBody: '画面の表示中に問題が発生しました。再読み込みしてください。',
  /** Form's submit error list. */
  formErrorTitle: '入力内容を確認してください。',
} as const;
