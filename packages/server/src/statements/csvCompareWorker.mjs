// The entry of the dry run's comparison worker (csvCompare.ts). Node 20 does not run TypeScript and
// tsx's hooks do not reach worker threads, so the worker loads its TypeScript through tsx's API:
// the same under `pnpm start`, the tests and the benches, which all run the server with tsx.
import { tsImport } from 'tsx/esm/api';

await tsImport('./csvCompareWorker.ts', import.meta.url);
