import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { endpointPaths, paths, XSRF_COOKIE, XSRF_HEADER } from '@olive/api';
import { DEMO_PASSWORD } from '@olive/server';
import { type Browser, type BrowserContext, chromium, expect, type Page } from 'playwright/test';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

export { expect };

/**
 * This worker's portal (e2e/globalSetup.ts starts one per worker): Vitest numbers its workers from 1
 * (VITEST_POOL_ID), and a worker runs its files one after another.
 */
function portal() {
  const portals = inject('portals');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
  const chosen = portals[worker % portals.length];
  if (!chosen) throw new Error('no portal provided (e2e/globalSetup.ts)');
  return chosen;
}
export const baseUrl = () => portal().baseUrl;
export { DEMO_PASSWORD };

/**
 * Debian Chromium as the journeys launch it: one renderer process for the pages of a context
 * (`--renderer-process-limit=1`). A journey's fresh page starts on about:blank in a renderer process,
 * and Chromium started another one for its first visit to the portal (counted with `ps`: one more
 * renderer per context); with the limit the page's first process is reused. Two contexts still get
 * processes of their own (counted the same way), and never share cookies or storage. A journey's
 * first page load is faster by the process start it saves (docs/adr/0011-e2e-journeys.md).
 */
export const journeyLaunchOptions = {
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, '--renderer-process-limit=1'],
};

/**
 * One Debian Chromium per test file; each journey gets a fresh context (its own cookies and session
 * storage), in Japanese, in a zone far from Tokyo so a date shown in the browser's zone fails.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch(journeyLaunchOptions);
  });
  // A failed journey leaves a screenshot of each of its pages in e2e/.failures (gitignored).
  afterEach(async (ctx) => {
    const open = contexts.splice(0);
    if (ctx.task.result?.state === 'fail') {
      const dir = path.join(import.meta.dirname, '.failures');
      mkdirSync(dir, { recursive: true });
      const stem = ctx.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
      let i = 0;
      for (const context of open)
        for (const page of context.pages())
          await page.screenshot({ path: path.join(dir, `${stem}-${++i}.png`), fullPage: true }).catch(() => {});
    }
    await Promise.all(open.map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(): Promise<Page> {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        locale: 'ja-JP',
        timezoneId: 'America/Los_Angeles',
        acceptDownloads: true,
        viewport: { width: 1280, height: 860 },
      });
      context.setDefaultTimeout(15_000);
      contexts.push(context);
      return context.newPage();
    },
  };
}

interface OutboxLine {
  at: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  code?: string;
}

/** The messages sent to `to` so far (the server's file outbox). */
export function outbox(to: string): OutboxLine[] {
  let text = '';
  try {
    text = readFileSync(portal().outboxFile, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as OutboxLine)
    .filter((m) => m.to === to);
}

/** Waits for a new message to `to` (more than `before` of them) and returns its code. */
export async function nextCode(to: string, before: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const messages = outbox(to);
    const code = messages.length > before ? messages[messages.length - 1]?.code : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no new message to ${to} in the outbox`);
}

/**
 * Fills and sends the login form (the page must be on it), once React has hydrated it: the typing
 * would be kept before that (prerender.e2e.ts), but the server's form sends nothing, so a click on
 * ログイン before hydration is lost. fillLoginForm types and clicks at once.
 */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await waitForReact(page, 'input[name=password]');
  await fillLoginForm(page, email, password);
}

/** Waits until React owns the element `selector` finds: rendered by it, or hydrated. */
export async function waitForReact(page: Page, selector: string) {
  await page.waitForFunction((s) => {
    const element = document.querySelector(s);
    return element !== null && Object.keys(element).some((k) => k.startsWith('__reactFiber$'));
  }, selector);
}

/** Fills and sends the login form as it is, hydrated or not. */
export async function fillLoginForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('メールアドレス').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

/** Opens the login screen and signs in; resolves once the shell is showing. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto(paths.login);
  await submitLogin(page, email, password);
  await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
}

/**
 * Signs in through the API (as the app's form does: the XSRF cookie, then POST /login), in the page's
 * own cookie jar, then opens `path`: for a journey about what comes after the sign-in. The form itself
 * has its journeys (signin.e2e.ts, prerender.e2e.ts); going through it each time loaded the sign-in
 * screen and home only to leave them. Resolves once the screen shows in the shell.
 */
export async function signedInAt(page: Page, email: string, path: string, password = DEMO_PASSWORD) {
  const request = page.context().request;
  const csrf = await request.get(endpointPaths['auth.csrfCookie'].path);
  expect(csrf.ok()).toBe(true);
  const token = (await page.context().cookies()).find((c) => c.name === XSRF_COOKIE)?.value;
  if (!token) throw new Error(`no ${XSRF_COOKIE} cookie after ${endpointPaths['auth.csrfCookie'].path}`);
  const login = await request.post(endpointPaths['auth.login'].path, {
    headers: { [XSRF_HEADER]: decodeURIComponent(token) },
    data: { email, password },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto(path);
  // The screen asked for, in the shell (on a phone its menu is folded in a drawer: the bar's).
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(new URL(path, page.url()).pathname);
}

/** The labels of the side menu, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'メインメニュー' });
  await expect(menu).toBeVisible();
  return menu.getByRole('link').allInnerTexts();
}

/** Path and query of the page's URL. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** A provider user picks an agency on /admin/agencies by its code and lands on home. */
export async function selectAgency(page: Page, agencyCode: string) {
  if (!page.url().endsWith(paths.adminAgencies)) await page.goto(paths.adminAgencies);
  const row = page.getByRole('row').filter({ hasText: agencyCode });
  await row.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/$/);
}

/** On verify-email or verify-phone-number: sends a code to `to`, reads it from the outbox and enters it. */
export async function verifyWithCode(page: Page, to: string) {
  const before = outbox(to).length;
  await page.getByRole('button', { name: '認証コードを送信' }).click();
  const code = await nextCode(to, before);
  await page.getByLabel('認証コード').fill(code);
  await page.getByRole('button', { name: '認証する' }).click();
}

/** The policyholder name (without its kana) in the first row of the contract list on screen. */
export async function firstPolicyholder(page: Page): Promise<string> {
  const text = await page
    .getByRole('table', { name: '契約内容一覧' })
    .getByRole('row')
    .nth(1)
    .locator('td')
    .first()
    .locator('span > span')
    .first()
    .innerText();
  return text.trim();
}
