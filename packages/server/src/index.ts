export { buildServer } from './app';
export { type Config, loadConfig } from './config';
export { DEMO_PASSWORD, type DemoAccount, demoAccounts } from './seed/accounts';
export { startServer } from './start';
