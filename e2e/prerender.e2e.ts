import { endpointPaths, paths, XSRF_HEADER } from '@olive/api';
import { chromium, type Page } from 'playwright';
import { describe, it } from 'vitest';
import {
  baseUrl,
  DEMO_PASSWORD,
  expect,
  fillLoginForm,
  journeyLaunchOptions,
  signedInAt,
  submitLogin,
  useBrowser,
  waitForReact,
} from './support';

const { newPage } = useBrowser();

/** The pages the build renders to HTML (packages/app/src/prerender.tsx) with their headings. */
const prerendered = [
  { path: paths.login, heading: 'ログイン' },
  { path: paths.loginUnguarded, heading: 'ログイン' },
  { path: paths.passwordRecovery, heading: 'パスワードの再設定' },
  { path: paths.unauthorized, heading: 'ログインが必要です' },
  { path: paths.notFound, heading: 'ページが見つかりません' },
  { path: paths.serverError, heading: 'エラーが発生しました' },
];

/**
 * Every console error and warning and every uncaught error of the page (React reports a hydration
 * mismatch as a console error), except the browser's line for the start-up's 401 from /api/me when
 * nobody is signed in (the only 401 these pages cause).
 */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    if (m.text() === 'Failed to load resource: the server responded with a status of 401 (Unauthorized)') return;
    seen.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.push(`pageerror: ${e.message}`));
  return seen;
}

/**
 * Keeps the root's first element and the page's h1 as the HTML parser made them, before any script
 * runs, so the test can tell a hydrated page (the same nodes, now React's) from one React threw away
 * and rendered again (what it does after a mismatch).
 */
async function keepServerNodes(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const w = window as unknown as { serverNodes: (Element | null)[] };
      w.serverNodes = [document.querySelector('#root > *'), document.querySelector('h1')];
    });
  });
}

