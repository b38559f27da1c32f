import { array, boolean, enums, type Infer, integer, object, string } from 'superstruct';
import { auditProblemKinds } from '../domain/actionLogs';
import { labelsFor } from '../validation/labels';
import { maxLength } from '../validation/rules';
import { agencyCode, page, queryBoolean, queryInteger, shownDateTime } from './common';
import { dateTimeSecondsFrom, dateTimeSecondsTo, documentedDate } from './dates';
import { nullable, optional } from './optionality';

/** An action-log (証跡) entry (docs/product.md). `route` is the endpoint's path pattern. */
export const actionLog = object({
  id: integer(),
  createdAt: shownDateTime,
  user: nullable(object({ id: integer(), name: string(), email: string() })),
  agencyCode: nullable(string()),
  ip: string(),
  method: string(),
  route: string(),
  status: integer(),
  description: string(),
  /** What the call acted on (契約 OL230004775, ID 12), or null. */
  target: nullable(string()),
});
export type ActionLog = Infer<typeof actionLog>;

const filters = {
  /** The user's id (docs/product.md §7 calls it `id`). */
  id: optional(queryInteger),
  /** 'yyyy/MM/dd HH:mm:ss' (docs/product.md §7); typed forms are read as in the forms (schemas/dates.ts). */
  startDate: documentedDate(optional(dateTimeSecondsFrom), 'seconds', 'start'),
  endDate: documentedDate(optional(dateTimeSecondsTo), 'seconds', 'end'),
  agencyCode: optional(agencyCode),
  route: optional(maxLength(string(), 200)),
  /** Part of the operation's Japanese name (操作を検索): rows whose description contains it. */
  action: optional(maxLength(string(), 100)),
  /** The page-load checks (ログイン状態を確認…, domain/logNoise.ts) are left out unless this is true. */
  routine: optional(queryBoolean),
  /** One session's rows (the user's rows from its first to its last log id). */
  fromId: optional(queryInteger),
  toId: optional(queryInteger),
};

/**
 * The log calls' field labels: the shared table, and the id range of a session, kept out
 * of the shared table so the sign-in route does not carry them.
 */
export const actionLogLabels = labelsFor({ fromId: '証跡ID（開始）', toId: '証跡ID（終了）' });

export const actionLogQuery = object({ ...filters, page: optional(page) });
export type ActionLogQuery = Infer<typeof actionLogQuery>;

/** The download takes the same filters in its body, without the page. */
export const actionLogDownloadBody = object(filters);
export type ActionLogDownloadBody = Infer<typeof actionLogDownloadBody>;

export const actionLogUser = object({ id: integer(), name: string(), email: string() });
export type ActionLogUser = Infer<typeof actionLogUser>;

/** A route the route filter offers, with what the log calls it. */
export const actionLogAction = object({ route: string(), method: string(), description: string() });
export type ActionLogAction = Infer<typeof actionLogAction>;

/** The seal chain of the log as a verification found it just now (docs/audit.md). */
export const auditStatus = object({
  ok: boolean(),
  seals: integer(),
  sealedRows: integer(),
  /** The last log id a seal covers (0 before the first seal). */
  sealedThrough: integer(),
  headDigest: nullable(string()),
  lastSealedAt: nullable(shownDateTime),
  unsealedRows: integer(),
  problem: nullable(
    object({ kind: enums(auditProblemKinds), sealSeq: nullable(integer()), logId: nullable(integer()) }),
  ),
  checkedAt: shownDateTime,
});
export type AuditStatus = Infer<typeof auditStatus>;

/**
 * A session of the log: one user's rows with gaps under 30 minutes, as one line.
 * `actions` are the changes the user made (every method but GET), each description and target
 * with its count, in the order first made; `reads` the successful reads; `refused` the refused calls.
 */
export const actionLogSession = object({
  user: object({ id: integer(), name: string(), email: string() }),
  startAt: shownDateTime,
  endAt: shownDateTime,
  firstId: integer(),
  lastId: integer(),
  rows: integer(),
  reads: integer(),
  refused: integer(),
  actions: array(object({ description: string(), target: nullable(string()), count: integer() })),
});
export type ActionLogSession = Infer<typeof actionLogSession>;

export const actionLogSessionQuery = object({ ...filters, page: optional(page) });
export type ActionLogSessionQuery = Infer<typeof actionLogSessionQuery>;

/** Sessions are made from the newest this many rows that match the filters (the screen says so). */
export const SESSION_ROWS_MAX = 10_000;
/** A gap this long or longer starts a new session. */
export const SESSION_GAP_MINUTES = 30;
