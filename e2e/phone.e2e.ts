import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import { describe, it } from 'vitest';
import { expect, selectAgency, signedInAt, signIn, submitLogin, useBrowser } from './support';

const browser = useBrowser();
/** A page whose requests are counted from the start (settled() below). */
const newPage = async () => {
  const page = await browser.newPage();
  requestsOf(page);
  return page;
};

/** The phone widths checked: the narrowest WCAG 1.4.10 width, and a common one. */
const phones = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
] as const;

/** E2E_SHOTS=<dir> keeps a screenshot of every screen walked (to look at them). */
async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const { width } = page.viewportSize() ?? { width: 0 };
  await page.screenshot({ path: path.join(dir, `${width}-${name.replace(/[^\w-]+/g, '_')}.png`), fullPage: true });
}

interface Check {
  /** documentElement.scrollWidth − innerWidth: above 0, the page scrolls sideways. */
  overflow: number;
  /** What sticks out past the right edge outside any scroll area of its own. */
  offenders: string[];
  /** What is cut off by a box that hides its overflow (content lost rather than scrolled). */
  clipped: string[];
  /**
   * Controls smaller than 24×24 CSS px (WCAG 2.5.8) that are also too close to another: a 24 px
   * circle on an undersized target may not touch another target or another undersized target's
   * circle. A link inside a sentence is excepted.
   */
  small: string[];
}

/**
 * What measure() below finds, worked out in the page: Playwright sends this function's source to the
 * browser, so it uses nothing from this module.
 */
function measureInPage(): Check {
  const describe = (el: Element) => {
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 24);
    const part = el.getAttribute('data-part');
    return `${el.tagName.toLowerCase()}${part ? `[${part}]` : ''} "${name}"`;
  };
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    return (
      r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[aria-hidden="true"]')
    );
  };
  /** The nearest ancestor that scrolls or clips sideways. */
  const clipOf = (el: Element) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
      if (getComputedStyle(p).overflowX !== 'visible') return p;
    return null;
  };
  /** Whether `clip`, the element's clipOf, cuts the element's box `r` off instead of scrolling it. */
  const cutOff = (r: DOMRect, clip: HTMLElement) => {
    const mode = getComputedStyle(clip).overflowX;
    if (mode === 'auto' || mode === 'scroll') return false;
    const box = clip.getBoundingClientRect();
    // Visually hidden text (a 1 px clipped box) is meant to be cut.
    if (box.width <= 2 || box.height <= 2) return false;
    return r.right > box.right + 1;
  };
  const width = window.innerWidth;
  const overflow = document.documentElement.scrollWidth - width;
  /** Whether the box `r` sticks out past the right edge of a page that scrolls sideways. */
  const pastRightEdge = (r: DOMRect) => overflow > 0 && r.right > width + 0.5;
  const offenders: string[] = [];
  const clipped: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (!visible(el)) continue;
    const r = el.getBoundingClientRect();
    const clip = clipOf(el);
    if (!clip) {
      if (pastRightEdge(r)) offenders.push(`${describe(el)} right=${Math.round(r.right)}`);
    } else if (cutOff(r, clip)) clipped.push(`${describe(el)} cut by ${describe(clip)}`);
  }

  const targets = [...document.body.querySelectorAll('a[href], button, input, select, textarea, [role="button"]')]
    .filter((el) => visible(el) || (el instanceof HTMLInputElement && el.closest('label')))
    .map((el) => {
      // A checkbox or radio is hit through its label as well: the label is the target.
      const choice = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
      const target = choice ? (el.closest('label') ?? el) : el;
      const inline = el instanceof HTMLAnchorElement && getComputedStyle(el).display === 'inline';
      return { el, rect: target.getBoundingClientRect(), inline };
    })
    // Visually hidden until focused (the skip link): not a target while hidden.
    .filter((t) => t.rect.width > 2 && t.rect.height > 2);
  type Target = (typeof targets)[number];
  const under = (t: Target) => t.rect.width < 24 || t.rect.height < 24;
  const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
  const distanceToRect = (p: { x: number; y: number }, r: DOMRect) =>
    Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
  /** Whether another target is too close to `t`, an undersized one (the 24 px circles of Check.small). */
  const crowded = (t: Target) => {
    const c = centre(t.rect);
    return targets.some(
      (u) =>
        u !== t &&
        !u.el.contains(t.el) &&
        !t.el.contains(u.el) &&
        (under(u) ? Math.hypot(centre(u.rect).x - c.x, centre(u.rect).y - c.y) < 24 : distanceToRect(c, u.rect) < 12),
    );
  };
  const small: string[] = [];
  for (const t of targets)
    if (under(t) && !t.inline && crowded(t))
      small.push(`${describe(t.el)} ${Math.round(t.rect.width)}×${Math.round(t.rect.height)}`);
  return {
    overflow,
    offenders: [...new Set(offenders)].slice(0, 6),
    clipped: [...new Set(clipped)].slice(0, 6),
    small: [...new Set(small)],
  };
}

