export { buildServer } from './app';
export { type Config, loadConfig } from './config';
export { startServer } from './start';
