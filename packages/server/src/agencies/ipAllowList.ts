import { eq } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { Db } from '../db';
import { agencyIps } from '../db/schema';

function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  try {
    const ip = ipaddr.parse(address);
    // ::ffff:203.0.113.5 (an IPv4 client on a dual-stack socket) compares as 203.0.113.5.
    return ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress() ? (ip as ipaddr.IPv6).toIPv4Address() : ip;
  } catch {
    return null;
  }
}

type Range =
  | { kind: 'cidr'; range: [ipaddr.IPv4 | ipaddr.IPv6, number] }
  | { kind: 'single'; ip: ipaddr.IPv4 | ipaddr.IPv6 };

function parseEntry(entry: string): Range | null {
  try {
    if (entry.includes('/')) return { kind: 'cidr', range: ipaddr.parseCIDR(entry) };
    const single = parse(entry);
    return single ? { kind: 'single', ip: single } : null;
  } catch {
    return null;
  }
}

/**
 * The parsed form of an allow-list, kept with the list it came from: the session cache hands the
 * guard the same array for every GET of a session, so its entries are parsed once, not per request.
 */
const parsedLists = new WeakMap<readonly string[], Array<Range | null>>();

function parsedList(entries: readonly string[]): Array<Range | null> {
  let parsed = parsedLists.get(entries);
  if (!parsed) {
    parsed = entries.map(parseEntry);
    parsedLists.set(entries, parsed);
  }
  return parsed;
}

/** Does `address` fall in one of the entries (single addresses or CIDR ranges)? */
export function ipMatches(address: string, entries: readonly string[]): boolean {
  const ip = parse(address);
  if (!ip) return false;
  return parsedList(entries).some((entry) => {
    if (!entry) return false;
    if (entry.kind === 'cidr') return ip.kind() === entry.range[0].kind() && ip.match(entry.range as never);
    return entry.ip.kind() === ip.kind() && entry.ip.toNormalizedString() === ip.toNormalizedString();
  });
}

/**
 * docs/product.md: when an agency's list is not empty, its recruiters may only come from those addresses.
 * Read on every request, so a change applies to the next call.
 */
export async function recruiterIpAllowed(db: Db, agencyCode: string | null, ip: string): Promise<boolean> {
  if (!agencyCode) return true;
  const rows = await db.select({ ip: agencyIps.ipAddress }).from(agencyIps).where(eq(agencyIps.agencyCode, agencyCode));
  return (
    rows.length === 0 ||
    ipMatches(
      ip,
      rows.map((r) => r.ip),
    )
  );
}

/**
 * The same rule on a list already read (the session's agency, auth/sessions): an empty list
 * admits every address.
 */
export function ipAllowedBy(ips: readonly string[], ip: string): boolean {
  return ips.length === 0 || ipMatches(ip, ips);
}
