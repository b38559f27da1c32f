// Runs a command against a throwaway PostgreSQL server: initdb in a temporary directory (as the
// `postgres` user when we are root, since initdb refuses root), start on 127.0.0.1 and a free
// port, run the command with TEST_POSTGRES_URL set, stop and delete everything.
// Usage: node scripts/with-postgres.mjs [--durable] <command> [args...]
//
// The test suite's server trades durability for speed (fsync, synchronous_commit and
// full_page_writes off: a crash of the throwaway server loses nothing anyone needs). `--durable`
// (or OLIVE_PG_DURABLE=1) starts it with production's settings instead — fsync, synchronous_commit
// and full_page_writes on, a 1 GB buffer cache — so a benchmark pays for every COMMIT what production pays
// (`pnpm bench:postgres` uses it).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

function findBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(path.join(base, v, 'bin', 'initdb'))) return path.join(base, v, 'bin');
  throw new Error('PostgreSQL server binaries not found (apt-get install postgresql)');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;
function runAsDbUser(cmd, args) {
  const r = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], {
        stdio: ['ignore', 'pipe', 'pipe'],
        encoding: 'utf8',
      })
    : spawnSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} failed:\n${r.stdout}\n${r.stderr}`);
}

const argv = process.argv.slice(2);
const durable = argv[0] === '--durable' || process.env.OLIVE_PG_DURABLE === '1';
if (argv[0] === '--durable') argv.shift();
// Production also sizes the buffer cache to the machine (a quarter of its memory is the usual
// advice); the default 128 MB would hold a third of the million-contract bench's table.
const settings = durable
  ? '-c fsync=on -c synchronous_commit=on -c full_page_writes=on -c shared_buffers=1GB'
  : '-c fsync=off -c synchronous_commit=off -c full_page_writes=off';

const bin = findBin();
const dir = mkdtempSync(path.join(tmpdir(), 'olive-pg-'));
chmodSync(dir, 0o777);
const data = path.join(dir, 'data');
const port = await freePort();
const user = asRoot ? 'postgres' : (process.env.USER ?? 'postgres');
let started = false;
let status = 1;
try {
  runAsDbUser(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    user,
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  runAsDbUser(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} ${settings}`,
    'start',
  ]);
  started = true;
  const url = `postgres://${user}@127.0.0.1:${port}/postgres`;
  console.log(
    `PostgreSQL (${path.basename(path.dirname(bin))}) on ${url}` +
      (durable ? ' (durable: fsync, synchronous_commit on)' : ' (fsync, synchronous_commit off)'),
  );
  const [cmd, ...args] = argv;
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, TEST_POSTGRES_URL: url } });
  status = r.status ?? 1;
} finally {
  if (started) {
    try {
      runAsDbUser(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    } catch (error) {
      console.error(error.message);
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
