import http from 'node:http';
import { type EndpointKey, endpoints } from '@olive/api';
import { sql } from 'drizzle-orm';
import { SESSION_COOKIE, XSRF_COOKIE } from '../../src/auth/sessions';
import { sqlRows } from '../../src/db';
import type { TestServer } from '../harness';

/** Hiragana, katakana or a CJK ideograph: a Japanese message. */
export const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

export interface RawAnswer {
  status: number;
  body: string;
  contentType: string;
}

/**
 * One request over a real socket with the request target sent exactly as given (no URL parsing or
 * normalisation by a client library): percent-encodings, `..`, `//` and absolute-form targets reach
 * the server as an attacker would send them.
 */
export function rawRequest(
  base: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port: Number(port),
        method,
        path: target,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            contentType: String(res.headers['content-type'] ?? ''),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** The cookie and XSRF header of a caller: a signed-in client's, or an anonymous one with only the XSRF pair. */
export interface Caller {
  name: string;
  headers: Record<string, string>;
}

export async function anonymousCaller(t: TestServer): Promise<Caller> {
  const c = t.client();
  await c.fetch(`${t.url}/api/csrf-cookie`);
  const xsrf = c.readCookie(XSRF_COOKIE) ?? '';
  return { name: 'anonymous', headers: { cookie: `${XSRF_COOKIE}=${xsrf}`, 'x-xsrf-token': xsrf } };
}

export async function signedInCaller(t: TestServer, name: string, email: string): Promise<Caller> {
  const c = await t.signedIn(email);
  const session = c.readCookie(SESSION_COOKIE);
  const xsrf = c.readCookie(XSRF_COOKIE) ?? '';
  if (!session) throw new Error(`no session cookie for ${email}`);
  return {
    name,
    headers: { cookie: `${SESSION_COOKIE}=${session}; ${XSRF_COOKIE}=${xsrf}`, 'x-xsrf-token': xsrf },
  };
}

/** An endpoint's path with its parameters filled: `/api/news/:id` → `/api/news/1`. */
export function concretePath(key: EndpointKey): string {
  return endpoints[key].path.replace(':id', '1');
}

const encode = (ch: string) =>
  [...Buffer.from(ch, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/**
 * Spellings a router, a proxy or a lax normaliser may read as the same path as `path`: every
 * character of the endpoint's own segment percent-encoded one at a time and all at once (lower-case
 * hex too), each '-' encoded, an encoded letter of `api`, upper case, trailing and duplicate slashes,
 * dot segments plain and encoded, a backslash, an encoded slash, a `;` parameter, and absolute-form
 * targets. The canonical spelling is not among them.
 */
export function spellings(path: string, origin: string): string[] {
  const segments = path.split('/').slice(1);
  const index = segments[0] === 'api' && segments.length > 1 ? 1 : 0;
  const target = segments[index] as string;
  const withSegment = (replacement: string) => `/${segments.map((s, i) => (i === index ? replacement : s)).join('/')}`;
  const rest = `/${segments.slice(1).join('/')}`;
  const out = new Set<string>();
  for (let i = 0; i < target.length; i++) {
    out.add(withSegment(target.slice(0, i) + encode(target[i] as string) + target.slice(i + 1)));
  }
  out.add(withSegment([...target].map(encode).join('')));
  out.add(withSegment(encode(target[0] as string).toLowerCase() + target.slice(1)));
  for (let i = 0; i < path.length; i++) {
    if (path[i] === '-') out.add(`${path.slice(0, i)}%2D${path.slice(i + 1)}`);
  }
  if (path.includes('-')) out.add(path.replaceAll('-', '%2d'));
  if (segments[0] === 'api') out.add(`/%61pi${rest}`);
  out.add(path.toUpperCase());
  out.add(withSegment(target.charAt(0).toUpperCase() + target.slice(1)));
  out.add(`${path}/`);
  out.add(`/${path}`);
  out.add(`${path}//`);
  if (segments.length > 1) {
    out.add(`/${segments[0]}/${segments.slice(1).join('//')}`);
    out.add(`/${segments[0]}/x/..${rest}`);
    out.add(`/${segments[0]}/.${rest}`);
    out.add(`/${segments[0]}/%2e${rest}`);
    out.add(`/${segments[0]}/x/%2e%2e${rest}`);
    out.add(`/${segments[0]}/x/%2E%2E${rest}`);
    out.add(`/${segments[0]}\\${segments.slice(1).join('/')}`);
    out.add(`/${segments[0]}%2F${segments.slice(1).join('/')}`);
  }
  out.add(`/x/..${path}`);
  out.add(`/.${path}`);
  out.add(`${path};x=1`);
  out.add(`${origin}${path}`);
  out.add(`http://evil.example${path}`);
  out.add(`${origin}${withSegment(encode(target[0] as string) + target.slice(1))}`);
  out.delete(path);
  return [...out];
}

type Row = Record<string, unknown>;

function rows(t: TestServer, text: string): Promise<Row[]> {
  return sqlRows<Row>(t.ctx.db, sql.raw(text));
}

/**
 * What a request must not change: every business table's rows (a digest of each row's text; the
 * files table by count and size, its bytes being large), and the outbox. The action log, the rate
 * limits and the session's last-seen time are expected to move and are left out.
 */
export async function snapshot(t: TestServer): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const whole = [
    'users',
    'agencies',
    'agency_ips',
    'contracts',
    'hozen_requests',
    'statement_files',
    'news',
    'news_targets',
    'news_attachments',
    'verification_codes',
    'auth_challenges',
    'login_failures',
    'code_failures',
  ];
  for (const table of whole) {
    const [r] = await rows(
      t,
      `select count(*)::int as n, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from ${table} x`,
    );
    out[table] = `${r?.n}:${r?.h}`;
  }
  const [files] = await rows(
    t,
    'select count(*)::int as n, (select coalesce(sum(length(bytes)), 0) from file_chunks)::text as s from files',
  );
  out.files = `${files?.n}:${files?.s}`;
  const [sessions] = await rows(
    t,
    "select count(*)::int as n, md5(coalesce(string_agg(id_hash, ',' order by id_hash), '')) as h from sessions",
  );
  out.sessions = `${sessions?.n}:${sessions?.h}`;
  out.outbox = String(t.outbox().length);
  return out;
}

export async function countRows(t: TestServer, where: string): Promise<number> {
  const [r] = await rows(t, `select count(*)::int as n from action_logs where ${where}`);
  return Number(r?.n ?? 0);
}
