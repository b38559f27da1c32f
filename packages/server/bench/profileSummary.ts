/**
 * `tsx bench/profileSummary.ts <file.cpuprofile> [top]`: the functions that took the most self time
 * in a V8 CPU profile (BENCH_CPU_PROF of bench/load.ts), and the share by package (node_modules
 * folder, the portal's own src, node internals, the garbage collector, idle).
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx bench/profileSummary.ts <file.cpuprofile> [top]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
for (const [i, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
const total = [...self.values()].reduce((a, b) => a + b, 0);

function bucket(url: string, name: string): string {
  if (name === '(idle)' || name === '(garbage collector)' || name === '(program)') return name;
  const m = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m?.[1]) return m[1];
  if (url.includes('/packages/')) return /\/packages\/([^/]+)/.exec(url)?.[1] ?? 'packages';
  if (url.startsWith('node:') || url === '') return 'node internals';
  return url;
}

const functions = new Map<string, number>();
const packages = new Map<string, number>();
for (const [id, us] of self) {
  const n = byId.get(id);
  if (!n) continue;
  const { functionName, url, lineNumber } = n.callFrame;
  const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/packages\//, '')}:${lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + us);
  const b = bucket(url, functionName);
  packages.set(b, (packages.get(b) ?? 0) + us);
}
const pct = (us: number) => `${((us / total) * 100).toFixed(1).padStart(5)} %`;
console.log(`total ${(total / 1e6).toFixed(2)} s of samples`);
console.log('\nby package:');
for (const [k, us] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${pct(us)}  ${k}`);
console.log('\nby function (self time):');
for (const [k, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 40)))
  console.log(`  ${pct(us)}  ${k}`);
