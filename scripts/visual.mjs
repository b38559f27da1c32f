// `pnpm visual`: the story tests with their visual baselines in all three themes (visual/<THEME>/…;
// `npm test` compares LIGHT only, to stay inside CI's time budget); on a difference,
// lists the diff images to look at. `pnpm visual --update`: after an intended change, rewrites the
// baselines and shows which changed (review them in `git diff`/your image viewer, then commit).
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensurePnpm, log, root, run, toolEnv } from './setup.mjs';

const update = process.argv.includes('--update') || process.argv.includes('-u');
const filters = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const pnpm = ensurePnpm();
const diffs = path.join(root, 'visual/.diffs');
rmSync(diffs, { recursive: true, force: true });

const list = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? list(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );

log(update ? 'updating the visual baselines' : 'comparing every story with its visual baseline');
const result = spawnSync(
  pnpm,
  // The filters go before --update: vitest would read a path right after it as the update mode.
  ['exec', 'vitest', 'run', '--project', 'storybook:*', ...filters, ...(update ? ['--update'] : [])],
  { cwd: root, stdio: 'inherit', env: toolEnv({ ...process.env, OLIVE_VISUAL_ALL: '1' }) },
);
const found = statSync(diffs, { throwIfNoEntry: false }) ? list(diffs) : [];
if (found.length) {
  console.log(`\n${found.length} story screenshot(s) differ from the baseline; the diff images:`);
  for (const f of found) console.log(`  ${path.relative(root, f)}`);
  console.log('\nIf the change is intended: pnpm visual --update, then review and commit visual/.');
}
if (result.status !== 0) process.exit(result.status ?? 1);
if (update) run('git', ['status', '--short', 'visual/']);
