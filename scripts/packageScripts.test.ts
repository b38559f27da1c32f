// A fresh machine has Node 20 and npm, nothing else (README, Quick start). Every package script must
// therefore start only programs that the workspace itself installs: node/npm/npx, or a bin of a
// package that the script's own package.json (or the root's, whose node_modules/.bin every script
// sees) depends on. A script that calls `pnpm`, `corepack` or any global tool by name fails here
// before it can fail on a new machine (CI shadows pnpm and corepack too: .ci/run).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fromNode = new Set(['node', 'npm', 'npx']);

interface Manifest {
  name?: string;
  bin?: string | Record<string, string>;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const readManifest = (file: string): Manifest => JSON.parse(readFileSync(file, 'utf8'));

function workspaceManifests(): string[] {
  const yaml = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const globs = [...yaml.matchAll(/^\s+-\s+(\S+)\s*$/gm)].flatMap((m) => (m[1] ? [m[1]] : []));
  const dirs = globs.flatMap((g) =>
    g.endsWith('/*')
      ? readdirSync(path.join(root, g.slice(0, -2))).map((d) => path.join(root, g.slice(0, -2), d))
      : [path.join(root, g)],
  );
  return [
    path.join(root, 'package.json'),
    ...dirs.map((d) => path.join(d, 'package.json')).filter((f) => statSync(f, { throwIfNoEntry: false })?.isFile()),
  ];
}

/** The bin names a dependency installs, read from its own package.json in the store. */
function binsOf(dependency: string, from: string): string[] {
  const manifest = path.join(from, 'node_modules', dependency, 'package.json');
  if (!statSync(manifest, { throwIfNoEntry: false })) return [];
  const { bin, name } = readManifest(manifest);
  if (!bin) return [];
  return typeof bin === 'string' ? [(name ?? dependency).replace(/^@[^/]+\//, '')] : Object.keys(bin);
}

function installedBins(manifestFile: string): Set<string> {
  const bins = new Set<string>();
  for (const file of new Set([manifestFile, path.join(root, 'package.json')])) {
    const m = readManifest(file);
    const from = path.dirname(file);
    for (const dep of Object.keys({ ...m.dependencies, ...m.devDependencies })) {
      for (const b of binsOf(dep, from)) bins.add(b);
    }
  }
  return bins;
}

/** The program each command of a script line starts: split at && || ; |, skip `VAR=value` words. */
function programsOf(script: string): string[] {
  return script
    .split(/&&|\|\||;|\|/)
    .map(
      (command) =>
        command
          .trim()
          .split(/\s+/)
          .filter((w) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(w))[0],
    )
    .filter((w): w is string => Boolean(w));
}

describe('package scripts run on a machine with only Node and npm', () => {
  it('splits a script into the programs it starts', () => {
    expect(programsOf('pnpm build && node scripts/size.mjs')).toEqual(['pnpm', 'node']);
    expect(programsOf('FOO=1 vitest run | tee x; corepack enable')).toEqual(['vitest', 'tee', 'corepack']);
  });

  for (const file of workspaceManifests()) {
    const manifest = readManifest(file);
    const bins = installedBins(file);
    for (const [name, script] of Object.entries(manifest.scripts ?? {})) {
      it(`${manifest.name ?? path.relative(root, file)} › ${name}: ${script}`, () => {
        const missing = programsOf(script).filter((p) => !fromNode.has(p) && !bins.has(p));
        expect(missing, `not installed by the workspace (a fresh machine lacks it): ${missing.join(', ')}`).toEqual([]);
      });
    }
  }

  it('pnpm, which scripts call by name, is one of the workspace’s own devDependencies', () => {
    expect(installedBins(path.join(root, 'package.json')).has('pnpm')).toBe(true);
  });
});
