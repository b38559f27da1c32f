import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { groupOf, importCycle, loadedBy } from './sharedChunks';

type Chunk = Rolldown.OutputChunk;

/** A chunk of a made-up build: only the fields the plugin reads. */
const chunk = (name: string, fields: Partial<Chunk>): Chunk =>
  ({
    name,
    fileName: `${name}.js`,
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    imports: [],
    dynamicImports: [],
    moduleIds: [`/app/${name}.ts`],
    ...fields,
  }) as Chunk;

const shell = '/app/SignedIn.tsx';
const signIn = '/app/LoginPage.tsx';

/**
 * The entry with its vendor, the sign-in page, a recovery page and the error dialog on the public
 * side; the shell with two screens behind it. `auth` is shared by the recovery page and a screen;
 * `list` by the two screens; `frame` is the shell's own import.
 */
const build = (): Chunk[] => [
  chunk('index', {
    isEntry: true,
    imports: ['vendor.js'],
    dynamicImports: ['login.js', 'recovery.js', 'dialog.js', 'shell.js'],
    moduleIds: ['/app/main.tsx', '\0rolldown/runtime.js'],
  }),
  chunk('vendor', { moduleIds: ['/node_modules/react/index.js'] }),
  chunk('login', { isDynamicEntry: true, facadeModuleId: signIn, moduleIds: [signIn], imports: ['vendor.js'] }),
  chunk('recovery', { isDynamicEntry: true, facadeModuleId: '/app/recovery.ts', imports: ['auth.js'] }),
  chunk('dialog', { isDynamicEntry: true, facadeModuleId: '/app/dialog.ts' }),
  chunk('auth', { moduleIds: ['/app/auth.ts', '/app/Stack.tsx'] }),
  chunk('shell', {
    isDynamicEntry: true,
    facadeModuleId: shell,
    moduleIds: [shell, '/app/frame.ts'],
    dynamicImports: ['home.js', 'contracts.js'],
  }),
  chunk('home', { isDynamicEntry: true, facadeModuleId: '/app/home.ts', imports: ['shell.js', 'list.js'] }),
  chunk('contracts', {
    isDynamicEntry: true,
    facadeModuleId: '/app/contracts.ts',
    imports: ['shell.js', 'list.js', 'auth.js'],
  }),
  chunk('list', { moduleIds: ['/app/list.ts', '/app/date.ts?worker'] }),
];

describe('sharedChunks', () => {
  it('tells the sign-in route and the public side from what only the shell leads to', () => {
    const sides = loadedBy(build(), shell, signIn);
    expect(sides.signInRoute.map((c) => c.name).sort()).toEqual(['index', 'login', 'vendor']);
    expect(sides.publicSide.map((c) => c.name).sort()).toEqual([
      'auth',
      'dialog',
      'index',
      'login',
      'recovery',
      'vendor',
    ]);
  });

  it('sends each split-off module to the shared chunk of its side, and leaves pages, the entry and the shell module alone', () => {
    expect(Object.fromEntries(groupOf(build(), shell, signIn))).toEqual({
      '/app/auth.ts': 'shared',
      '/app/Stack.tsx': 'shared',
      '/app/frame.ts': 'signed',
      '/app/list.ts': 'signed',
    });
  });

  it('refuses a build whose public side imports the shell statically', () => {
    const chunks = build().map((c) => (c.name === 'dialog' ? { ...c, imports: ['shell.js'] } : c));
    expect(() => loadedBy(chunks, shell, signIn)).toThrow(/imports the shell/);
  });

  it('finds two chunks that import each other, and nothing in a build without', () => {
    expect(importCycle(build())).toBeNull();
    const chunks = build().map((c) => (c.name === 'shell' ? { ...c, imports: ['list.js'] } : c));
    const cyclic = chunks.map((c) => (c.name === 'list' ? { ...c, imports: ['shell.js'] } : c));
    expect(importCycle(chunks)).toBeNull();
    expect(importCycle(cyclic)).toEqual(['shell', 'list', 'shell']);
  });
});
