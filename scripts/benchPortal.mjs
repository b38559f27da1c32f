// What the browser benchmarks share (benchWeb.mjs, benchTasks.mjs): the portal as `npm start`
// serves it on a throwaway data directory, and the demo recruiter_admin signed in through the real
// form (no MFA on this account), as e2e/support.ts signIn does.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, toolEnv } from './setup.mjs';

export const DEMO_ACCOUNT = 'recruiter-admin@demo.olive.test';
export const DEMO_PASSWORD = 'Olive-Demo-2026'; // DEMO_PASSWORD of packages/server/src/seed/accounts.ts

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The portal (the server's own start script, with the demo seed) on a fresh data directory and a
 * free port. `dist`: the app build it serves (APP_DIST; packages/app/dist by default). `host`: the
 * name its URL uses, so two portals on one machine keep their cookies apart (127.0.0.1, localhost).
 */
export async function startPortal({ dist, host = '127.0.0.1' } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'olive-bench-portal-'));
  const port = await freePort();
  const child = spawn('pnpm', ['--filter', '@olive/server', 'start'], {
    cwd: root,
    env: toolEnv({
      ...process.env,
      ...(dist ? { APP_DIST: dist } : {}),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/authentication/login`);
      if (r.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('the server did not answer within 180 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url: `http://${host}:${port}`,
    stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the demo recruiter_admin in on `url` in a tab of `context`; its cookie stays in the context. */
export async function signInDemo(context, url) {
  const tab = await context.newPage();
  await tab.goto(`${url}/authentication/login`);
  await tab.getByLabel('メールアドレス').fill(DEMO_ACCOUNT);
  await tab.locator('input[name=password]').fill(DEMO_PASSWORD);
  await tab.getByRole('button', { name: 'ログイン', exact: true }).click();
  await tab.waitForURL(`${url}/`, { timeout: 30_000 });
  await tab.close();
}
