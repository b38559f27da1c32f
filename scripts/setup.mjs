// Set-up shared by `npm start` and `npm test`: everything a fresh machine with only Node 20 and npm
// lacks. Plain Node (no dependencies), because it runs before anything is installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '12.21.0';
const localBin = path.join(root, '.tools', 'node_modules', '.bin');
const localPnpm = path.join(localBin, 'pnpm');

/**
 * The environment every child gets: the workspace's own bins first (pnpm is a root devDependency, so
 * a package script that says `pnpm` finds this one), then the pnpm of .tools/ that installed them.
 * Nothing then depends on a global pnpm or corepack (CI shadows both to prove it: .ci/run).
 */
export function toolEnv(env = process.env) {
  const PATH = [path.join(root, 'node_modules', '.bin'), localBin, env.PATH].filter(Boolean).join(path.delimiter);
  return { ...env, PATH };
}

function versionOf(command) {
  try {
    return execFileSync(command, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

export function log(message) {
  console.log(`\n\x1b[1m▶ ${message}\x1b[0m`);
}

/** pnpm 12 from PATH when it is there, else installed once into .tools/ (no global install needed). */
export function ensurePnpm() {
  const major = PNPM_VERSION.split('.')[0];
  if (versionOf('pnpm')?.startsWith(`${major}.`)) return 'pnpm';
  if (!existsSync(localPnpm)) {
    log(`installing pnpm ${PNPM_VERSION} into .tools/`);
    run('npm', ['install', '--prefix', path.join(root, '.tools'), '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`]);
  }
  if (!versionOf(localPnpm)) throw new Error('pnpm could not be installed into .tools/');
  return localPnpm;
}

function hasDebianPackage(name) {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format syntax, not a template
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

/**
 * Debian's Chromium for the browser tests (Playwright cannot download its own browser here) and
 * fonts-noto-cjk so Japanese renders as glyphs, not boxes.
 */
export function ensureBrowser() {
  const missing = ['chromium', 'fonts-noto-cjk'].filter((name) => !hasDebianPackage(name));
  if (missing.length === 0) return;
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    throw new Error(
      `missing Debian packages: ${missing.join(', ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  log(`installing ${missing.join(', ')} with apt-get`);
  run('apt-get', ['update'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * Debian's PostgreSQL server binaries, for running the server suite on a real PostgreSQL too.
 * Only the binaries are used: the tests start their own throwaway cluster (scripts/with-postgres.mjs).
 */
export function ensurePostgres() {
  const base = '/usr/lib/postgresql';
  const found = existsSync(base) && readdirSync(base).some((v) => existsSync(path.join(base, v, 'bin', 'initdb')));
  if (found) return;
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    throw new Error('PostgreSQL server binaries are missing. Install them with: sudo apt-get install -y postgresql');
  }
  log('installing postgresql with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env });
  run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { env });
}

export function pnpmInstall(pnpm) {
  log('pnpm install');
  run(pnpm, ['install', '--frozen-lockfile']);
}

/** Runs a command in the repo root, streaming its output; exits the process on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: toolEnv(options.env) });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    process.exit(result.status ?? 1);
  }
}
