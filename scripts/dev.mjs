// `pnpm dev`: the server on 3000 (tsx watch) and the app on Vite's dev server at 5173, together.
import { spawn } from 'node:child_process';
import { root } from './setup.mjs';

const children = [
  spawn('pnpm', ['--filter', '@olive/server', 'dev'], { cwd: root, stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@olive/app', 'dev'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
