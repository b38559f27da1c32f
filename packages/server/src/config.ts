import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_IDLE_MINUTES } from '@olive/api';
import ipaddr from 'ipaddr.js';

/**
 * Password recovery answers (forgot-password, reset-password, resend-initial-password; auth/routes.ts)
 * take at least this long, so the time does not tell whether an address has an account or a pending
 * code: the work for a real account (argon2 ~15–40 ms, a code's rows, the outbox line) fits well
 * inside it. An SMTP server slower than this would show through; docs/server.md says so.
 */
export const RECOVERY_MIN_MS = 300;

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The server's settings, from the environment but for `recoveryMinMs` (docs/server.md lists them). */
export interface Config {
  host: string;
  port: number;
  /** Embedded database and default outbox live here unless DATABASE_URL is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  seed: boolean;
  outboxFile: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Which peers may tell the client address in `X-Forwarded-For` (Fastify's `trustProxy`): off, a list
   * of proxy addresses/CIDRs, or a hop count (a function trusting the nearest n hops). Never "all".
   */
  trustProxy: TrustProxy;
  /** Force the `Secure` flag on cookies (TLS ends at a proxy the server cannot see); else only over HTTPS. */
  cookieSecure: boolean;
  manualsDir: string;
  appDist: string;
  /** Sign-in and code endpoints, per client IP per minute. */
  rateLimitPerMinute: number;
  /** Refusals of callers without a session, per client IP per minute; past it they answer 429. */
  refusalLimitPerMinute: number;
  /** Of those, how many of an address get a log row each until it is forgotten; the rest are counted. */
  refusalRowsPerAddress: number;
  /** New addresses an hour whose refusals are logged as their own; the rest share one count (ADR 0158). */
  refusalAddressesPerHour: number;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  logLevel: string;
  /** Demo data size (contracts) when seeding. */
  seedContracts: number;
  /** PostgreSQL connections per server instance (DB_POOL_SIZE; docs/server.md: N instances). */
  dbPoolSize: number;
  /** How long a GET may be served a cached session (SESSION_CACHE_MS, 0 to 2000; 0 turns the cache off). */
  sessionCacheMs: number;
  /** Read requests whose log rows may wait for the group commit at once; one more answers 503. */
  logQueueMax: number;
  /**
   * How often the action log is sealed (AUDIT_SEAL_INTERVAL_MS, 1,000 to 60,000; 0 turns sealing
   * off in this instance, for one that only serves while another seals). docs/audit.md.
   */
  auditSealIntervalMs: number;
  /** Rows per query of a whole-table download (EXPORT_CHUNK_ROWS, at least 10; docs/adr/0110-streamed-exports.md). */
  exportChunkRows: number;
  /** Whole-table downloads an instance runs at once (HEAVY_DOWNLOADS); more wait their turn, a full line answers 503. */
  heavyDownloads: number;
  /** How often the whole seal chain is checked again off the request path (AUDIT_FULL_CHECK_MS; 0: never). */
  auditFullCheckMs: number;
  /**
   * How long a request may take to arrive, headers and body (REQUEST_TIMEOUT_MS, 1 s to 1 h; default
   * 5 minutes): a body still trickling then is cut off with a 408 (docs/adr/0115-body-before-transaction.md).
   */
  requestTimeoutMs: number;
  /**
   * The least time a password-recovery answer takes (auth/routes RECOVERY_MIN_MS); not an
   * environment setting, so no deployment can shorten it. Tests that are not about timing set 0.
   */
  recoveryMinMs: number;
}

export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** A setting the server cannot start with; main prints the message and exits. */
export class ConfigError extends Error {}

