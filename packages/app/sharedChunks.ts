import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';

type Chunk = Rolldown.OutputChunk;

export interface SharedChunksOptions {
  /** The shell's module: the one dynamic entry that leads to the signed-in screens. */
  shell: string;
  /** The sign-in page's module: its route (with the entry) must load neither shared chunk. */
  signIn: string;
  /** A fresh copy of the build's configuration without this plugin, for the first build. */
  configure: () => InlineConfig;
}

/**
 * The code the screens share, in two chunks instead of dozens.
 *
 * Rolldown's automatic splitting cuts shared code by the set of chunks that import each module. The
 * shell and twenty screens share the design system's components, the api's call groups and date-fns
 * in many different sets, so home loaded dozens of small scripts beside the sign-in route's. On a phone's connection each request waits for a free connection and a round trip.
 *
 * This plugin gathers what Rolldown split off on its own into two chunks (`groupOf`):
 * - `signed`: what only the signed-in side loads (with the shell's own imports);
 * - `shared`: what a public chunk can load too (the other authentication pages, the error dialog).
 * A screen then loads the shell, `signed`, `shared` and itself. The sign-in route (the entry and the
 * sign-in page) is left as it was, and its budget with it.
 *
 * Which chunk each module was in is read from a first build of the same configuration, because only
 * a build knows what tree-shaking kept of the design system's barrel. That build takes about a
 * second.
 *
 * The build's renderer (scripts/prerender.mjs, a server build) gets the same chunks: its modules
 * then run in the browser's order, so styled-components numbers their components as the browser
 * does and the class names the build writes into a screen's page are the browser's
 * (docs/adr/0170-screen-styles-written-at-build.md).
 *
 * The groups do not pull their modules' dependencies in (`includeDependenciesRecursively: false`):
 * those are in the same chunk, or in chunks loaded before it. The second build checks it: the sign-in
 * route loads neither shared chunk, no public chunk loads `signed`, and no two chunks import each
 * other (`importCycle`).
 */
export function sharedChunks({ shell, signIn, configure }: SharedChunksOptions): Plugin {
  return {
    name: 'olive:shared-chunks',
    apply: 'build',
    async config() {
      const base = configure();
      const result = await build({
        ...base,
        configFile: false,
        logLevel: 'silent',
        build: { ...base.build, write: false, manifest: false, emptyOutDir: false },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      const chunks = outputs.flatMap((o) => o.output).filter((c): c is Chunk => c.type === 'chunk');
      const target = groupOf(chunks, shell, signIn);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [{ name: (id: string) => target.get(id) ?? null, includeDependenciesRecursively: false }],
              },
            },
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
      const sides = loadedBy(chunks, shell, signIn);
      const leaks = [
        ...sides.signInRoute.filter((c) => c.name === 'signed' || c.name === 'shared'),
        ...sides.publicSide.filter((c) => c.name === 'signed'),
      ];
      for (const leak of leaks)
        this.error(
          `a public page loads the shared chunk "${leak.name}" (${leak.fileName}): the entry or a public page imports a module of it`,
        );
      // Without their dependencies pulled in, the groups could make two chunks import each other,
      // and one would run before the other has defined what it reads.
      const cycle = importCycle(chunks);
      if (cycle) this.error(`the chunks import each other: ${cycle.join(' → ')}`);
    },
  };
}

/**
 * Which shared chunk each module goes to, read from a first build's chunks. Each module of a chunk
 * that build split off on its own (not the entry, not a screen or another lazy piece, not one the
 * sign-in route loads) goes to the shared chunk of its side: `shared` if a public page can load it,
 * `signed` if not. So do the modules of the shell's chunk, but the shell's own: the screens share
 * them, and a shared chunk that imported the shell's chunk while the shell imports it would be a
 * cycle. The modules not named stay where Rolldown puts them.
 */
export function groupOf(chunks: Chunk[], shell: string, signIn: string): Map<string, 'signed' | 'shared'> {
  const sides = loadedBy(chunks, shell, signIn);
  const signInRoute = new Set(sides.signInRoute);
  const publicSide = new Set(sides.publicSide);
  const target = new Map<string, 'signed' | 'shared'>();
  for (const chunk of chunks) {
    if (chunk.isEntry || signInRoute.has(chunk)) continue;
    if (chunk.isDynamicEntry && chunk.facadeModuleId !== shell) continue;
    const group = publicSide.has(chunk) ? 'shared' : 'signed';
    for (const id of chunk.moduleIds) if (isGroupable(id, shell)) target.set(id, group);
  }
  return target;
}

/** Whether a shared chunk may take the module: not the shell's own, a virtual one (`\0`) or one with a query. */
function isGroupable(id: string, shell: string): boolean {
  return id !== shell && !id.startsWith('\0') && !id.includes('?');
}

/**
 * The chunks of each side:
 * - the sign-in route: the entry and the sign-in page, with their static imports;
 * - the public side: every chunk the entry loads or can load, except the shell and what only the
 *   shell leads to.
 */
export function loadedBy(chunks: Chunk[], shell: string, signIn: string) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const shellChunk = chunks.find((c) => c.facadeModuleId === shell);
  const signInChunk = chunks.find((c) => c.facadeModuleId === signIn);
  if (!entry || !shellChunk || !signInChunk)
    throw new Error(`sharedChunks: the build has no chunk for ${entry ? (shellChunk ? signIn : shell) : 'the entry'}`);

  const graph = { byFile, shellChunk, shell };
  return {
    signInRoute: chunksLoadedFrom(graph, [entry, signInChunk], false),
    publicSide: chunksLoadedFrom(graph, [entry], true),
  };
}

/** The build's chunks by file name, and the shell's chunk, where a walk from the public side stops. */
interface ChunkGraph {
  byFile: Map<string, Chunk>;
  shellChunk: Chunk;
  shell: string;
}

/**
 * The chunks `start` loads through static imports and, if `dynamic`, dynamic ones, short of the
 * shell's chunk, which a public chunk may only import dynamically.
 */
function chunksLoadedFrom(graph: ChunkGraph, start: Chunk[], dynamic: boolean): Chunk[] {
  const { byFile } = graph;
  const seen = new Set<string>();
  const visit = (file: string, isDynamic: boolean) => {
    if (seen.has(file) || reachesShell(graph, file, isDynamic)) return;
    seen.add(file);
    const chunk = byFile.get(file);
    for (const imported of chunk?.imports ?? []) visit(imported, false);
    if (dynamic) for (const imported of chunk?.dynamicImports ?? []) visit(imported, true);
  };
  for (const chunk of start) visit(chunk.fileName, false);
  return [...seen].flatMap((file) => byFile.get(file) ?? []);
}

/** Whether the walk has come to the shell's chunk, where it stops; a static import of it is an error. */
function reachesShell({ shellChunk, shell }: ChunkGraph, file: string, isDynamic: boolean): boolean {
  if (file !== shellChunk.fileName) return false;
  if (!isDynamic) throw new Error(`sharedChunks: a public chunk imports the shell (${shell}) statically`);
  return true;
}

/** A cycle of static imports between chunks, as the chunks' names, or null. */
export function importCycle(chunks: Chunk[]): string[] | null {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file].map((f) => byFile.get(f)?.name ?? f);
    if (done.has(file)) return null;
    path.push(file);
    for (const imported of byFile.get(file)?.imports ?? []) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return null;
  };
  for (const chunk of chunks) {
    const cycle = visit(chunk.fileName);
    if (cycle) return cycle;
  }
  return null;
}
