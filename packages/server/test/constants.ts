/** The tests' seeded world: a fixed "now" (Japan time 2026/11/22 12:00) and a small contract book. */
export const TEST_NOW = new Date('2026-11-22T03:00:00.000Z');
export const TEST_CONTRACTS = 600;
