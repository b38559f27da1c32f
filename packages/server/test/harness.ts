import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createCookieClient } from '@olive/api/testing';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildServer } from '../src/app';
import { OffsetClock } from '../src/clock';
import { type Config, loadConfig } from '../src/config';
import { createServerContext, type ServerContext } from '../src/context';
import { openDatabase, pgliteDataDir } from '../src/db';
import { fileTransport, type OutboxMessage } from '../src/outbox';
import { TEST_NOW } from './constants';
import { watchContract } from './contract';

export const DEMO_PASSWORD = 'Olive-Demo-2026';

/** The PostgreSQL run of the server tests (scripts/with-postgres.mjs), not the PGlite one. */
export const isPostgresRun = (): boolean => Boolean(inject('postgresAdminUrl'));

export interface TestServer {
  url: string;
  /** The Fastify instance itself, for `app.inject` (no sockets: fast, for the fuzz). */
  app: FastifyInstance;
  ctx: ServerContext;
  clock: OffsetClock;
  config: Config;
  /** A browser-like client (cookies, XSRF) on this server. */
  client: () => ReturnType<typeof createCookieClient>;
  /** A client already signed in with a demo account's password (no MFA accounts). */
  signedIn: (email: string) => Promise<ReturnType<typeof createCookieClient>>;
  outbox: () => Array<OutboxMessage & { at: string }>;
  /** The newest code sent to an address or phone number. */
  lastCode: (to: string) => string;
  /**
   * Another server on the same database and clock with other settings, for `app.inject`; its answers
   * are checked against the document too, and `close` closes it.
   */
  serverWith: (config: Partial<Config>) => Promise<FastifyInstance>;
  close: () => Promise<void>;
}

/** A client's cookies as a `Cookie` header, for requests made outside the client (raw sockets, replays). */
export async function cookieHeader(c: ReturnType<typeof createCookieClient>, url: string): Promise<string> {
  return (await c.jar.getCookies(url)).map((k) => `${k.key}=${k.value}`).join('; ');
}

let counter = 0;

/**
 * The real server on a copy of the seeded test database, listening on a free port, with a clock
 * the test can move (code and session expiry without sleeping).
 */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'olive-test-'));
  const clock = new OffsetClock();
  clock.offsetMs = TEST_NOW.getTime() - Date.now();
  const pgliteTemplate = inject('pgliteTemplate');
  const adminUrl = inject('postgresAdminUrl');
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const pg = await import('pg');
    const name = `olive_test_${process.pid}_${++counter}`;
    const admin = new pg.default.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE olive_template`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const a = new pg.default.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  }
  const appDist = path.join(dir, 'dist');
  // A page's style block, as long as a built page's (compression pays off on it, as on the real ones).
  const pageStyle = `<style>${Array.from({ length: 60 }, (_, i) => `.sc-${i}{margin:0 auto;padding:${i}px}`).join('')}</style>`;
  mkdirSync(path.join(appDist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(appDist, 'index.html'),
    `<!doctype html><html lang="ja"><title>オリーブ</title>${pageStyle}<div id="root"></div>`,
  );
  writeFileSync(path.join(appDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // An asset the build compressed (packages/app/scripts/compress.mjs): its .br and .gz beside it.
  const script = `export const words = ${JSON.stringify('オリーブ代理店ポータル '.repeat(200))};\n`;
  writeFileSync(path.join(appDist, 'assets', 'words-abc123.js'), script);
  writeFileSync(path.join(appDist, 'assets', 'words-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(appDist, 'assets', 'words-abc123.js.gz'), gzipSync(script));
  // A page the app's build rendered (packages/app/scripts/prerender.mjs).
  mkdirSync(path.join(appDist, 'prerender', 'authentication'), { recursive: true });
  writeFileSync(
    path.join(appDist, 'prerender', 'authentication', 'login.html'),
    `<!doctype html><html lang="ja"><title>オリーブ</title>${pageStyle}<div id="root" data-prerendered><form>ログイン</form></div>`,
  );
  // A screen's start-up page, its scripts named for preloading (the same script).
  mkdirSync(path.join(appDist, 'prerender', 'signed-in'), { recursive: true });
  writeFileSync(
    path.join(appDist, 'prerender', 'signed-in', 'contract.html'),
    '<!doctype html><html lang="ja"><title>オリーブ</title><link rel="modulepreload" href="/assets/ContractPage-abc123.js"><div id="root"></div>',
  );
  const config: Config = {
    ...loadConfig({}),
    host: '127.0.0.1',
    port: 0,
    dataDir: dir,
    databaseUrl,
    seed: false,
    outboxFile: path.join(dir, 'outbox.jsonl'),
    appDist,
    rateLimitPerMinute: 100_000,
    // Every anonymous refusal gets its own row and answer here; test/audit/refusals.test.ts sets the limits.
    refusalLimitPerMinute: 100_000,
    refusalRowsPerAddress: 100_000,
    refusalAddressesPerHour: 100_000,
    logLevel: 'silent',
    // Sealing is started by the tests that are about it (test/audit/seal.test.ts).
    auditSealIntervalMs: 0,
    auditFullCheckMs: 0,
    ...overrides,
  };
  if (pgliteTemplate) cpSync(pgliteTemplate, pgliteDataDir(dir), { recursive: true });
  const database = await openDatabase({ dataDir: dir, databaseUrl });
  const ctx: ServerContext = createServerContext({
    config,
    database,
    clock,
    transport: fileTransport(config.outboxFile, clock),
  });
  const app = await buildServer(ctx, { logger: false });
  watchContract(app);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });

  const outbox = () => {
    let text = '';
    try {
      text = readFileSync(config.outboxFile, 'utf8');
    } catch {
      return [];
    }
    return text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as OutboxMessage & { at: string });
  };
  const client = () => createCookieClient(url);
  const others: FastifyInstance[] = [];
  return {
    url,
    app,
    ctx,
    clock,
    config,
    client,
    signedIn: async (email) => {
      const c = client();
      const r = await c.api.auth.login({ email, password: DEMO_PASSWORD });
      if (!r.ok || !r.data.user) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(r)}`);
      return c;
    },
    outbox,
    lastCode: (to) => {
      const found = outbox()
        .reverse()
        .find((m) => m.to === to && m.code);
      if (!found?.code) throw new Error(`no code sent to ${to}`);
      return found.code;
    },
    serverWith: async (settings) => {
      const other = await buildServer({ ...ctx, config: { ...config, ...settings } }, { logger: false });
      watchContract(other);
      others.push(other);
      return other;
    },
    close: async () => {
      for (const other of others) await other.close();
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
