// What the sign-in route's JavaScript is made of (docs/adr/0007-bundle-budgets.md): builds the app
// with source maps into a scratch folder and shares each file's gzip -9 size among the packages and
// modules its bytes came from. `node scripts/bundleBreakdown.mjs [--modules N] [--route <module>]`.
//
// A module's share is the gzip -9 size of its own bytes alone, scaled so a file's shares add up to
// the file's real size: compression across modules is shared out in proportion, so a figure is an
// estimate to the nearest few hundred bytes, and what a cut saves is read from `pnpm size`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { manifestClosure } from '../packages/app/scripts/viteManifest.mjs';
import { root } from './setup.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const topModules = Number(arg('--modules', 40));
const route = arg('--route', 'src/pages/auth/LoginPage.tsx');

const out = mkdtempSync(path.join(tmpdir(), 'olive-breakdown-'));
try {
  execFileSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--sourcemap', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: path.join(root, 'packages/app'), stdio: 'inherit' },
  );
  report(out);
} finally {
  rmSync(out, { recursive: true, force: true });
}

function report(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const main = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const files = [...manifestClosure(manifest, route, manifestClosure(manifest, main))];
  const byModule = new Map();
  let total = 0;
  console.log(`${route} with the entry: gzip -9 per file`);
  for (const file of files) {
    const shares = fileShares(dist, file);
    let size = 0;
    for (const [source, bytes] of shares) {
      byModule.set(source, (byModule.get(source) ?? 0) + bytes);
      size += bytes;
    }
    total += size;
    console.log(`  ${kb(size).padStart(9)}  ${file}`);
  }
  console.log(`  ${kb(total).padStart(9)}  in all\n`);

  const byPackage = new Map();
  for (const [source, bytes] of byModule)
    byPackage.set(packageOf(source), (byPackage.get(packageOf(source)) ?? 0) + bytes);
  console.log('by package:');
  for (const [name, bytes] of sorted(byPackage)) console.log(`  ${kb(bytes).padStart(9)}  ${name}`);
  console.log(`\nlargest ${topModules} modules:`);
  for (const [source, bytes] of sorted(byModule).slice(0, topModules))
    console.log(`  ${kb(bytes).padStart(9)}  ${source}`);
}

/** A file's gzip -9 size shared among its sources, read from its source map. */
function fileShares(dist, file) {
  // The size budget measures the file as served, without the source map's comment.
  const code = readFileSync(path.join(dist, file), 'utf8').replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '');
  const real = gzipSync(code, { level: 9 }).length;
  // Rolldown's runtime helpers get a chunk of their own without a map.
  if (!existsSync(path.join(dist, `${file}.map`))) return new Map([['(bundler runtime)', real]]);
  const map = JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8'));
  const mapDir = path.dirname(path.join(dist, file));
  const sources = map.sources.map((s) => path.relative(root, path.resolve(mapDir, s)));
  const text = new Map();
  const add = (source, piece) => text.set(source, (text.get(source) ?? '') + piece);
  const lines = code.split('\n');
  const mapped = decodeMappings(map.mappings);
  lines.forEach((line, i) => {
    const segments = mapped[i] ?? [];
    let column = 0;
    let source = '(no source)';
    for (const segment of segments) {
      if (segment.column > column) add(source, line.slice(column, segment.column));
      column = Math.max(column, segment.column);
      source = segment.source === undefined ? '(no source)' : sources[segment.source];
    }
    add(source, `${line.slice(column)}\n`);
  });
  const alone = new Map([...text].map(([source, t]) => [source, gzipSync(t, { level: 9 }).length]));
  const sum = [...alone.values()].reduce((s, n) => s + n, 0);
  return new Map([...alone].map(([source, n]) => [source, (n * real) / sum]));
}

/** Source map v3 `mappings`: per generated line, segments of { column, source }. */
function decodeMappings(mappings) {
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const fields = [];
        let value = 0;
        let shift = 0;
        for (const ch of segment) {
          const digit = digits.indexOf(ch);
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        column += fields[0];
        if (fields.length < 4) return { column };
        source += fields[1];
        return { column, source };
      });
  });
}

/** The npm package or workspace package a source belongs to. */
function packageOf(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = source.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const workspace = source.match(/^packages\/([^/]+)\/src\/([^/]+)/);
  return workspace ? `@olive/${workspace[1]} ${workspace[2]}` : source;
}

function sorted(map) {
  return [...map].sort((a, b) => b[1] - a[1]);
}

function kb(n) {
  return `${(n / 1024).toFixed(1)} KB`;
}
