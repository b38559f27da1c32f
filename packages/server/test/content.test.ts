import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('news', () => {
  it('posts news to one agency with an attachment: its recruiters see it, another agency does not', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const attachment = new File([new TextEncoder().encode('%PDF-1.4 test')], '研修資料.pdf', {
      type: 'application/pdf',
    });
    const created = await admin.api.news.create(
      {
        title: 'A0001向けのお知らせ',
        content: '1行目\n<script>alert(1)</script>',
        isNotifyAll: '0',
        agencyCodeList: ['A0001'],
      },
      [attachment],
    );
    expect(created).toMatchObject({
      ok: true,
      status: 201,
      data: { data: { agencyCodeList: ['A0001'], isNotifyAll: false } },
    });
    const news = created.ok ? created.data.data : undefined;
    // Content is kept as plain text, exactly as typed.
    expect(news?.content).toBe('1行目\n<script>alert(1)</script>');
    expect(news?.attachments).toEqual([{ filePath: `${news?.id}/1`, fileName: '研修資料.pdf', size: 13 }]);

    const mine = await t.signedIn('recruiter@demo.olive.test');
    const list = await mine.api.recruiterNews.list({ agencyCode: 'A0001' });
    expect(list.ok && list.data.data[0]?.title).toBe('A0001向けのお知らせ');
    const file = await mine.api.recruiterNews.fileDownload({
      newsId: news?.id ?? 0,
      filePath: `${news?.id}/1`,
      agencyCode: 'A0001',
    });
    expect(file.ok && file.data.fileName).toBe('研修資料.pdf');

    const provider = await t.signedIn('general@demo.olive.test');
    const a0003 = await provider.api.news.list({ isAll: false, agencyCode: 'A0003' });
    expect(a0003.ok && a0003.data.data.some((n) => n.title === 'A0001向けのお知らせ')).toBe(false);
    expect((await provider.api.news.show(news?.id ?? 0, { agencyCode: 'A0003' })).status).toBe(404);
    const a0001 = await provider.api.news.list({ isAll: false, agencyCode: 'A0001' });
    expect(a0001.ok && a0001.data.data.some((n) => n.title === 'A0001向けのお知らせ')).toBe(true);
    // News for all agencies reaches A0003 too.
    expect(a0003.ok && a0003.data.data.some((n) => n.isNotifyAll)).toBe(true);
  });

  it('lists newest first for the admin, validates the post and deletes', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const all = await admin.api.news.list({ isAll: true });
    const dates = all.ok ? all.data.data.map((n) => n.createdAt) : [];
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const bad = await admin.api.news.create({ title: '', content: '本文', isNotifyAll: '0', agencyCodeList: [] });
    expect(bad).toMatchObject({
      ok: false,
      status: 422,
      error: { errors: { title: ['タイトルは必ず指定してください。'] } },
    });
    const noTargets = await admin.api.news.create({
      title: 't',
      content: '本文',
      isNotifyAll: '0',
      agencyCodeList: [],
    });
    expect(noTargets).toMatchObject({
      ok: false,
      error: { errors: { agencyCodeList: ['対象代理店は少なくとも 1個以上指定してください。'] } },
    });
    const id = all.ok ? (all.data.data.at(-1)?.id ?? 0) : 0;
    expect((await admin.api.news.delete(id)).ok).toBe(true);
    expect((await admin.api.news.show(id)).status).toBe(404);
  });
});

describe('manuals', () => {
  it('lists the four groups with title, size and date, and downloads a file', async () => {
    const c = await t.signedIn('recruiter@demo.olive.test');
    const r = await c.api.manuals.list();
    expect(r.ok && Object.keys(r.data.data)).toEqual(['agency', 'product', 'officeProcedure', 'compliance']);
    const file = r.ok ? r.data.data.compliance[0] : undefined;
    expect(file).toMatchObject({
      title: 'コンプライアンス・ハンドブック',
      filePath: 'compliance/コンプライアンス・ハンドブック.pdf',
    });
    const d = await c.api.manuals.download({ filePath: file?.filePath ?? '' });
    expect(d.ok && d.data.fileName).toBe('コンプライアンス・ハンドブック.pdf');
    expect(d.ok && d.data.blob.size).toBe(file?.size);
  });

  it('refuses any path outside the manuals folder', async () => {
    const c = await t.signedIn('recruiter@demo.olive.test');
    for (const filePath of [
      '../package.json',
      'agency/../../package.json',
      '/etc/passwd',
      'agency/..',
      'src/main.ts',
      'agency\\..\\x',
    ]) {
      expect({ filePath, status: (await c.api.manuals.download({ filePath })).status }).toEqual({
        filePath,
        status: 404,
      });
    }
  });

  it('zips the chosen groups into one file, one folder per group', async () => {
    const c = await t.signedIn('recruiter@demo.olive.test');
    const r = await c.api.manuals.zip({ types: ['agency', 'compliance'] });
    expect(r.ok && r.data.fileName).toMatch(/^マニュアル_\d{8}\.zip$/);
    const entries = r.ok ? unzipSync(new Uint8Array(await r.data.blob.arrayBuffer())) : {};
    expect(Object.keys(entries).sort()).toEqual([
      'コンプライアンス/コンプライアンス・ハンドブック.pdf',
      '代理店向け/代理店ポータル操作ガイド.pdf',
      '代理店向け/代理店登録事項変更の手引き.pdf',
    ]);
  });
});

