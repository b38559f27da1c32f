import ipaddr from 'ipaddr.js';
import type { LogRow } from '../db';

export interface ActionLogEntry {
  user: { id: number; name: string; email: string } | null;
  agencyCode: string | null;
  ip: string;
  method: string;
  route: string;
  status: number;
  description: string;
  /** What the call acted on, from its input (`actionLogTarget`), or null. */
  target: string | null;
}

/**
 * Control characters (NUL first: PostgreSQL text cannot hold it), lone surrogates, and the bidi
 * controls that would reverse the text around them on the log screen and in its CSV.
 */
const unprintable =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
  /[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text fit for a log cell: printable, at most `max` characters (an ellipsis marks a cut). */
function bounded(value: string, max: number): string {
  const clean = value.replace(unprintable, '\uFFFD');
  return clean.length <= max ? clean : `${clean.slice(0, max - 1)}…`;
}

/**
 * Every log cell is checked here, whatever the caller passes: no value can make the insert fail
 * (NUL, huge text past an index's row limit, a number out of range) or put something into a cell
 * that is not what the column means (an agency cell holds an agency code or nothing).
 */
export const logText = {
  /** A client address as parsed, or `invalid` (a forwarded header can carry any text). */
  ip: (value: string) => (value.length <= 64 && ipaddr.isValid(value) ? value : 'invalid'),
  agencyCode: (value: string | null) => (value !== null && /^[A-Z]\d{4}$/.test(value) ? value : null),
  method: (value: string) => (/^[A-Z]{1,10}$/.test(value) ? value : 'OTHER'),
  route: (value: string) => bounded(value, 300),
  name: (value: string) => bounded(value, 100),
  email: (value: string) => bounded(value, 255),
  description: (value: string) => bounded(value, 200),
  target: (value: string | null) => (value === null ? null : bounded(value, 100)),
  status: (value: number) => (Number.isInteger(value) && value >= 100 && value <= 599 ? value : 0),
  userId: (value: number) => (Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null),
};

/** The row of an entry, each cell bounded by `logText` (plugins/requestTx writes it). */
export function toLogRow(entry: ActionLogEntry, now: Date): LogRow {
  const user = entry.user;
  return {
    createdAt: now,
    userId: user ? logText.userId(user.id) : null,
    userName: user ? logText.name(user.name) : null,
    userEmail: user ? logText.email(user.email) : null,
    agencyCode: logText.agencyCode(entry.agencyCode),
    ip: logText.ip(entry.ip),
    method: logText.method(entry.method),
    route: logText.route(entry.route),
    status: logText.status(entry.status),
    description: logText.description(entry.description),
    target: logText.target(entry.target),
  };
}
