import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCookieClient } from '../testing/cookieClient';
import { createApiClient } from './calls';
import { CanceledError, clientMessages } from './errors';
import { fileNameFromDisposition, rejecting, serializeQuery } from './http';

/**
 * A real HTTP server on 127.0.0.1 that plays the backend: it records what arrives and answers
 * what each test sets. No mocked fetch.
 */
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
let server: Server;
let baseURL: string;
let seen: Seen[] = [];
let handler: (req: Seen, res: ServerResponse) => void = () => {};
let csrfTokens = 0;

const user = {
  id: 1,
  name: '山田 太郎',
  email: 'super@demo.olive.test',
  roleType: 'olive_super_admin',
  agencyCode: null,
  agencyName: null,
  isEmailVerified: true,
  phoneNumberStatus: 'verified',
  isMfaActive: false,
  lastLoginAt: null,
};

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      seen.push(entry);
      if (entry.url === '/api/csrf-cookie') {
        csrfTokens += 1;
        res.writeHead(204, { 'set-cookie': `XSRF-TOKEN=token-${csrfTokens}; Path=/` });
        res.end();
        return;
      }
      handler(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  csrfTokens = 0;
});

describe('cookies and CSRF', () => {
  it('fetches the CSRF cookie before a write, sends X-XSRF-TOKEN and keeps cookies', async () => {
    const { api } = createCookieClient(baseURL);
    handler = (req, res) => {
      if (req.url === '/login') json(res, 200, { user }, { 'set-cookie': 'olive_session=s1; Path=/; HttpOnly' });
      else json(res, 200, { user });
    };
    const login = await api.auth.login({ email: 'super@demo.olive.test', password: 'Olive-Demo-2026' });
    expect(login.ok && login.data.user?.name).toBe('山田 太郎');
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/csrf-cookie', 'POST /login']);
    expect(seen[1]?.headers['x-xsrf-token']).toBe('token-1');
    expect(JSON.parse(seen[1]?.body.toString() ?? '')).toEqual({
      email: 'super@demo.olive.test',
      password: 'Olive-Demo-2026',
    });

    await api.auth.me();
    expect(seen[2]?.headers.cookie).toContain('olive_session=s1');
    expect(seen[2]?.headers.cookie).toContain('XSRF-TOKEN=token-1');
  });

  it('does not fetch the cookie again while it has one', async () => {
    const { api } = createCookieClient(baseURL);
    handler = (_req, res) => json(res, 200, { message: 'ok' });
    await api.auth.logout();
    await api.auth.logout();
    expect(seen.map((s) => s.url)).toEqual(['/api/csrf-cookie', '/logout', '/logout']);
  });

  it('after a 419 fetches a fresh token and retries once, and only once', async () => {
    const { api } = createCookieClient(baseURL);
    let posts = 0;
    handler = (req, res) => {
      posts += 1;
      if (posts === 1) json(res, 419, { message: 'CSRFトークンの有効期限が切れました。' });
      else json(res, 200, { message: `ok with ${req.headers['x-xsrf-token']}` });
    };
    const r = await api.auth.logout();
    expect(r.ok && r.data.message).toBe('ok with token-2');
    expect(seen.map((s) => s.url)).toEqual(['/api/csrf-cookie', '/logout', '/api/csrf-cookie', '/logout']);

    posts = -10; // every answer is 419 now
    handler = (_req, res) => json(res, 419, { message: 'CSRFトークンが一致しません。' });
    seen = [];
    const twice = await api.auth.logout();
    expect(twice).toMatchObject({ ok: false, status: 419, error: { kind: 'bad-request' } });
    expect(seen.filter((s) => s.url === '/logout')).toHaveLength(2);
  });
});

