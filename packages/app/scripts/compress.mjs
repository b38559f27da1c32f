// After the build and the prerender: each asset of the build as Brotli (.br) and gzip (.gz)
// beside it, at the strongest settings, so the portal's server sends a phone the compressed bytes
// without compressing on the request path (@fastify/static `preCompressed`,
// docs/adr/0037-precompressed-assets.md). The HTML pages are compressed by the server itself, once
// per page (it marks a mobile page before sending it).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// The app's dist by default; another build's directory as the argument (the bench's floor pages,
// scripts/benchWeb.mjs), so those are served as the app is.
const dist = path.resolve(process.argv[2] ?? path.resolve(import.meta.dirname, '..', 'dist'), 'assets');
const compressible = /\.(js|mjs|css|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const minBytes = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .map((entry) => path.join(dist, entry))
  .filter((file) => compressible.test(file) && statSync(file).isFile() && statSync(file).size >= minBytes);

let raw = 0;
let br = 0;
// Side by side: zlib's asynchronous calls run on libuv's thread pool, so both cores work.
await Promise.all(
  files.map(async (file) => {
    const bytes = readFileSync(file);
    const [b, g] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gz(bytes, { level: 9 }),
    ]);
    // A copy only where it is smaller: the server falls back to the file itself.
    if (b.length < bytes.length) writeFileSync(`${file}.br`, b);
    if (g.length < bytes.length) writeFileSync(`${file}.gz`, g);
    raw += bytes.length;
    br += Math.min(b.length, bytes.length);
  }),
);
console.log(
  `compressed ${files.length} assets: ${(raw / 1024).toFixed(1)} KB as built, ${(br / 1024).toFixed(1)} KB as Brotli`,
);
