import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { auditProblemText, formatNumber } from '@olive/api';
import { checkActionLogCsv, verifyActionLog } from './audit/verify';
import { loadConfig } from './config';
import { openDatabase } from './db';

/**
 * `pnpm audit:verify [--dump FILE] [--csv FILE]` (docs/audit.md): recomputes the action log's seal
 * chain from the rows as they are and names the first row that was changed, deleted or inserted
 * out of turn. Exit 0: the chain holds; 1: a problem (named); 2: it could not check.
 *
 * - The database: DATABASE_URL, or PGlite in DATA_DIR (stop the server first: one process owns
 *   it), or `--dump FILE`, a PGlite dump (`dumpDataDir`) opened in a temporary directory.
 * - `--csv FILE`: also checks a downloaded 証跡 CSV, every row of it: each sealed row's hash
 *   recomputed from its own cells equals the hash it carries, which equals the hash the chain kept
 *   for that id, under the seal and digest the file names; a row unsealed when the file was written
 *   is named as such and compared with its seal's hash since, or the row as the database holds it.
 */
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
/** Paths as the user typed them, from where they typed `pnpm audit:verify` (pnpm runs us elsewhere). */
const fromUser = (file: string | undefined) =>
  file === undefined ? undefined : path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const dump = fromUser(option('--dump'));
const csvFile = fromUser(option('--csv'));

const config = loadConfig();
let temp: string | null = null;
if (dump && !config.databaseUrl) temp = mkdtempSync(path.join(tmpdir(), 'olive-audit-'));
let code = 2;
try {
  const database = await openDatabase({
    dataDir: temp ?? config.dataDir,
    databaseUrl: config.databaseUrl,
    ...(temp && dump ? { loadDataDir: new Blob([readFileSync(dump)]) } : {}),
    poolSize: 4,
  });
  try {
    const t0 = performance.now();
    const v = await verifyActionLog(database.db);
    const ms = performance.now() - t0;
    console.log(`封印: ${formatNumber(v.seals)}件 / 封印済みの証跡: ${formatNumber(v.sealedRows)}行`);
    console.log(`封印済みの範囲: ID 1〜${v.sealedThrough} / 未封印: ${formatNumber(v.unsealedRows)}行`);
    console.log(`最新の封印ダイジェスト: ${v.headDigest ?? 'none'}`);
    console.log(`検証時間: ${(ms / 1000).toFixed(2)} 秒`);
    code = 0;
    if (v.problem) {
      console.log(`NG: ${auditProblemText(v.problem)}`);
      code = 1;
    }
    if (csvFile) {
      const notes = { unsealed: [] as number[] };
      const csvProblem = await checkActionLogCsv(database.db, readFileSync(csvFile), notes);
      if (notes.unsealed.length > 0) {
        const ids = notes.unsealed;
        const low = ids.reduce((a, b) => Math.min(a, b));
        const high = ids.reduce((a, b) => Math.max(a, b));
        console.log(
          `CSV 作成時に未封印だった行: ${formatNumber(ids.length)}行（ID ${low}〜${high}）。` +
            'これらは封印済みの行としてではなく、その後の封印または現在のデータベースと照合しています。',
        );
      }
      if (csvProblem) {
        console.log(`NG: ${csvProblem}`);
        code = 1;
      } else {
        console.log(`CSV ${path.basename(csvFile)}: 全行が封印と一致しました。`);
      }
    }
    if (code === 0) console.log('OK: 改ざんは検出されませんでした。');
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`検証できませんでした: ${(error as Error).message}`);
  code = 2;
} finally {
  if (temp) rmSync(temp, { recursive: true, force: true });
}
process.exit(code);
