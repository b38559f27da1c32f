import { prepareJourneyData } from './globalSetup';

/** `tsx e2e/prepareData.ts DIR`: seeds DIR (empty or missing) for the journeys; see prepareJourneyData. */
const dir = process.argv[2];
if (!dir) {
  console.error('usage: tsx e2e/prepareData.ts DIR');
  process.exit(2);
}
const t0 = performance.now();
await prepareJourneyData(dir);
console.log(`journey data seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${dir}`);
