import { array, enums, type Infer, integer, object, string } from 'superstruct';
import { type StatementKindKey, statementKinds } from '../domain/statements';
import { epochMs } from './common';
import { nullable } from './optionality';

const statementKindKey = enums(statementKinds.map((k) => k.key) as StatementKindKey[]);

/** GET /api/statements/coverage: the grid of one statement kind (the upload screen's `kind`). */
export const coverageQuery = object({ kind: statementKindKey });
export type CoverageQuery = Infer<typeof coverageQuery>;

/** One agency-month of the chosen kind: its upload time (epoch ms) when a file is published, else null. */
export const coverageCell = object({ year: integer(), month: integer(), uploadedAt: nullable(epochMs) });
export type CoverageCell = Infer<typeof coverageCell>;

/** One row of the grid: an agency and its cells, in the order of the answer's `months`. */
export const coverageAgency = object({ agencyCode: string(), name: string(), cells: array(coverageCell) });
export type CoverageAgency = Infer<typeof coverageAgency>;

/** A month over all 10 kinds: files published, of agencies × 10. */
export const coverageTotal = object({ year: integer(), month: integer(), present: integer(), expected: integer() });
export type CoverageTotal = Infer<typeof coverageTotal>;

/**
 * Which agency-months have a published file of one kind, for the 12 statement months before the
 * current Japan month, newest first (statementMonthsBefore), with each month's total over all kinds.
 */
export const coverageAnswer = object({
  data: object({
    kind: statementKindKey,
    months: array(object({ year: integer(), month: integer() })),
    agencies: array(coverageAgency),
    totals: array(coverageTotal),
  }),
});
export type CoverageAnswer = Infer<typeof coverageAnswer>;