/** Measures the page as it is: sideways scroll, clipped content and small touch targets. */
function measure(page: Page): Promise<Check> {
  return page.evaluate(measureInPage);
}

const inFlight = new WeakMap<Page, () => number>();

/** Counts the page's requests still on their way (set up once per page). */
function requestsOf(page: Page): () => number {
  let count = inFlight.get(page);
  if (!count) {
    let n = 0;
    page.on('request', () => n++);
    page.on('requestfinished', () => n--);
    page.on('requestfailed', () => n--);
    count = () => n;
    inFlight.set(page, count);
  }
  return count;
}

/**
 * The screen has its data: no request on its way and nothing marked busy, twice 100 ms apart (an
 * answer that starts another request is caught by the second look), instead of Playwright's
 * 'networkidle', a fixed 500 ms of quiet on every screen (docs/adr/0011-e2e-journeys.md).
 */
async function settled(page: Page) {
  const requests = requestsOf(page);
  const quiet = async () =>
    requests() === 0 && (await page.evaluate(() => !document.querySelector('[aria-busy="true"]')));
  for (let calm = 0, waited = 0; calm < 2; waited += 100) {
    if (waited > 15_000) throw new Error(`${page.url()}: still loading after 15 s`);
    await new Promise((r) => setTimeout(r, 100));
    calm = (await quiet()) ? calm + 1 : 0;
  }
}

/** Checks the screen on display once its h1 (and its data) are there, and lists what fails on it. */
async function check(page: Page, label: string, failures: string[]) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settled(page);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const { width } = page.viewportSize() ?? { width: 0 };
  const found = await measure(page);
  if (found.overflow > 0)
    failures.push(`${width}px ${label}: scrolls sideways by ${found.overflow}px (${found.offenders.join('; ')})`);
  if (found.clipped.length) failures.push(`${width}px ${label}: content cut off: ${found.clipped.join('; ')}`);
  if (found.small.length) failures.push(`${width}px ${label}: targets under 24×24: ${found.small.join('; ')}`);
  await shot(page, label);
}

/**
 * Checks the screen on display at both phone sizes: at the size it was loaded at, then resized to the
 * other. The next screen then loads at that other size, so each size is met both ways: loaded at it,
 * and reached by a resize (as a phone turned, or a desktop window narrowed, reaches it).
 */
async function checkPhones(page: Page, label: string, failures: string[]) {
  const width = page.viewportSize()?.width;
  const first = phones.find((p) => p.width === width);
  if (!first) throw new Error(`checkPhones: the page is ${width}px wide, not a phone of the list`);
  await check(page, label, failures);
  await page.setViewportSize(phones.find((p) => p !== first) ?? first);
  await check(page, label, failures);
}

/** Opens each path and checks it at both phone sizes. */
async function walk(page: Page, screens: readonly string[], failures: string[]) {
  for (const screen of screens) {
    await page.goto(screen);
    await checkPhones(page, screen, failures);
  }
}

