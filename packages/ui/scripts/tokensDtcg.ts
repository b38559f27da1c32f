/**
 * Writes the design tokens as DTCG JSON, one file per theme, to packages/ui/tokens/
 * (`pnpm tokens:dtcg`). The unit test fails when the committed files differ from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dtcgFileName, dtcgText } from '../src/tokens/dtcg';
import { themeNames } from '../src/tokens/semantic';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'tokens');
for (const theme of themeNames) {
  const file = join(out, dtcgFileName(theme));
  writeFileSync(file, dtcgText(theme));
  console.log(`wrote ${file}`);
}
