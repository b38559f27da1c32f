/**
 * SPEC.md §9: mobile user agents get native horizontal overflow scrolling instead of the custom
 * scrollbar. The test is the user agent, as the spec says, not the viewport width.
 */
const mobilePattern = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|BlackBerry|Opera Mini|IEMobile/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return mobilePattern.test(userAgent);
}
