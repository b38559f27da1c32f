// Bundle budgets (docs/adr/0007-bundle-budgets.md): the JavaScript the login route loads in total, and
// each lazy page chunk, gzip level 9, read from Vite's build manifest. Deterministic, so it is a
// test: it fails above the limits. Run after `pnpm build`.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { manifestClosure, shellModule } from '../packages/app/scripts/viteManifest.mjs';
import { root } from './setup.mjs';

const dist = process.env.SIZE_DIST ?? path.join(root, 'packages/app/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const limits = { loginRoute: 106 * 1024, pageChunk: 25 * 1024 };
// Script files a signed-in screen loads beyond the sign-in route: the shell, the two shared chunks
// (packages/app/sharedChunks.ts) and its own. On a phone's connection each file waits its turn; home
// loaded 29 before the shared chunks.
const screenFilesLimit = 5;
const targets = { loginRoute: 105 * 1024, pageChunk: 20 * 1024 };

const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const files = (n) => `${n} file${n === 1 ? '' : 's'}`;

const closure = (key, files) => manifestClosure(manifest, key, files);

const main = Object.keys(manifest).find((k) => manifest[k].isEntry);
const login = 'src/pages/auth/LoginPage.tsx';
const loginFiles = closure(login, closure(main));
const loginTotal = [...loginFiles].reduce((s, f) => s + gz(f), 0);

const failures = [];
console.log(
  `login route: ${kb(loginTotal)} in ${loginFiles.size} files (target ${kb(targets.loginRoute)}, limit ${kb(limits.loginRoute)})`,
);
// What a browser is sent (the build's Brotli copies, packages/app/scripts/compress.mjs), for reference.
const sent = (file) => {
  try {
    return statSync(path.join(dist, `${file}.br`)).size;
  } catch {
    return statSync(path.join(dist, file)).size;
  }
};
console.log(`  as sent (Brotli): ${kb([...loginFiles].reduce((s, f) => s + sent(f), 0))}`);
if (loginTotal > limits.loginRoute) failures.push(`login route ${kb(loginTotal)} > ${kb(limits.loginRoute)}`);

const mainFiles = closure(main);
const pages = Object.keys(manifest).filter((k) => k.startsWith('src/pages/') && manifest[k].isDynamicEntry);
console.log('\nlazy page chunks (the page file itself; shared chunks it pulls in listed after):');
let largest = 0;
for (const key of pages.sort()) {
  const own = gz(manifest[key].file);
  const extra = [...closure(key)].filter((f) => f !== manifest[key].file && !mainFiles.has(f));
  const shared = extra.reduce((s, f) => s + gz(f), 0);
  largest = Math.max(largest, own);
  const flag = own > limits.pageChunk ? '  ✖ over the limit' : own > targets.pageChunk ? '  (over target)' : '';
  console.log(
    `  ${kb(own).padStart(9)}  ${key.replace('src/pages/', '')}  + shared ${kb(shared)} in ${files(extra.length)}${flag}`,
  );
  if (own > limits.pageChunk) failures.push(`${key} ${kb(own)} > ${kb(limits.pageChunk)}`);
}
// The signed-in shell with its screens' table, the toaster and the error dialog load on demand too.
const others = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && !k.startsWith('src/pages/'));
console.log('\nother lazy chunks:');
for (const key of others.sort()) console.log(`  ${kb(gz(manifest[key].file)).padStart(9)}  ${key.replace('src/', '')}`);
// What a signed-in screen loads after the sign-in route's files: counted, as each is a request.
let most = { files: 0, key: '' };
for (const key of pages.filter((k) => !k.startsWith('src/pages/auth/') && k !== 'src/pages/ErrorPages.tsx')) {
  const loaded = [...closure(key, closure(shellModule))].filter((f) => !loginFiles.has(f));
  if (loaded.length > most.files) most = { files: loaded.length, key };
  if (loaded.length > screenFilesLimit)
    failures.push(`${key} loads ${loaded.length} script files beyond the sign-in route > ${screenFilesLimit}`);
}
console.log(
  `\nsigned-in screens: at most ${files(most.files)} beyond the sign-in route (${most.key.replace('src/pages/', '')}; limit ${screenFilesLimit})`,
);
console.log(`\nlargest page chunk: ${kb(largest)} (target ${kb(targets.pageChunk)}, limit ${kb(limits.pageChunk)})`);
if (failures.length) {
  console.error(`\n✖ size budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('✔ within the size budget');
