import ipaddr from 'ipaddr.js';
import { type Infer, integer, object, optional, refine, string } from 'superstruct';
import { maxLength, required, trimmed } from '../validation/rules';
import { agencyCode, epochMs, page } from './common';

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

export const ipAddress = refine(
  maxLength(trimmed(required(string())), 64),
  'pattern',
  (v) => isIpOrCidr(v) || 'IPv4またはIPv6のアドレス（CIDR表記可）で指定してください。',
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
