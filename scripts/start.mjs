// `npm start`: installs what the portal needs, builds the app and serves the portal with demo data
// at http://127.0.0.1:3000 (HOST and PORT change it; DATA_DIR keeps the data, default .data/).
import { ensurePnpm, log, pnpmInstall, run } from './setup.mjs';

const pnpm = ensurePnpm();
pnpmInstall(pnpm);
log('building the app');
run(pnpm, ['--filter', '@olive/app', 'build']);
log(`starting the portal at http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? '3000'}`);
run(pnpm, ['--filter', '@olive/server', 'start']);
