// A maintainer reading a fresh clone must find every document the repository names inside it: each
// `docs/…` path in code, comments, scripts and docs, and each relative link of a Markdown page, must
// exist (CONTRIBUTING.md, docs/adr/README.md).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Folders that hold no text a maintainer reads: installs, builds, screenshots, local data. */
const skipped = new Set([
  'node_modules',
  '.git',
  '.tools',
  'dist',
  'storybook-static',
  'visual',
  'coverage',
  'fixtures',
]);
const textFile = /\.(ts|tsx|mts|mjs|js|json|md|mdx|yaml|yml|sql|grit)$|^run$/;

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (skipped.has(name) || name.startsWith('.data')) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return textFiles(full);
    return textFile.test(name) && name !== 'pnpm-lock.yaml' ? [full] : [];
  });
}

const files = textFiles(root);
const relative = (file: string) => path.relative(root, file);

/** `docs/…` paths named in a file, without a section sign, an anchor or closing punctuation. */
function namedDocs(text: string): string[] {
  return [...text.matchAll(/(?<![\w./-])docs\/[\w./-]*[\w/]/g)].map((m) => m[0].replace(/[./]+$/, ''));
}

/** A Markdown page's relative link targets (not web addresses, not anchors on the same page). */
function markdownLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => (m[1] ?? '').split('#')[0] ?? '')
    .filter((target) => target !== '' && !/^[a-z]+:/.test(target));
}

describe('every document the repository names exists', () => {
  it('finds the files it checks', () => {
    expect(files.map(relative)).toEqual(expect.arrayContaining(['README.md', 'docs/product.md', 'scripts/size.mjs']));
  });

  it('resolves every docs/… path in code, comments, scripts and docs', () => {
    const missing = files.flatMap((file) =>
      namedDocs(readFileSync(file, 'utf8'))
        .filter((named) => !existsSync(path.join(root, named)))
        .map((named) => `${relative(file)}: ${named}`),
    );
    expect(missing).toEqual([]);
  });

  it("resolves every relative link of the Markdown pages, from the page's own folder", () => {
    const missing = files
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) =>
        markdownLinks(readFileSync(file, 'utf8'))
          .map((target) => path.join(path.dirname(file), decodeURI(target)))
          .filter((target) => !existsSync(target))
          .map((target) => `${relative(file)}: ${relative(target)}`),
      );
    expect(missing).toEqual([]);
  });

  it('names no document that lives outside the repository', () => {
    const outside = files.flatMap((file) =>
      /\b(SPEC|PRODUCT|ARCHITECTURE|STYLE|TOOLCHAIN)\.md\b/.test(readFileSync(file, 'utf8')) ? [relative(file)] : [],
    );
    expect(outside).toEqual([]);
  });
});
