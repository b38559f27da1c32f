import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Child {
  url: string;
  process: ChildProcess;
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<void>;
  /** SIGKILL (kill -9) and wait for the exit. */
  kill: () => Promise<void>;
}

/**
 * Starts a TypeScript entry (run by tsx) as a child process and waits for its
 * `OLIVE_LISTENING <url>` line. Its stderr goes to ours; its other output is dropped.
 */
export function spawnListening(
  entry: string,
  env: Record<string, string>,
  timeoutMs = 120_000,
  nodeArgs: string[] = [],
): Promise<Child> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stopWith = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${entry} did not start within ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited (${code}) before listening`));
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /OLIVE_LISTENING (\S+)/.exec(buffer);
      if (match?.[1]) {
        clearTimeout(timer);
        buffer = '';
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
        resolve({ url: match[1], process: child, stop: () => stopWith('SIGTERM'), kill: () => stopWith('SIGKILL') });
      }
    });
  });
}
