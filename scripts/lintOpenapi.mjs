// `pnpm lint:openapi`: Redocly CLI's recommended ruleset (redocly.yaml) on docs/openapi.json. It fails
// on an error; a warning is printed, and one left unfixed is explained in
// docs/adr/0100-openapi-lint-exceptions.md. It runs offline: no telemetry, no update or Node notices.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const redocly = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'redocly.cmd' : 'redocly');
const result = spawnSync(redocly, ['lint', 'docs/openapi.json', '--config', 'redocly.yaml', '--format', 'stylish'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  },
});
process.exit(result.status ?? 1);
