// `npm start`: installs what the portal needs and serves it at http://127.0.0.1:3000.
import { ensurePnpm, log, pnpmInstall, run } from './setup.mjs';

const pnpm = ensurePnpm();
pnpmInstall(pnpm);
log('starting Storybook at http://127.0.0.1:3000 (the portal server arrives with packages/server)');
run(pnpm, ['exec', 'storybook', 'dev', '--host', '127.0.0.1', '-p', '3000', '--ci', '--no-open']);
