import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The server's settings, all from the environment (docs/server.md lists them). */
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
  trustProxy: boolean;
  manualsDir: string;
  appDist: string;
  /** Sign-in and code endpoints, per client IP per minute. */
  rateLimitPerMinute: number;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  logLevel: string;
  /** Demo data size (contracts) when seeding. */
  seedContracts: number;
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
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
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    manualsDir: path.resolve(repoRoot, env.MANUALS_DIR || path.join(serverRoot, 'manuals')),
    appDist: path.resolve(repoRoot, env.APP_DIST || 'packages/app/dist'),
    rateLimitPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 30),
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 120),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12),
    logLevel: env.LOG_LEVEL || 'info',
    seedContracts: int(env.SEED_CONTRACTS, 5000),
  };
}