describe('agency IPs', () => {
  it('adds IPv4, IPv6 and CIDR entries, refuses duplicates and invalid text, and deletes only a matching body', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const v4 = await admin.api.agencyIps.create({ agencyCode: 'A0010', ipAddress: '198.51.100.7' });
    const v6 = await admin.api.agencyIps.create({ agencyCode: 'A0010', ipAddress: '2001:DB8:0::1' });
    const cidr = await admin.api.agencyIps.create({ agencyCode: 'A0010', ipAddress: '203.0.113.77/24' });
    expect(v6.ok && v6.data.data.ipAddress).toBe('2001:db8::1');
    expect(cidr.ok && cidr.data.data.ipAddress).toBe('203.0.113.0/24');
    const dup = await admin.api.agencyIps.create({ agencyCode: 'A0010', ipAddress: '2001:db8::1' });
    expect(dup).toMatchObject({
      ok: false,
      status: 422,
      error: { errors: { ipAddress: ['IPアドレスはこの代理店に既に登録されています。'] } },
    });
    const bad = await admin.api.agencyIps.create({ agencyCode: 'A0010', ipAddress: '300.1.2.3' });
    expect(bad).toMatchObject({
      ok: false,
      status: 422,
      error: { errors: { ipAddress: ['IPアドレスはIPv4またはIPv6のアドレス（CIDR表記可）で指定してください。'] } },
    });
    const list = await admin.api.agencyIps.list({ agencyCode: 'A0010' });
    expect(list.ok && list.data.data.map((x) => x.ipAddress)).toEqual([
      '198.51.100.7',
      '2001:db8::1',
      '203.0.113.0/24',
    ]);
    const id = v4.ok ? v4.data.data.id : 0;
    expect((await admin.api.agencyIps.delete(id, { agencyCode: 'A0010', ipAddress: '198.51.100.8' })).status).toBe(404);
    expect((await admin.api.agencyIps.delete(id, { agencyCode: 'A0010', ipAddress: '198.51.100.7' })).ok).toBe(true);
  });
});

