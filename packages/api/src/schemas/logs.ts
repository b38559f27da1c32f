import { type Infer, integer, nullable, object, optional, string } from 'superstruct';
import { maxLength } from '../validation/rules';
import { agencyCode, page, queryInteger, shownDateTime } from './common';
import { dateTimeSecondsFrom, dateTimeSecondsTo, documentedDate } from './dates';

/** An action-log (証跡) entry (PRODUCT.md). `route` is the endpoint's path pattern. */
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
});
export type ActionLog = Infer<typeof actionLog>;

const filters = {
  /** The user's id (SPEC.md §7 calls it `id`). */
  id: optional(queryInteger),
  /** 'yyyy/MM/dd HH:mm:ss' (SPEC.md §7); typed forms are read as in the forms (schemas/dates.ts). */
  startDate: documentedDate(optional(dateTimeSecondsFrom), 'seconds', 'start'),
  endDate: documentedDate(optional(dateTimeSecondsTo), 'seconds', 'end'),
  agencyCode: optional(agencyCode),
  route: optional(maxLength(string(), 200)),
};

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
