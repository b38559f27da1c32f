/**
 * docs/product.md §9: mobile user agents get native horizontal overflow scrolling instead of the custom
 * scrollbar. The test is the user agent, as the spec says, not the viewport width. The server marks
 * the HTML it sends a mobile user agent (`data-olive-mobile` on <html>, so the first paint already
 * has the right scrollbars and nothing shifts when the app starts) and the design system's
 * ThemeProvider keeps the mark in step in the browser (Storybook, the dev server).
 */
const mobilePattern = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|BlackBerry|Opera Mini|IEMobile/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return mobilePattern.test(userAgent);
}
