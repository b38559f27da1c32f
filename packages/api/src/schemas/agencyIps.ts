import ipaddr from 'ipaddr.js';
import { array, boolean, type Infer, integer, object, string } from 'superstruct';
import { maxLength, required, rule, trimmed } from '../validation/rules';
import { agencyCode, epochMs, folded, page, shownDateTime } from './common';
import { optional } from './optionality';

/** IPv4 or IPv6, with an optional CIDR prefix (203.0.113.0/24, 2001:db8::/32). */
export function isIpOrCidr(value: string): boolean {
  if (value.includes('/')) {
    try {
      ipaddr.parseCIDR(value);
      return true;
    } catch {
      return false;
    }
  }
  return ipaddr.isValid(value) && (ipaddr.IPv4.isValidFourPartDecimal(value) || ipaddr.IPv6.isValid(value));
}

export const ipAddress = folded(
  'ip',
  rule(
    maxLength(trimmed(required(string())), 64),
    'pattern',
    (v) => isIpOrCidr(v) || 'IPv4またはIPv6のアドレス（CIDR表記可）で指定してください。',
  ),
);

export const agencyIp = object({
  id: integer(),
  agencyCode: string(),
  ipAddress: string(),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type AgencyIp = Infer<typeof agencyIp>;

export const agencyIpListQuery = object({ agencyCode, page: optional(page) });
export type AgencyIpListQuery = Infer<typeof agencyIpListQuery>;

export const agencyIpBody = object({ agencyCode, ipAddress });
export type AgencyIpBody = Infer<typeof agencyIpBody>;

/** How many days of the action log the allow-list preview reads. */
export const IP_PREVIEW_DAYS = 30;

/**
 * What adding an address would do (POST /api/agency-ips/preview, nothing saved): the caller's own
 * address, the entries it overlaps, and the agency's recruiters whose requests of the last
 * IP_PREVIEW_DAYS days came from an address outside the new list (they would be locked out).
 */
export const agencyIpPreview = object({
  /** The entry as it would be stored (normalised: 203.0.113.0/24, lower-case IPv6). */
  ipAddress: string(),
  /** The address this request came from. */
  yourIp: string(),
  /** The list was empty: this entry starts restricting the agency's recruiters. */
  firstEntry: boolean(),
  /** Existing entries that contain the new one or lie inside it. */
  overlaps: array(string()),
  lockedOut: array(
    object({
      id: integer(),
      name: string(),
      email: string(),
      /** The outside address the recruiter came from most recently. */
      ip: string(),
      /** 'yyyy/MM/dd HH:mm:ss', Japan time. */
      lastSeenAt: shownDateTime,
    }),
  ),
});
export type AgencyIpPreview = Infer<typeof agencyIpPreview>;
