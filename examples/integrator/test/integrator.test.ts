import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, startServer } from '@olive/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Contract,
  completeInitialPassword,
  completeSmsSignIn,
  contractDetail,
  createPortal,
  downloadCommissionSettlementPdf,
  downloadContractsCsv,
  fetchCsrfCookie,
  fieldErrors,
  type Portal,
  PortalError,
  postNews,
  searchContracts,
  signedInUser,
  signIn,
  signInCode,
  statementFiles,
} from '../src/portal';
import { documentCheck } from './documentCheck';

// The README's demo accounts: a recruiter admin of agency A0001 sees its contracts and statements.
const DEMO_PASSWORD = 'Olive-Demo-2026';
const RECRUITER_ADMIN = 'recruiter-admin@demo.olive.test';
const SUPER_ADMIN = 'super@demo.olive.test';
const AGENCY = 'A0001';

let server: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;
const check = documentCheck();

/** A portal client whose every answer is also checked against docs/openapi.json. */
function checkedPortal(): Portal {
  const portal = createPortal(server.url);
  portal.api.use(check.middleware);
  return portal;
}

beforeAll(async () => {
  // The reference server in-process, on a fresh data directory seeded with a small demo set.
  dataDir = mkdtempSync(path.join(tmpdir(), 'olive-integrator-'));
  const appDist = path.join(dataDir, 'no-app');
  mkdirSync(appDist);
  server = await startServer(
    loadConfig({ DATA_DIR: dataDir, PORT: '0', APP_DIST: appDist, SEED_CONTRACTS: '400', LOG_LEVEL: 'silent' }),
  );
});

afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('an integrator’s client generated from docs/openapi.json', () => {
  let portal: Portal;
  let first: Contract | undefined;

  it('refuses a write without the CSRF pair (419), then signs in after GET /api/csrf-cookie', async () => {
    portal = checkedPortal();
    const refused = await portal.api.POST('/login', { body: { email: RECRUITER_ADMIN, password: DEMO_PASSWORD } });
    expect(refused.response.status).toBe(419);
    expect(refused.error?.message).toBeTruthy();

    await fetchCsrfCookie(portal);
    const result = await signIn(portal, RECRUITER_ADMIN, DEMO_PASSWORD);
    expect(signInCode(result)).toBeUndefined();
    expect(signedInUser(result)).toMatchObject({ email: RECRUITER_ADMIN, agencyCode: AGENCY });
    const me = await portal.api.GET('/api/me');
    expect(me.data?.user.email).toBe(RECRUITER_ADMIN);
  });

  it('reads a 422’s per-field messages from the typed error body', async () => {
    const { error, response } = await portal.api.POST('/login', { body: { email: 'not-an-address', password: '' } });
    expect(response.status).toBe(422);
    if (!error) throw new Error('a 422 without its error body');
    const errors = fieldErrors(error);
    expect(errors.email?.[0]).toMatch(/メールアドレス/);
    expect(errors.password?.length).toBeGreaterThan(0);
    // The same body reaches a caller of the helpers as a PortalError.
    const search = searchContracts(portal, { agencyCode: AGENCY, keyword: 'x'.repeat(101) });
    const thrown = await search.next().catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(PortalError);
    if (thrown instanceof PortalError) expect(Object.keys(fieldErrors(thrown.body))).toEqual(['keyword']);
  });

  it('pages through a contract search by cursor, each contract once', async () => {
    const seen: number[] = [];
    let total = 0;
    let pages = 0;
    for await (const page of searchContracts(portal, { agencyCode: AGENCY, perPage: 20 })) {
      pages += 1;
      total = page.meta.total;
      expect(page.meta.currentPage).toBe(pages);
      seen.push(...page.data.map((c) => c.id));
      first ??= page.data[0];
    }
    expect(pages).toBeGreaterThan(1);
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('opens a contract’s detail', async () => {
    if (!first) throw new Error('the search found no contract');
    const detail = await contractDetail(portal, first.id, AGENCY);
    expect(detail).toMatchObject({ id: first.id, managementNumber: first.managementNumber, agencyCode: AGENCY });
    const missing = await portal.api.GET('/api/contracts/{id}', {
      params: { path: { id: 2_000_000_000 }, query: { agencyCode: AGENCY } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.message).toBeTruthy();
  });

  it('downloads the search as CSV, UTF-8 with a BOM and a Japanese file name', async () => {
    const csv = await downloadContractsCsv(portal, { agencyCode: AGENCY, 'statuses[]': ['active'] });
    expect(csv.contentType).toMatch(/^text\/csv/);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.fileName).toMatch(/\.csv$/);
    const lines = new TextDecoder().decode(csv.bytes).trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
  });

  it('finds a month with statements and downloads its commission settlement PDF', async () => {
    const now = new Date();
    let found: { year: number; month: number } | undefined;
    for (let back = 0; back < 14 && !found; back++) {
      const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
      const query = { agencyCode: AGENCY, year: at.getUTCFullYear(), month: at.getUTCMonth() + 1 };
      if ((await statementFiles(portal, query)).commissionsSettlementsPdf) found = query;
    }
    if (!found) throw new Error('no month with a commission settlement for A0001');
    const pdf = await downloadCommissionSettlementPdf(portal, { agencyCode: AGENCY, ...found });
    expect(pdf.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode(pdf.bytes.subarray(0, 5))).toBe('%PDF-');
    expect(pdf.fileName).toMatch(/\.pdf$/);
  });

  it('answers refusals with the documented error body: 401, 403, 404', async () => {
    const anonymous = checkedPortal();
    const unauthenticated = await anonymous.api.GET('/api/contracts', { params: { query: { agencyCode: AGENCY } } });
    expect(unauthenticated.response.status).toBe(401);
    const otherAgency = await portal.api.GET('/api/contracts', { params: { query: { agencyCode: 'A0002' } } });
    expect(otherAgency.response.status).toBe(403);
    expect(otherAgency.error?.message).toBeTruthy();
    const noFile = await portal.api.GET('/api/commissions/settlements/pdf/download', {
      params: { query: { agencyCode: AGENCY, year: 2001, month: 1 } },
      parseAs: 'arrayBuffer',
    });
    expect(noFile.response.status).toBe(404);
    expect(noFile.error?.message).toBeTruthy();
  });

  it('refuses a body too large (413) or of a media type it does not read (415)', async () => {
    const caller = checkedPortal();
    await fetchCsrfCookie(caller);
    const tooLarge = await caller.api.POST('/login', {
      body: { email: RECRUITER_ADMIN, password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(tooLarge.response.status).toBe(413);
    expect(tooLarge.error?.message).toBeTruthy();
    const xml = await caller.api.POST('/login', {
      body: { email: RECRUITER_ADMIN, password: DEMO_PASSWORD },
      bodySerializer: (body) => `<login email="${body.email}"/>`,
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.response.status).toBe(415);
    expect(xml.error?.message).toBeTruthy();
  });

  it('signs out, after which the session is gone', async () => {
    const { response } = await portal.api.POST('/logout');
    expect(response.ok).toBe(true);
    const me = await portal.api.GET('/api/me');
    expect(me.response.status).toBe(401);
  });
});

describe('the sign-ins with a second step', () => {
  /** The newest code the server sent (the demo server writes messages to an outbox file). */
  const lastCode = (channel: 'sms' | 'email') => {
    const lines = readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n');
    const messages = lines.map((line) => JSON.parse(line) as { channel: string; code?: string });
    const code = messages.reverse().find((m) => m.channel === channel && m.code)?.code;
    if (!code) throw new Error(`no ${channel} code in the outbox`);
    return code;
  };

  it('SMS_MFA: the code sent by SMS completes the sign-in', async () => {
    const portal = checkedPortal();
    const started = await signIn(portal, 'mfa@demo.olive.test', DEMO_PASSWORD);
    expect(signInCode(started)).toBe('SMS_MFA');
    expect(signedInUser(started)).toBeUndefined();
    const done = await completeSmsSignIn(portal, started, lastCode('sms'));
    expect(signedInUser(done)?.email).toBe('mfa@demo.olive.test');
    expect((await portal.api.GET('/api/me')).response.status).toBe(200);
  });

  it('NEW_PASSWORD_REQUIRED: a new password replaces the temporary one and signs in', async () => {
    const portal = checkedPortal();
    const started = await signIn(portal, 'first-login@demo.olive.test', DEMO_PASSWORD);
    expect(signInCode(started)).toBe('NEW_PASSWORD_REQUIRED');
    const weak = await completeInitialPassword(portal, started, 'short').catch((e: unknown) => e);
    expect(weak).toBeInstanceOf(PortalError);
    if (weak instanceof PortalError) expect(fieldErrors(weak.body).password?.length).toBeGreaterThan(0);
    const done = await completeInitialPassword(portal, started, 'Olive-Integrator-2026!');
    expect(signedInUser(done)?.email).toBe('first-login@demo.olive.test');
  });
});

describe('the reads of a provider admin, through the same generated client', () => {
  let admin: Portal;
  const ok = (response: Response) => expect(response.status, response.url).toBe(200);

  beforeAll(async () => {
    admin = checkedPortal();
    const result = await signIn(admin, SUPER_ADMIN, DEMO_PASSWORD);
    expect(signedInUser(result)?.roleType).toBe('olive_super_admin');
  });

  it('reads the session, the agencies, the users and the recruiters', async () => {
    ok((await admin.api.GET('/api/auth/me')).response);
    ok((await admin.api.GET('/api/agencies')).response);
    ok((await admin.api.GET('/api/agency-ips', { params: { query: { agencyCode: AGENCY } } })).response);
    const users = await admin.api.GET('/api/olive-users');
    const user = users.data?.data[0];
    if (!user) throw new Error('no provider user listed');
    ok((await admin.api.GET('/api/olive-users/{id}', { params: { path: { id: user.id } } })).response);
    const recruiters = await admin.api.GET('/api/recruiters', { params: { query: { agencyCode: AGENCY } } });
    const recruiter = recruiters.data?.data[0];
    if (!recruiter) throw new Error('no recruiter listed');
    ok(
      (
        await admin.api.GET('/api/recruiters/{id}', {
          params: { path: { id: recruiter.id }, query: { agencyCode: AGENCY } },
        })
      ).response,
    );
  });

  it('reads the contracts summary, the statuses and the statement coverage', async () => {
    ok((await admin.api.GET('/api/contractsSummary', { params: { query: { agencyCode: AGENCY } } })).response);
    ok((await admin.api.GET('/api/statuses')).response);
    const coverage = await admin.api.GET('/api/statements/coverage', {
      params: { query: { kind: 'commissionsSpecificationsCsv' } },
    });
    ok(coverage.response);
  });

  it('posts news for two agencies with two files, exactly as the document describes the form', async () => {
    const pdf = new File(['%PDF-1.4 お知らせ'], '案内.pdf', { type: 'application/pdf' });
    const csv = new File(['番号,名前\n1,オリーブ\n'], 'list.csv', { type: 'text/csv' });
    const posted = await postNews(
      admin,
      { title: '二つの添付', content: '本文', isNotifyAll: '0', agencyCodeList: ['A0001', 'A0002'] },
      [pdf, csv],
    );
    expect(posted.agencyCodeList).toEqual(['A0001', 'A0002']);
    expect(posted.attachments.map((a) => a.fileName)).toEqual(['案内.pdf', 'list.csv']);
    // Stored as sent: each file downloads again with its own bytes.
    for (const [i, sent] of [pdf, csv].entries()) {
      const attachment = posted.attachments[i];
      if (!attachment) throw new Error('an attachment is missing');
      const file = await admin.api.GET('/api/news/post/file/download', {
        params: { query: { newsId: posted.id, filePath: attachment.filePath } },
        parseAs: 'arrayBuffer',
      });
      ok(file.response);
      expect(new Uint8Array(file.data ?? new ArrayBuffer(0))).toEqual(new Uint8Array(await sent.arrayBuffer()));
    }
  });

  it('reads the news and the manuals, downloads a manual, and lists a month’s statement files', async () => {
    const news = await admin.api.GET('/api/news', { params: { query: { isAll: true } } });
    ok(news.response);
    const item = news.data?.data[0];
    if (item) ok((await admin.api.GET('/api/news/{id}', { params: { path: { id: item.id } } })).response);
    const manuals = await admin.api.GET('/api/manual');
    ok(manuals.response);
    const manual = manuals.data?.data.agency[0];
    if (!manual) throw new Error('no agency manual listed');
    const file = await admin.api.GET('/api/manual/download', {
      params: { query: { filePath: manual.filePath } },
      parseAs: 'arrayBuffer',
    });
    ok(file.response);
    expect(file.data?.byteLength).toBe(manual.size);
    const now = new Date();
    const query = { agencyCode: AGENCY, year: now.getFullYear(), month: now.getMonth() + 1 };
    const files = await statementFiles(admin, query);
    expect(Object.keys(files)).toHaveLength(10);
  });

  it('reads the action log, its users, actions, sessions and seal', async () => {
    ok((await admin.api.GET('/api/action-logs')).response);
    ok((await admin.api.GET('/api/action-logs/actionLogUsers')).response);
    ok((await admin.api.GET('/api/action-logs/actions')).response);
    ok((await admin.api.GET('/api/action-logs/sessions')).response);
    ok((await admin.api.GET('/api/action-logs/seal')).response);
  });
});

describe('docs/openapi.json and the server', () => {
  it('agree on every answer above: status, media type and body', () => {
    expect(check.disagreements).toEqual([]);
    // The JSON bodies were validated, successes and refusals alike.
    expect(check.validated.length).toBeGreaterThan(30);
    expect(check.validated).toContainEqual(expect.stringMatching(/^GET \/api\/contracts\/\{id\} → 200/));
    expect(check.validated).toContainEqual(expect.stringMatching(/^POST \/login → 422/));
  });
});