/** A sign-in step that takes its session and e-mail as navigation state (docs/product.md §2), opened as the app does. */
async function openStep(page: Page, path: string) {
  await page.evaluate(
    (to) => window.history.pushState({ session: 'e2e-session', email: 'mfa@demo.olive.test' }, '', to),
    path,
  );
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The id in the first link of a list whose href starts with `prefix`. */
async function firstId(page: Page, listPath: string, prefix: string): Promise<string> {
  await page.goto(listPath);
  const link = page.locator(`a[href^="${prefix}"]:not([href$="/new"])`).first();
  await expect(link).toBeAttached();
  const href = (await link.getAttribute('href')) ?? '';
  return href.slice(prefix.length);
}

describe('the phone: no page scrolls sideways at 320 and 390 CSS px (WCAG 1.4.10), touch targets ≥ 24 px', () => {
  const sizes = phones.map((p) => `${p.width}×${p.height}`).join(' and ');
  /** Each walk starts at 390 px (then alternates, see checkPhones). */
  const startAt = phones[1];
  // Twenty-two screens loaded and measured twice each: several times a short journey, so twice the
  // project's 60 s for a worker that shares the cores (docs/adr/0160-journeys-on-two-workers.md).
  it(`every screen as a super admin at ${sizes}`, { timeout: 120_000 }, async () => {
    const page = await newPage();
    await page.setViewportSize(startAt);
    await signedInAt(page, 'super@demo.olive.test', '/admin/agencies');
    const failures: string[] = [];
    await checkPhones(page, '/admin/agencies', failures);
    await selectAgency(page, 'A0001');
    const contract = await firstId(page, '/contracts', '/contracts/');
    const oliveUser = await firstId(page, '/admin/olive-users', '/admin/olive-users/');
    const recruiter = await firstId(page, '/admin/recruiters', '/admin/recruiters/');
    const news = await firstId(page, '/admin/news', '/admin/news/');
    await walk(
      page,
      [
        '/',
        '/contracts',
        `/contracts/${contract}`,
        '/fees',
        '/account',
        '/manual',
        `/news/${news}`,
        '/admin/olive-users',
        `/admin/olive-users/${oliveUser}`,
        '/admin/olive-users/new',
        '/admin/recruiters',
        `/admin/recruiters/${recruiter}`,
        '/admin/recruiters/new',
        '/admin/file-upload',
        '/admin/logs',
        '/admin/news',
        `/admin/news/${news}`,
        '/admin/news/new',
        '/admin/agency-ip',
        '/404',
        '/500',
      ],
      failures,
    );
    expect(failures).toEqual([]);
  });

  it(`every screen as a recruiter at ${sizes}`, async () => {
    const page = await newPage();
    const failures: string[] = [];
    await page.setViewportSize(startAt);
    await signedInAt(page, 'recruiter-admin@demo.olive.test', '/contracts');
    const contract = await firstId(page, '/contracts', '/contracts/');
    const news = await firstId(page, '/', '/news/');
    await walk(
      page,
      ['/', `/news/${news}`, '/contracts', `/contracts/${contract}`, '/fees', '/account', '/manual', '/404'],
      failures,
    );
    expect(failures).toEqual([]);
  });

  it(`the sign-in screens at ${sizes}`, async () => {
    const page = await newPage();
    await page.setViewportSize(startAt);
    const failures: string[] = [];
    await walk(
      page,
      [
        '/authentication/login',
        '/authentication/login-unguarded',
        '/authentication/password-recovery',
        '/authentication/password-reset',
        '/401',
        '/404',
        '/500',
      ],
      failures,
    );
    await page.goto('/authentication/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const step of ['/authentication/sms-authentication', '/authentication/change-initial-password']) {
      await openStep(page, step);
      await checkPhones(page, step, failures);
    }
    // The phone-number step, as the account whose phone is not verified reaches it.
    await page.goto('/authentication/login');
    await submitLogin(page, 'verify-phone@demo.olive.test');
    await expect(page).toHaveURL(/\/authentication\/verify-phone-number$/);
    await checkPhones(page, '/authentication/verify-phone-number', failures);
    expect(failures).toEqual([]);
  });
});

describe('the top bar on a phone (below 600 px)', () => {
  it('folds 各種マニュアル, アカウント設定 and Logout behind その他のメニュー: Escape closes it, focus returns, a link closes it', async () => {
    const page = await newPage();
    await signIn(page, 'recruiter@demo.olive.test');
    // Then the page loads again on the phone, as a phone user's does: one CI run resized the signed-in
    // page and its bar kept the wide layout at 390 px until the timeout (its screenshot; three local
    // runs did not reproduce it).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'ホーム' })).toBeVisible();
    const banner = page.getByRole('banner');
    const more = banner.getByRole('button', { name: 'その他のメニュー' });
    await expect(more).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(banner.getByRole('link', { name: '各種マニュアル' })).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Logout' })).toBeHidden();

    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(banner.getByRole('link', { name: '各種マニュアル' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: '各種マニュアル' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();
    await expect(banner.getByRole('link', { name: '各種マニュアル' })).toBeHidden();

    await more.click();
    await shot(page, 'top-bar-open');
    await banner.getByRole('link', { name: 'アカウント設定' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'アカウント設定' })).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    // Logout from the folded menu.
    await more.click();
    await banner.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/authentication\/login$/);
  });

  it('a wide screen keeps the three in the bar, with no fold button', async () => {
    const page = await newPage();
    await signIn(page, 'recruiter@demo.olive.test');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: '各種マニュアル' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'アカウント設定' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'その他のメニュー' })).toBeHidden();
  });
});

describe('Japanese lines break between phrases (word-break: auto-phrase)', () => {
  it('「お送りします。」 is never cut inside, at any phone width', async () => {
    const page = await newPage();
    await page.goto('/authentication/password-recovery');
    const lead = page.getByText('再設定用の認証コードをお送りします。');
    await expect(lead).toBeVisible();
    const cuts: string[] = [];
    for (let width = 300; width <= 480; width += 4) {
      await page.setViewportSize({ width, height: 800 });
      // The line of each character of the phrase: all on one line, or the phrase is cut.
      const lines = await lead.evaluate((el) => {
        const text = el.firstChild;
        const phrase = 'お送りします。';
        const at = el.textContent?.indexOf(phrase) ?? -1;
        if (!text || at < 0) return [];
        const tops: number[] = [];
        for (let i = at; i < at + phrase.length; i++) {
          const range = document.createRange();
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          tops.push(Math.round(range.getBoundingClientRect().top));
        }
        return tops;
      });
      expect(lines).toHaveLength(7);
      if (new Set(lines).size > 1) cuts.push(`${width}px: ${lines.join(',')}`);
    }
    expect(cuts).toEqual([]);
    const style = await lead.evaluate((el) => getComputedStyle(el).wordBreak);
    expect(style).toBe('auto-phrase');
  });
});
