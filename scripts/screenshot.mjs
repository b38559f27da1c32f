// Takes screenshots with Debian's Chromium, for looking at what was built.
// Usage: node scripts/screenshot.mjs <url> <out.png> [width] [height] [theme]
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';

const [url, out, width = '1280', height = '800', theme] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [height] [theme]');
  process.exit(2);
}
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({
  viewport: { width: Number(width), height: Number(height) },
  locale: 'ja-JP',
  timezoneId: 'Asia/Tokyo',
});
await page.goto(theme ? `${url}${url.includes('?') ? '&' : '?'}globals=theme:${theme}` : url, {
  waitUntil: 'networkidle',
});
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
console.log(out);
