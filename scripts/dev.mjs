// `pnpm dev`: the server on 3000 (tsx watch) and the app on Vite's dev server at 5173, together.
import { spawn } from 'node:child_process';
import { ensurePnpm, root, toolEnv } from './setup.mjs';

const pnpm = ensurePnpm();
const env = toolEnv();

const children = [
  spawn(pnpm, ['--filter', '@olive/server', 'dev'], { cwd: root, stdio: 'inherit', env }),
  spawn(pnpm, ['--filter', '@olive/app', 'dev'], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