describe('errors come back as values', () => {
  it('4xx is bad-request with the server message, code and field errors', async () => {
    const { api } = createCookieClient(baseURL);
    handler = (_req, res) =>
      json(res, 422, {
        message: '入力内容に誤りがあります。',
        errors: { email: ['メールアドレスは必ず指定してください。'] },
      });
    const r = await api.auth.forgotPassword({ email: '' });
    expect(r).toEqual({
      ok: false,
      status: 422,
      error: expect.objectContaining({
        kind: 'bad-request',
        status: 422,
        message: '入力内容に誤りがあります。',
        errors: { email: ['メールアドレスは必ず指定してください。'] },
      }),
    });
  });

  it('5xx is bad-response; an answer that breaks its schema is bad-response too', async () => {
    const { api } = createCookieClient(baseURL);
    handler = (_req, res) => json(res, 500, { message: 'サーバーでエラーが発生しました。' });
    expect(await api.auth.me()).toMatchObject({
      ok: false,
      error: { kind: 'bad-response', message: 'サーバーでエラーが発生しました。' },
    });
    handler = (_req, res) => json(res, 200, { user: { ...user, roleType: 'boss' } });
    expect(await api.auth.me()).toMatchObject({ ok: false, status: 200, error: { kind: 'bad-response' } });
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>');
    };
    expect(await api.auth.me()).toMatchObject({ ok: false, error: { kind: 'bad-response' } });
  });

  it('an answer without a server message of its own reads in Japanese, never as a status text', async () => {
    const { api } = createCookieClient(baseURL);
    const answer = (status: number, type: string, body: string) => (_req: Seen, res: ServerResponse) => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    // A proxy's HTML error page.
    handler = answer(502, 'text/html', '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>');
    expect(await api.auth.me()).toMatchObject({
      ok: false,
      status: 502,
      error: { kind: 'bad-response', message: clientMessages.badResponse },
    });
    // A gateway timeout, as plain text and as a gateway's English JSON.
    handler = answer(504, 'text/plain', 'Gateway Timeout');
    expect(await api.auth.me()).toMatchObject({ ok: false, status: 504, error: { message: clientMessages.timeout } });
    handler = (_req, res) => json(res, 504, { message: 'Endpoint request timed out' });
    expect(await api.auth.me()).toMatchObject({ ok: false, status: 504, error: { message: clientMessages.timeout } });
    // A 4xx from something in front of the server.
    handler = (_req, res) => json(res, 403, { message: 'Forbidden', code: 'WAF' });
    const refused = await api.auth.me();
    expect(refused).toMatchObject({ ok: false, status: 403, error: { message: clientMessages.badRequest } });
    expect(refused.ok ? null : refused.error.code).toBeUndefined();
    // A failed file download with an HTML body says the same.
    handler = answer(502, 'text/html', '<html>Bad Gateway</html>');
    const file = await api.manuals.download({ filePath: 'agency/a.pdf' });
    expect(file).toMatchObject({ ok: false, error: { message: clientMessages.badResponse } });
    // The server's own English word of docs/product.md §8 stays: the re-login dialog keys on it.
    handler = (_req, res) => json(res, 401, { message: 'Unauthenticated.' });
    expect(await api.auth.me()).toMatchObject({ ok: false, error: { message: 'Unauthenticated.' } });
  });

  it('a refused connection is a network error', async () => {
    const api = createApiClient({ baseURL: 'http://127.0.0.1:9' });
    expect(await api.auth.me()).toMatchObject({ ok: false, status: null, error: { kind: 'network' } });
  });

  it('tells timeout, aborted and canceled apart', async () => {
    const { api } = createCookieClient(baseURL);
    handler = () => {}; // never answers
    const r1 = await api.http.send('auth.me', { timeoutMs: 50 }, 'blob');
    expect(r1).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    const a = new AbortController();
    const p2 = api.http.send('auth.me', { signal: a.signal }, 'blob');
    a.abort();
    expect(await p2).toMatchObject({ ok: false, error: { kind: 'aborted' } });
    const c = new AbortController();
    const p3 = api.http.send('auth.me', { signal: c.signal }, 'blob');
    c.abort(new CanceledError());
    expect(await p3).toMatchObject({ ok: false, error: { kind: 'canceled' } });
  });

  it('the secondary helper rejects with the data, or Something went wrong', async () => {
    const { api } = createCookieClient(baseURL);
    handler = (_req, res) => json(res, 403, { message: 'この操作を行う権限がありません。' });
    await expect(rejecting(api.auth.me())).rejects.toEqual({ message: 'この操作を行う権限がありません。' });
    const offline = createApiClient({ baseURL: 'http://127.0.0.1:9' });
    await expect(rejecting(offline.auth.me())).rejects.toBe('Something went wrong');
  });
});

