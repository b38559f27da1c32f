// `pnpm chromatic`: builds Storybook and uploads it to Chromatic, which snapshots every story in
// the three themes and the screens at a phone's width and the desktop's (.storybook/modes.ts) for
// review. Settings are in chromatic.config.json; the README says how a team turns it on.
import { ensurePnpm, log, run } from './setup.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(`✖ CHROMATIC_PROJECT_TOKEN is not set, so nothing was built or uploaded.

  To turn Chromatic on:
    1. Sign in at https://www.chromatic.com with the account that owns this repository and add the
       repository as a project.
    2. Copy the project token (Manage → Configure → Project token).
    3. Set it where the command runs: \`export CHROMATIC_PROJECT_TOKEN=chpt_…\` locally, or a CI
       secret of that name, then run \`pnpm chromatic\` again.
  The local visual baselines (\`pnpm visual\`) need no service.`);
  process.exit(1);
}

const pnpm = ensurePnpm();
log('building Storybook');
// With its module graph (preview-stats.json): TurboSnap (`onlyChanged`) snapshots only the stories
// whose files a commit changed, instead of all of them on every push.
run(pnpm, ['run', 'build-storybook', '--stats-json']);
log('uploading to Chromatic');
run(pnpm, ['exec', 'chromatic', '--config-file', 'chromatic.config.json']);