describe('serving the app', () => {
  it('answers the health check, serves the shell for client routes with security headers, and caches hashed assets', async () => {
    const health = await fetch(`${t.url}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const page = await fetch(`${t.url}/contracts/12?x=1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(await page.text()).toContain('<div id="root">');
    const asset = await fetch(`${t.url}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${t.url}/assets/missing-123.js`)).status).toBe(404);
    const api = await fetch(`${t.url}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'お探しのAPIは見つかりませんでした。' });
  });

  it('answers a route the build rendered with its page (any query), every other client route with the shell', async () => {
    for (const target of ['/authentication/login', '/authentication/login?from=%2Fcontracts']) {
      const page = await fetch(`${t.url}${target}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await page.text()).toContain('<div id="root" data-prerendered><form>ログイン</form>');
    }
    for (const target of ['/authentication/login/', '/authentication/password-reset', '/contracts', '/prerender']) {
      const page = await fetch(`${t.url}${target}`);
      const html = await page.text();
      expect(html, target).toContain('<div id="root"></div>');
      expect(html, target).not.toContain('modulepreload');
    }
  });

  it('answers HEAD of a page as its GET, headers only (a link checker or an uptime probe asks HEAD)', async () => {
    for (const target of ['/authentication/login', '/contracts', '/']) {
      const get = await fetch(`${t.url}${target}`, { headers: { 'accept-encoding': 'identity' } });
      const head = await fetch(`${t.url}${target}`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
      expect(head.status, target).toBe(200);
      expect(head.headers.get('content-type'), target).toBe(get.headers.get('content-type'));
      expect(head.headers.get('content-length'), target).toBe(String((await get.arrayBuffer()).byteLength));
      expect(head.headers.get('cache-control'), target).toBe('no-cache');
      expect((await head.arrayBuffer()).byteLength, target).toBe(0);
    }
    // The API in any spelling stays the guard's: HEAD of it is never the app's page.
    for (const target of ['/api/%63ontracts', '/api/nothing', '/login']) {
      const head = await fetch(`${t.url}${target}`, { method: 'HEAD' });
      expect(head.headers.get('content-type') ?? '', target).not.toContain('text/html');
    }
  });

  it('sends an asset and a page compressed to a client that accepts it (Brotli before gzip), plain to one that does not', async () => {
    // node:http, not fetch: fetch asks for compression itself and hands back the decoded text.
    const raw = (target: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${t.url}${target}`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on('error', reject);
      });
    const decode = (r: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
      (r.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(r.body)
        : r.headers['content-encoding'] === 'gzip'
          ? gunzipSync(r.body)
          : r.body
      ).toString('utf8');
    for (const target of ['/assets/words-abc123.js', '/authentication/login', '/contracts']) {
      const plain = await raw(target);
      expect(plain.status, target).toBe(200);
      expect(plain.headers['content-encoding'], target).toBeUndefined();
      expect(plain.headers.vary, target).toMatch(/accept-encoding/i);
      const text = plain.body.toString('utf8');
      // `*`: compressed, either way (@fastify/static picks gzip for an asset, the page Brotli).
      const cases: Array<[string, string | undefined | RegExp]> = [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0.5, gzip;q=0.9', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['*', /^(br|gzip)$/],
        ['*;q=0', undefined],
        ['identity', undefined],
        ['deflate', undefined],
        ['br;q=abc, gzip;q=0', undefined],
      ];
      for (const [accept, encoding] of cases) {
        const answer = await raw(target, { 'accept-encoding': accept });
        expect(answer.status, `${target} ${accept}`).toBe(200);
        if (encoding instanceof RegExp)
          expect(answer.headers['content-encoding'], `${target} ${accept}`).toMatch(encoding);
        else expect(answer.headers['content-encoding'], `${target} ${accept}`).toBe(encoding);
        expect(decode(answer), `${target} ${accept}`).toBe(text);
        if (encoding) expect(answer.body.length, `${target} ${accept}`).toBeLessThan(plain.body.length);
      }
    }
    // A page too small to gain from it is sent as it is (the harness's start-up page for /contracts/:id).
    const small = await raw('/contracts/12', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString('utf8')).toContain('ContractPage-abc123');
    // The page keeps its other variation: a phone's compressed page is the phone's page.
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const phone = await raw('/authentication/login', { 'accept-encoding': 'br', 'user-agent': iphone });
    expect(phone.headers['content-encoding']).toBe('br');
    expect(decode(phone)).toMatch(/^<!doctype html><html data-olive-mobile lang="ja">/);
  });

  it('marks the page it sends a mobile user agent, so the first paint has its native scrolling (docs/product.md §9)', async () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
    for (const target of ['/authentication/login', '/contracts', '/contracts/12']) {
      const mobile = await fetch(`${t.url}${target}`, { headers: { 'user-agent': iphone } });
      expect(mobile.headers.get('vary'), target).toMatch(/user-agent/i);
      expect(await mobile.text(), target).toMatch(/^<!doctype html><html data-olive-mobile lang="ja">/);
      const plain = await (await fetch(`${t.url}${target}`, { headers: { 'user-agent': desktop } })).text();
      expect(plain, target).toMatch(/^<!doctype html><html lang="ja">/);
      expect(await (await fetch(`${t.url}${target}`, { headers: { 'user-agent': '' } })).text()).toBe(plain);
    }
  });

  it("answers a screen inside the shell with its start-up page when the build made one, by the route's name", async () => {
    // The build wrote contract.html (harness): /contracts/:id in any spelling the route matches.
    for (const target of ['/contracts/12', '/contracts/12?from=list', '/contracts/%E5%A5%91']) {
      const page = await fetch(`${t.url}${target}`);
      expect(page.status, target).toBe(200);
      expect(page.headers.get('cache-control'), target).toBe('no-cache');
      expect(await page.text(), target).toContain('<link rel="modulepreload" href="/assets/ContractPage-abc123.js">');
    }
    // Not another route's, and nothing for a path outside the route table.
    for (const target of ['/contracts', '/contracts/12/x', '/signed-in/contract', '/prerender/signed-in/contract']) {
      expect(await (await fetch(`${t.url}${target}`)).text(), target).not.toContain('ContractPage-abc123');
    }
  });

  it('sets the same security headers on every kind of answer: the shell, a JSON answer, a refusal, a 404, an asset', async () => {
    const answers = await Promise.all([
      fetch(`${t.url}/contracts`),
      fetch(`${t.url}/api/health`),
      fetch(`${t.url}/api/contracts`),
      fetch(`${t.url}/api/nothing-here`),
      fetch(`${t.url}/assets/missing-123.js`),
    ]);
    const names = [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'origin-agent-cluster',
    ];
    const first = answers[0] as Response;
    const csp = first.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(first.headers.get('cross-origin-embedder-policy')).toBeNull();
    for (const answer of answers) {
      for (const name of names) expect([name, answer.headers.get(name)]).toEqual([name, first.headers.get(name)]);
      expect(answer.headers.get(names[0] as string)).not.toBeNull();
    }
  });
});