/** Holds the sign-in screen's own script until the returned function is called (the page stays the server's HTML). */
async function holdLoginScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/LoginPage[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until React owns the server's nodes (hydrated), then says whether they are still in the page. */
async function hydratedInPlace(page: Page): Promise<boolean> {
  await waitForReact(page, 'h1');
  return page.evaluate(() => {
    const nodes = (window as unknown as { serverNodes: (Element | null)[] }).serverNodes;
    return nodes.every((n) => n?.isConnected) && nodes[1] === document.querySelector('h1');
  });
}

describe('the sign-in page paints before JavaScript', () => {
  it('its HTML holds the form, its styles and no inline script, under a CSP of script-src self', async () => {
    const answer = await fetch(`${baseUrl()}${paths.login}`);
    expect(answer.status).toBe(200);
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    const html = await answer.text();
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toMatch(/^<div id="root" data-prerendered>/);
    expect(root).toMatch(/<form[^>]*aria-label="ログイン"/);
    expect(root).toMatch(/<label[^>]*>.*?メールアドレス/);
    expect(root).toMatch(/<input type="email"[^>]*name="email"/);
    expect(root).toMatch(/<label[^>]*>.*?パスワード/);
    expect(root).toMatch(/<input type="password"[^>]*name="password"/);
    expect(root).toMatch(/<button type="submit"[^>]*>(<[^>]+>)*ログイン</);
    expect(root).toContain('パスワードをお忘れの方');
    // Its look: styled-components' rules for the classes in the HTML, in the head.
    expect(html).toMatch(/<style data-styled="true"[^>]*>[\s\S]*<\/style>\s*<\/head>/);
    const firstClass = /class="[^"]*?\b([a-zA-Z]{5,7})"/.exec(root)?.[1] ?? 'none';
    expect(html.slice(0, html.indexOf('</head>'))).toContain(`.${firstClass}{`);
    // Scripts only from files: no inline script for the CSP to refuse.
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\ssrc="\/assets\//);
    // The page paints without them, so they are fetched at low priority (the first paint does not wait).
    const fetched = html.match(/<(script|link rel="modulepreload")\s[^>]*>/g) ?? [];
    expect(fetched.length).toBeGreaterThan(1);
    for (const tag of fetched) expect(tag).toContain('fetchpriority="low"');
    expect(html).not.toMatch(/<script\b[^>]*>[^<]+<\/script>/);
  });

  it('the entry and each chunk it imports are module scripts of their own, in the order they run', async () => {
    // A browser runs each module script in a task of its own: the chunks' first run is cut into a
    // task per chunk instead of one of their sum (prerender.mjs, entryScripts). Each script's static
    // imports are scripts before it, so none pulls a later one into its own task.
    for (const target of [paths.login, paths.contracts, '/?from=bench', '/no-such-page']) {
      const html = await (await fetch(`${baseUrl()}${target}`)).text();
      const scripts = [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] ?? '');
      expect(scripts.length, target).toBeGreaterThanOrEqual(4);
      expect(scripts.at(-1), target).toMatch(/\/assets\/index-[\w-]+\.js$/);
      const imported = new Set<string>();
      for (const [i, src] of scripts.entries()) {
        const code = await (await fetch(`${baseUrl()}${src}`)).text();
        const imports = [...code.matchAll(/(?:^|[;}\n])import(?:[^'"`;]*?from)?\s*["'`]\.\/([\w-]+\.js)["'`]/g)].map(
          (m) => `/assets/${m[1]}`,
        );
        for (const file of imports) {
          expect(scripts.slice(0, i), `${target}: ${src} imports ${file}`).toContain(file);
          imported.add(file);
        }
      }
      // …and every script but the entry is one of those imports: nothing else rides along.
      expect([...imported].sort(), target).toEqual(scripts.slice(0, -1).sort());
    }
  });

  it('a screen inside the shell names its scripts in its HTML, so they load while the app asks who is signed in', async () => {
    const preloads = async (target: string) =>
      [
        ...(await (await fetch(`${baseUrl()}${target}`)).text()).matchAll(
          /<link rel="modulepreload"[^>]*href="([^"]+)"/g,
        ),
      ].map((m) => m[1] ?? '');
    const contracts = await preloads(paths.contracts);
    expect(contracts.some((href) => /\/ContractsPage-[\w-]+\.js$/.test(href))).toBe(true);
    expect(contracts.some((href) => /\/HomePage-/.test(href))).toBe(false);
    const home = await preloads('/?from=bench');
    expect(home.some((href) => /\/HomePage-[\w-]+\.js$/.test(href))).toBe(true);
    // Each one a file the server has, and the sign-in page names none of the shell's.
    for (const href of contracts) expect((await fetch(`${baseUrl()}${href}`)).status, href).toBe(200);
    const login = await preloads(paths.login);
    expect(login.filter((href) => !contracts.includes(href))).toEqual([]);
    expect(login.length).toBeLessThan(contracts.length);
    // The spinner paints from the HTML, so every script of the page, the entry's too, is fetched at
    // low priority: none holds the first paint.
    const html = await (await fetch(`${baseUrl()}${paths.contracts}`)).text();
    const fetched = html.match(/<(script|link rel="modulepreload")\s[^>]*>/g) ?? [];
    const loginHtml = await (await fetch(`${baseUrl()}${paths.login}`)).text();
    const scripts = loginHtml.match(/<script\s[^>]*>/g) ?? [];
    expect(fetched.length).toBe(contracts.length + scripts.length);
    for (const tag of fetched) expect(tag).toContain('fetchpriority="low"');
  });

  it('a screen inside the shell asks who is signed in with its scripts, and the app takes that answer', async () => {
    const startup = endpointPaths['auth.startupMe'].path;
    const html = await (await fetch(`${baseUrl()}${paths.contracts}`)).text();
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${startup}">`);
    // The sign-in page asks after hydration, as before: its form needs no answer to paint.
    expect(await (await fetch(`${baseUrl()}${paths.login}`)).text()).not.toContain('rel="preload" as="fetch"');

    const page = await newPage();
    const asked: { xsrf: boolean }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === startup)
        asked.push({ xsrf: XSRF_HEADER.toLowerCase() in request.headers() });
    });
    await signedInAt(page, 'recruiter-admin@demo.olive.test', paths.contracts);
    await expect(page.getByRole('table')).toBeVisible();
    // One call only, and the page's own: the app's calls always carry the XSRF header once its cookie
    // is set (signedInAt set it), the browser's preload never does. A preload the app's fetch could
    // not take (another credentials mode) would show here as a second call.
    expect(asked).toEqual([{ xsrf: false }]);
  });

  it('the root CSS (themes, type) is in the head of every page, and the app does not compile it again', async () => {
    const rootRule = ":root, [data-olive-theme='LIGHT'] {";
    for (const path of [paths.login, paths.contracts]) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(/<style data-olive-root="">/);
      expect(head.split(rootRule).length - 1).toBe(1);
    }
    /** Where the LIGHT theme's custom properties are declared once the page has rendered. */
    const rootRules = (page: Page) =>
      page.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) =>
          [...sheet.cssRules]
            .filter((rule) => rule instanceof CSSStyleRule && rule.selectorText.includes('[data-olive-theme="LIGHT"]'))
            .map(() => (sheet.ownerNode as Element | null)?.getAttribute('data-olive-root') !== null),
        ),
      );
    // Once, from the HTML's own style: a GlobalStyle rendered by the app would add a second (in
    // styled-components' sheet), and cost its compile on every load.
    const signIn = await newPage();
    await signIn.goto(paths.login);
    await waitForReact(signIn, 'form');
    expect(await rootRules(signIn)).toEqual([true]);
    const shell = await newPage();
    await signedInAt(shell, 'recruiter-admin@demo.olive.test', paths.contracts);
    await expect(shell.getByRole('table')).toBeVisible();
    expect(await rootRules(shell)).toEqual([true]);
    expect(await shell.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(244, 245, 250)');
  });

  it("a screen inside the shell carries its components' rules, and its first load compiles and inserts none", async () => {
    // The build writes each screen's styled-components rules into its page, with the class names
    // styled-components takes as already there (prerender.mjs, withScreenStyles). Class names that
    // drifted from the browser's (another module order) would show here as rules inserted again.
    const html = await (await fetch(`${baseUrl()}${paths.contracts}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style data-olive-screen>[^<]+<\/style><style data-styled="true"[^>]*media="not all">/);
    for (const [path, shown] of [
      [paths.contracts, 'table'],
      ['/?from=bench', 'main h2'],
    ] as const) {
      const page = await newPage();
      await page.addInitScript(() => {
        const inserted: string[] = [];
        (window as unknown as { inserted: string[] }).inserted = inserted;
        const insert = CSSStyleSheet.prototype.insertRule;
        CSSStyleSheet.prototype.insertRule = function (rule, index) {
          inserted.push(rule);
          return insert.call(this, rule, index);
        };
      });
      await signedInAt(page, 'recruiter-admin@demo.olive.test', path);
      await expect(page.locator(shown).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Only the shell's global rule, which comes and goes with the shell (a global style).
      const inserted = await page.evaluate(() => (window as unknown as { inserted: string[] }).inserted);
      expect(inserted, path).toEqual([expect.stringMatching(/^:root\{--olive-toaster-top:/)]);
      // Styled as before: the screen's heading has the design system's size, not the browser's.
      expect(await page.locator('main h1').evaluate((h) => getComputedStyle(h).fontSize), path).not.toBe('32px');
    }
  });

  it('shows the form, styled, in a browser with JavaScript off; other routes show the start-up spinner', async () => {
    const browser = await chromium.launch(journeyLaunchOptions);
    try {
      const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, locale: 'ja-JP' });
      const page = await context.newPage();
      await page.goto(paths.login);
      await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
      await expect(page.getByLabel('メールアドレス')).toBeVisible();
      await expect(page.locator('input[name=password]')).toBeVisible();
      const button = page.getByRole('button', { name: 'ログイン', exact: true });
      await expect(button).toBeVisible();
      // Styled: the primary button has its colour, not the browser's grey default.
      const background = await button.evaluate((b) => getComputedStyle(b).backgroundColor);
      expect(background).not.toBe('rgb(239, 239, 239)');
      expect(background).not.toBe('rgba(0, 0, 0, 0)');
      // A signed-in route: index.html's start-up spinner (docs/product.md §4), not an empty page.
      await page.goto(paths.contracts);
      await expect(page.getByRole('status', { name: '読み込み中' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'オリーブ代理店ポータル' })).toHaveCount(0); // the logo is aria-hidden
      expect(await page.locator('#root svg').count()).toBeGreaterThan(0);
      await context.close();
    } finally {
      await browser.close();
    }
  });

  for (const { path, heading } of prerendered) {
    it(`${path} hydrates in place, with no console error or warning`, async () => {
      const page = await newPage();
      const seen = problems(page);
      await keepServerNodes(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await hydratedInPlace(page)).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(seen).toEqual([]);
    });
  }

  it('a form sent before hydration goes nowhere (no password in a URL, no request); once hydrated it signs in', async () => {
    const page = await newPage();
    const seen = problems(page);
    const urls: string[] = [];
    const writes: string[] = [];
    page.on('framenavigated', (frame) => urls.push(frame.url()));
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });
    // The sign-in screen's own script is held, so the form is sent while it is still the server's HTML.
    const release = await holdLoginScript(page);
    await keepServerNodes(page);
    await page.goto(paths.login);
    await fillLoginForm(page, 'recruiter-admin@demo.olive.test');
    await page.waitForTimeout(500);
    expect(urls.filter((u) => u.includes('?'))).toEqual([]);
    expect(writes).toEqual([]);
    release();
    expect(await hydratedInPlace(page)).toBe(true);
    await submitLogin(page, 'recruiter-admin@demo.olive.test');
    await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
    expect(urls.filter((u) => u.includes('Olive-Demo'))).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('what was typed before hydration is kept by it: the e-mail and password survive, and ログイン signs in', async () => {
    const page = await newPage();
    const seen = problems(page);
    const release = await holdLoginScript(page);
    await keepServerNodes(page);
    await page.goto(paths.login);
    const email = page.getByLabel('メールアドレス');
    const password = page.locator('input[name=password]');
    await email.fill('recruiter-admin@demo.olive.test');
    await password.fill(DEMO_PASSWORD);
    release();
    expect(await hydratedInPlace(page)).toBe(true);
    // React renders a controlled input again on its focus and blur: the typing must still be there.
    await email.focus();
    await password.focus();
    await email.focus();
    await expect(email).toHaveValue('recruiter-admin@demo.olive.test');
    await expect(password).toHaveValue(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
    expect(seen).toEqual([]);
  });

  it('the hydrated form signs in (recruiter_admin lands on home) and the start-up spinner hydrates too', async () => {
    const page = await newPage();
    const seen = problems(page);
    await keepServerNodes(page);
    await page.goto(paths.login);
    expect(await hydratedInPlace(page)).toBe(true);
    // The form's own validation answers: React's handlers are attached to the server's form.
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(page.getByText('メールアドレスは必ず指定してください。').first()).toBeVisible();
    await submitLogin(page, 'recruiter-admin@demo.olive.test');
    await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    // A reload of a signed-in page: index.html's spinner, hydrated, then the page.
    await page.goto(paths.contracts);
    await expect(page.getByRole('heading', { level: 1, name: '契約内容一覧' })).toBeVisible();
    // Signed in, the sign-in page's HTML is still served; the start-up answer then sends the user home.
    await page.goto(paths.login);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
  });
});

describe('the signed-in first screens make no Intl call', () => {
  /**
   * The first Intl formatter of a page loads the browser's ICU data, inside the task that renders
   * the screen (docs/adr/0020-japan-time-and-numbers-without-intl.md).
   * Counts, yen and Japan dates are written without it (formatNumber, formatTokyo); this keeps it so.
   */
  it('home and the contract list render their counts and dates without constructing an Intl formatter', async () => {
    const page = await newPage();
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { intlCalls: string[] }).intlCalls = calls;
      const record = (what: string) => calls.push(`${what}: ${new Error().stack?.split('\n')[3]?.trim()}`);
      for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator', 'RelativeTimeFormat'] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
          construct(target, args) {
            record(`Intl.${name}`);
            return Reflect.construct(target, args);
          },
          apply(target, self, args) {
            record(`Intl.${name}`);
            return Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args);
          },
        });
      }
      const wrap = (proto: object, method: string) => {
        const original = (proto as Record<string, (...args: unknown[]) => unknown>)[method];
        if (!original) return;
        (proto as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
          record(method);
          return original.apply(this, args);
        };
      };
      wrap(Number.prototype, 'toLocaleString');
      for (const m of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) wrap(Date.prototype, m);
      wrap(String.prototype, 'localeCompare');
    });
    const intlCalls = () => page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls);
    await page.goto(paths.login);
    await submitLogin(page, 'recruiter-admin@demo.olive.test');
    // Home with its counts (each a number written with its thousands separator, if any).
    await expect(page.getByRole('heading', { level: 2, name: /^最新の明細/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'お知らせ' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await intlCalls()).toEqual([]);
    // A fresh load of the contract list: its total and the rows' yen and dates.
    await page.goto(paths.contracts);
    await expect(page.getByRole('heading', { level: 2, name: /^検索結果：[\d,]+件$/ })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: '契約内容一覧' })
        .getByText(/^[\d,]+円$/)
        .first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await intlCalls()).toEqual([]);
    // The recorder itself works: a call made now is seen.
    await page.evaluate(() => (1234).toLocaleString('ja-JP'));
    expect(await intlCalls()).toHaveLength(1);
  });
});
