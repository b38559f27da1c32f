import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own and two processes on one data directory corrupt it: take a lock
 * file, refuse clearly when a live process holds it, take over one left by a dead process.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) {
      throw new Error(
        `データディレクトリ ${dataDir} は別のプロセス (pid ${holder}) が使用中です。` +
          ` The data directory is in use by process ${holder}: stop it, or set DATA_DIR to another directory.`,
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}
