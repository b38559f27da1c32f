// Reading Vite's build manifest (dist/.vite/manifest.json), for the build's own scripts
// (prerender.mjs) and the bundle budgets (scripts/size.mjs).

/** The signed-in shell's module: the one lazy chunk that leads to the screens (src/shell/appPages.ts). */
export const shellModule = 'src/shell/SignedIn.tsx';

/** The files a manifest entry loads before it runs: itself and its static imports, transitively. */
export function manifestClosure(manifest, key, files = new Set()) {
  const entry = manifest[key];
  if (!entry || files.has(entry.file)) return files;
  files.add(entry.file);
  for (const imported of entry.imports ?? []) manifestClosure(manifest, imported, files);
  return files;
}
