/**
 * The few words the design system says by itself (aria labels, default button text).
 * Everything else comes from props; the app passes the product's own words.
 */
export const uiStrings = {
  loading: '読み込み中',
  close: '閉じる',
} as const;