describe('files and query strings', () => {
  it('downloads a blob with its Japanese file name', async () => {
    const { api } = createCookieClient(baseURL);
    handler = (_req, res) => {
      res.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="contracts_A0001.csv"; filename*=UTF-8''${encodeURIComponent('契約一覧_A0001.csv')}`,
      });
      res.end('\uFEFF管理番号\r\n');
    };
    const r = await api.contracts.export({ agencyCode: 'A0001' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.fileName).toBe('契約一覧_A0001.csv');
    // The bytes as sent, byte-order mark included (Blob.text() would drop it).
    expect(Buffer.from(await r.data.blob.arrayBuffer())).toEqual(Buffer.from('\uFEFF管理番号\r\n'));
  });

  it('sends array query parameters as statuses[]=a&statuses[]=b and leaves out null dates', async () => {
    const { api } = createCookieClient(baseURL);
    handler = (_req, res) => json(res, 200, { data: [], meta: { currentPage: 1, lastPage: 1, perPage: 20, total: 0 } });
    await api.contracts.list({
      agencyCode: 'A0001',
      page: 2,
      keyword: '山田',
      statuses: ['active', 'cancelled'],
      startFirstContractDate: '2026/01/01 00:00',
      endFirstContractDate: null,
    });
    const url = new URL(seen[0]?.url ?? '', baseURL);
    expect(url.pathname).toBe('/api/contracts');
    expect(url.searchParams.getAll('statuses[]')).toEqual(['active', 'cancelled']);
    expect(url.searchParams.get('keyword')).toBe('山田');
    expect(url.searchParams.get('startFirstContractDate')).toBe('2026/01/01 00:00');
    expect(url.searchParams.has('endFirstContractDate')).toBe(false);
  });

  it('uploads multipart with a single file field', async () => {
    const { api } = createCookieClient(baseURL);
    handler = (_req, res) => json(res, 200, { message: 'ok', data: { imported: [], replaced: [], rejected: [] } });
    const zip = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], { type: 'application/zip' });
    const r = await api.uploads.upload('commissionsSpecificationsCsv', zip, '手数料明細.zip');
    expect(r.ok).toBe(true);
    const post = seen.find((s) => s.method === 'POST');
    expect(post?.url).toBe('/api/commissions/specifications/csv/zip/upload');
    expect(post?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = post?.body.toString('latin1') ?? '';
    expect(body.match(/name="file"/g)).toHaveLength(1);
    expect(body).toContain('PK\u0003\u0004\u0001\u0002\u0003');
  });

  it('posts news with docs/product.md §7 field names', async () => {
    const { api } = createCookieClient(baseURL);
    handler = (_req, res) =>
      json(res, 200, {
        data: {
          id: 1,
          title: 't',
          content: 'c',
          isNotifyAll: false,
          agencyCodeList: ['A0001'],
          attachments: [],
          createdAt: 0,
          updatedAt: 0,
        },
      });
    await api.news.create({ title: 't', content: 'c', isNotifyAll: '0', agencyCodeList: ['A0001', 'A0002'] }, [
      new Blob(['%PDF-1.4']),
    ]);
    const body = seen.find((s) => s.method === 'POST')?.body.toString() ?? '';
    for (const name of ['title', 'content', 'isNotifyAll', 'files']) expect(body).toContain(`name="${name}"`);
    // Each agency a part of its own under the one name the OpenAPI document gives.
    expect(body.match(/name="agencyCodeList"\r\n\r\nA000[12]\r\n/g)).toHaveLength(2);
    expect(body).not.toContain('[');
  });
});

describe('helpers', () => {
  it('serialises queries', () => {
    expect(serializeQuery({ a: 1, b: ['x', 'y'], c: null, d: undefined, e: '', f: false })).toBe(
      'a=1&b%5B%5D=x&b%5B%5D=y&f=false',
    );
  });
  it('reads RFC 5987 names first, then plain ones', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%E6%89%8B.pdf`)).toBe('手.pdf');
    expect(fileNameFromDisposition('attachment; filename="a.pdf"')).toBe('a.pdf');
    expect(fileNameFromDisposition(null)).toBe('download');
  });
});