/** proxy-addr's names for reserved ranges, allowed in TRUST_PROXY like addresses. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset, `off`, `false` or `0` trusts no proxy (X-Forwarded-For is ignored); a whole
 * number n (1–10) trusts the nearest n hops; otherwise a comma-separated list of the proxies' addresses
 * or CIDR ranges (or loopback, linklocal, uniquelocal). "Trust every hop" (`true`, `*`, `all`, `0.0.0.0/0`,
 * `::/0`) is refused: anyone could then choose the address the allow-list, the rate limit and the log see.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || /^(off|false|no|0)$/i.test(text)) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10)
      throw new ConfigError(`TRUST_PROXY=${text}: a hop count is 1 to 10 (the proxies in front of the server).`);
    return (_address, hop) => hop < hops;
  }
  if (/^(true|yes|on|all|any|\*)$/i.test(text)) {
    throw new ConfigError(
      `TRUST_PROXY=${text}: trusting every X-Forwarded-For hop lets any client choose its own address. ` +
        'Name the proxies (TRUST_PROXY=10.0.0.5,10.0.1.0/24) or give their number (TRUST_PROXY=1).',
    );
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) checkTrustedEntry(entry);
  return entries;
}

/** One entry of a TRUST_PROXY list: a named range, an address or a CIDR range narrower than everything. */
function checkTrustedEntry(entry: string): void {
  if (namedRanges.has(entry)) return;
  let bits: number;
  try {
    if (entry.includes('/')) bits = ipaddr.parseCIDR(entry)[1];
    else bits = ipaddr.parse(entry).kind() === 'ipv4' ? 32 : 128;
  } catch {
    throw new ConfigError(
      `TRUST_PROXY: "${entry}" is not an IP address or CIDR range. Use addresses/CIDRs separated by commas, or a hop count.`,
    );
  }
  if (bits === 0) {
    throw new ConfigError(`TRUST_PROXY: "${entry}" trusts every address. Name the proxies' own addresses or range.`);
  }
}

function bool(name: string, value: string | undefined): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0' || text === 'off') return false;
  if (text === 'true' || text === '1' || text === 'on') return true;
  throw new ConfigError(`${name}=${value}: use true or false.`);
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/** 0 (off), or 1 s to 60 s: a seal at least every minute (docs/adr/0047-sealed-action-log.md). */
function sealInterval(ms: number): number {
  if (ms <= 0) return 0;
  return Math.min(60_000, Math.max(1000, ms));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(repoRoot, env.DATA_DIR || '.data');
  return {
    host: env.HOST || '127.0.0.1',
    port: int(env.PORT, 3000),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    seed: env.SEED !== 'off',
    outboxFile: path.resolve(repoRoot, env.OUTBOX_FILE || path.join(dataDir, 'outbox.jsonl')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Olive Portal <no-reply@olive.test>',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    cookieSecure: bool('COOKIE_SECURE', env.COOKIE_SECURE),
    manualsDir: path.resolve(repoRoot, env.MANUALS_DIR || path.join(serverRoot, 'manuals')),
    appDist: path.resolve(repoRoot, env.APP_DIST || 'packages/app/dist'),
    rateLimitPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 30),
    refusalLimitPerMinute: Math.max(1, int(env.REFUSAL_LIMIT_PER_MINUTE, 60)),
    refusalRowsPerAddress: Math.max(0, int(env.REFUSAL_ROWS_PER_ADDRESS, 5)),
    refusalAddressesPerHour: Math.max(0, int(env.REFUSAL_ADDRESSES_PER_HOUR, 30)),
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, SESSION_IDLE_MINUTES),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12),
    logLevel: env.LOG_LEVEL || 'info',
    seedContracts: int(env.SEED_CONTRACTS, 5000),
    dbPoolSize: Math.max(1, int(env.DB_POOL_SIZE, 10)),
    sessionCacheMs: Math.min(2000, Math.max(0, int(env.SESSION_CACHE_MS, 2000))),
    logQueueMax: Math.max(1, int(env.LOG_QUEUE_MAX, 10_000)),
    auditSealIntervalMs: sealInterval(int(env.AUDIT_SEAL_INTERVAL_MS, 30_000)),
    exportChunkRows: Math.max(10, int(env.EXPORT_CHUNK_ROWS, 500)),
    heavyDownloads: Math.max(1, int(env.HEAVY_DOWNLOADS, 2)),
    auditFullCheckMs: Math.max(0, int(env.AUDIT_FULL_CHECK_MS, 3_600_000)),
    requestTimeoutMs: Math.min(3_600_000, Math.max(1000, int(env.REQUEST_TIMEOUT_MS, 300_000))),
    recoveryMinMs: RECOVERY_MIN_MS,
  };
}
