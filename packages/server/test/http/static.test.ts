import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { endpoints } from '@olive/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('serving the app', () => {
  it('answers the health check, serves the shell for client routes with security headers, and caches hashed assets', async () => {
    const health = await fetch(`${t.url}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const page = await fetch(`${t.url}/contracts/12?x=1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
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
    // Plain HTTP without COOKIE_SECURE: no HSTS (test/http/securityHeaders.test.ts).
    expect(first.headers.get('strict-transport-security')).toBeNull();
    expect(first.headers.get('cross-origin-embedder-policy')).toBeNull();
    for (const answer of answers) {
      for (const name of names) expect([name, answer.headers.get(name)]).toEqual([name, first.headers.get(name)]);
      expect(answer.headers.get(names[0] as string)).not.toBeNull();
    }
  });

  it('answers API JSON with Cache-Control: no-store, refusals and unknown paths included', async () => {
    const anonymous = await fetch(`${t.url}${endpoints['auth.me'].path}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    const admin = await t.signedIn('super@demo.olive.test');
    const list = await admin.fetch(`${t.url}${endpoints['agencies.list'].path}`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/^application\/json/);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const unknown = await fetch(`${t.url}/api/no-such-endpoint`);
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });
});
