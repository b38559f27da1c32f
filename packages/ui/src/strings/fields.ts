/** Form fields and forms. */
export const fieldStrings = {
  /** The mark after a required field's label. */
  required: '必須',
  /**
   * PasswordField's toggle: the visible text and the accessible name (which contains it, WCAG 2.5.3).
   * Both stay the same whichever the state; `aria-pressed` says whether the password is shown.
   */
  showPassword: '表示',
  showPasswordName: 'パスワードを表示',
  /** Textarea's character counter, read by screen readers as well as shown. */
  characterCount: (count: number, max: number) => `${count} / ${max}文字`,
  /** Select. */
  selectPlaceholder: '選択してください',
  /** Combobox: its filter box's name, what it shows when nothing matches, and the count read out. */
  comboboxFilter: (label: string) => `${label}を絞り込み`,
  comboboxFilterPlaceholder: 'コード・名前の一部',
  comboboxNoMatch: '該当する項目はありません',
  comboboxCount: (count: number) => `${count}件`,
  /** Form's submit error list. */
  formErrorTitle: '入力内容を確認してください。',
} as const;
