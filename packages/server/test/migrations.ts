import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverRoot } from '../src/config';

/** The server's migrations folder and its journal. */
export const migrationsFolder = path.join(serverRoot, 'drizzle');
export const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: Array<{ idx: number; tag: string }>;
};

/**
 * A temporary migrations folder as the server's was before migration `idx` (the caller removes
 * it): a database migrated with it, given rows, then migrated with the real folder, is one that
 * held those rows when it was upgraded.
 */
export function migrationsBefore(idx: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'olive-migrations-'));
  const entries = journal.entries.filter((e) => e.idx < idx);
  mkdirSync(path.join(dir, 'meta'), { recursive: true });
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}
