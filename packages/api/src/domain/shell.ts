/**
 * docs/product.md §2: the shell's fixed words, word for word (Logout is English in the spec and stays so).
 * The design system and the app import them from here; the fixed messages are in specMessages.ts.
 */
export const shellLabels = {
  manual: '各種マニュアル',
  account: 'アカウント設定',
  logout: 'Logout',
  reselectAgency: '代理店を選択し直す',
  /** The sign-in before this one (docs/product.md §11), so the label says 前回, not 最終. */
  lastLogin: '前回ログイン',
  selectedAgency: '選択中の代理店',
  openMenu: 'メニューを開く',
  /** The top bar's own links and Logout, folded behind one button on a phone (below 600 px). */
  moreMenu: 'その他のメニュー',
  mainMenu: 'メインメニュー',
  skipToContent: 'メインコンテンツへ移動',
  home: 'ホーム',
} as const;
