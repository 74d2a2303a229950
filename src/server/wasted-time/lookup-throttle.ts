import net from 'node:net';
import type { Db } from '../db/database';
import { LOOKUP_MESSAGES } from '../../shared/api/wasted-time';
import { throttle, type Limit } from '../security/throttle';

/** Lookups one visitor address may start per window: enough for a group of friends, too few to burn the key. */
export const LOOKUP_LIMIT = { count: 10, windowMs: 10 * 60 * 1000 } as const;
export type LookupLimit = Limit;

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an embedded IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  return tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * Whose lookups count together: an IPv4 address alone, an IPv6 address by its /64 (one home or
 * host is given a whole /64, so keying by the full address would let one visitor take 2^64 slots).
 * An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) counts as the IPv4 address it carries.
 */
export function addressKey(address: string): string {
  if (net.isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** Lookups start per address (its /64 for IPv6, see addressKey), counted alike on every instance. */
export const lookupThrottle = (db: Db, limit: LookupLimit) => {
  const lookups = throttle(db, 'lookup', limit, { code: 'TOO_MANY_LOOKUPS', message: LOOKUP_MESSAGES.tooMany });
  return async (address: string): Promise<void> => {
    await lookups.take([addressKey(address)]);
  };
};
