import { array, boolean, enums, type Infer, integer, object, string } from 'superstruct';
import { type StatementKindKey, statementKinds } from '../domain/statements';
import { numberMax, numberMin } from '../validation/rules';
import { agencyCode, errorBody, queryBoolean, queryInteger } from './common';
import { optional } from './optionality';

/** agencyCode, year, month: one agency-month's statements. */
export const statementQuery = object({
  agencyCode,
  year: numberMax(numberMin(queryInteger, 2000), 2100),
  month: numberMax(numberMin(queryInteger, 1), 12),
});
export type StatementQuery = Infer<typeof statementQuery>;

/**
 * GET /api/commissions/confirmExistence: which of the agency-month's 10 files exist, so the fees
 * screen can enable each download. It answers for all three families (docs/adr/0005-api-answer-shapes-and-client.md).
 */
export const statementExistence = object(
  Object.fromEntries(statementKinds.map((k) => [k.key, boolean()])) as Record<
    StatementKindKey,
    ReturnType<typeof boolean>
  >,
);
export const confirmExistenceAnswer = object({ data: statementExistence });
export type ConfirmExistenceAnswer = Infer<typeof confirmExistenceAnswer>;

/**
 * The newest month an agency has statements for, and which of the 10 files it has (in
 * statementKinds' order): the agency home shows them and each downloads as on /fees.
 */
export const latestStatement = object({
  year: integer(),
  month: integer(),
  kinds: array(enums(statementKinds.map((k) => k.key) as StatementKindKey[])),
});
export type LatestStatement = Infer<typeof latestStatement>;

/** One zip entry `{agencyCode}_{YYYYMM}.{pdf|csv}` that was stored. */
export const importedEntry = object({ name: string(), agencyCode: string(), year: integer(), month: integer() });
export const rejectedEntry = object({ name: string(), reason: string() });

/**
 * How a replacing CSV differs from the published one, by data row (the header row aside): rows are
 * matched by their first column (管理番号) when it is unique in both files, else as whole rows; a
 * matched row whose other cells differ is `changed` (docs/adr/0046-statement-coverage-grid.md).
 */
export const csvRowChanges = object({ added: integer(), removed: integer(), changed: integer() });
export type CsvRowChanges = Infer<typeof csvRowChanges>;

/** A published file the zip replaces; the dry run of a CSV kind says how many of its rows change. */
export const replacedEntry = object({
  name: string(),
  agencyCode: string(),
  year: integer(),
  month: integer(),
  rowChanges: optional(csvRowChanges),
});

/** The answer of a zip upload: all or nothing, so `imported`/`replaced` are empty when any entry is rejected. */
export const uploadSummary = object({
  imported: array(importedEntry),
  replaced: array(replacedEntry),
  rejected: array(rejectedEntry),
});
export type UploadSummary = Infer<typeof uploadSummary>;

/** A refused upload's 422: the common error, with the entries and why each was refused in `data`. */
export const uploadRefusal = object({ ...errorBody.schema, data: uploadSummary });
export type UploadRefusal = Infer<typeof uploadRefusal>;

/**
 * `dryRun=true`: the zip is checked and the answer says what it would import and which published
 * files it would replace, but nothing is stored (the upload screen asks before replacing).
 */
export const uploadQuery = object({ dryRun: optional(queryBoolean) });
export type UploadQuery = Infer<typeof uploadQuery>;

export const uploadAnswer = object({ message: string(), data: uploadSummary });
export type UploadAnswer = Infer<typeof uploadAnswer>;

/** The zip rules the upload screen shows and the server enforces. */
export const uploadLimits = {
  maxZipBytes: 200 * 1024 * 1024,
  maxEntries: 2000,
  maxEntryBytes: 20 * 1024 * 1024,
  maxTotalBytes: 1024 * 1024 * 1024,
  entryNamePattern: /^([A-Z]\d{4})_(\d{4})(\d{2})\.(pdf|csv)$/,
} as const;
