import { array, boolean, type Infer, integer, object, optional, string } from 'superstruct';
import { type StatementKindKey, statementKinds } from '../domain/statements';
import { numberMax, numberMin } from '../validation/rules';
import { agencyCode, queryBoolean, queryInteger } from './common';

/** agencyCode, year, month: one agency-month's statements. */
export const statementQuery = object({
  agencyCode,
  year: numberMax(numberMin(queryInteger, 2000), 2100),
  month: numberMax(numberMin(queryInteger, 1), 12),
});
export type StatementQuery = Infer<typeof statementQuery>;

/**
 * GET /api/commissions/confirmExistence: which of the agency-month's 10 files exist, so the fees
 * screen can enable each download. It answers for all three families (docs/decisions.md).
 */
export const statementExistence = object(
  Object.fromEntries(statementKinds.map((k) => [k.key, boolean()])) as Record<
    StatementKindKey,
    ReturnType<typeof boolean>
  >,
);
export const confirmExistenceAnswer = object({ data: statementExistence });
export type ConfirmExistenceAnswer = Infer<typeof confirmExistenceAnswer>;

/** One zip entry `{agencyCode}_{YYYYMM}.{pdf|csv}` that was stored. */
export const importedEntry = object({ name: string(), agencyCode: string(), year: integer(), month: integer() });
export const rejectedEntry = object({ name: string(), reason: string() });

/** The answer of a zip upload: all or nothing, so `imported`/`replaced` are empty when any entry is rejected. */
export const uploadSummary = object({
  imported: array(importedEntry),
  replaced: array(importedEntry),
  rejected: array(rejectedEntry),
});
export type UploadSummary = Infer<typeof uploadSummary>;

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
