import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addressKey } from '../../../src/server/wasted-time/lookup-throttle';
import { parseTrustProxy } from '../../../src/server/http/trust-proxy';
import { readConfig } from '../../../src/server/env';
import { lookupHarness, type LookupHarness } from '../../helpers/lookup-harness';

let h: LookupHarness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

const group = fc.integer({ min: 0, max: 0xffff });
const groups = (n: number) => fc.array(group, { minLength: n, maxLength: n });
const full = (g: number[]) => g.map((x) => x.toString(16)).join(':');

describe('the lookup throttle keys IPv6 addresses by their /64', { timeout: 30_000 }, () => {
  it('two addresses share a key exactly when their first 64 bits are equal, however they are written', () => {
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), (prefix, a, b) => {
        expect(addressKey(full([...prefix, ...a]))).toBe(addressKey(full([...prefix, ...b])));
        // The same address with its zeros compressed, and in capitals.
        expect(addressKey(`${full(prefix)}::${b[3]!.toString(16)}`.toUpperCase())).toBe(addressKey(full([...prefix, ...a])));
      }),
    );
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), (p, q, rest) => {
        fc.pre(p.join() !== q.join());
        expect(addressKey(full([...p, ...rest]))).not.toBe(addressKey(full([...q, ...rest])));
      }),
    );
  });

  it('leaves IPv4 addresses whole and reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  });

  it('refuses the eleventh lookup from another address of the same /64, and not from the next /64', async () => {
    h = await lookupHarness();
    for (let i = 0; i < 10; i++)
      expect((await h.fetchLookup({ gameName: `Player${i}`, tagLine: 'EUW', region: 'euw1' }, `2001:db8:0:7::${i + 1}`)).status).toBe(404);
    const refused = await h.fetchLookup({ gameName: 'OneMore', tagLine: 'EUW', region: 'euw1' }, '2001:db8:0:7:ffff:1:2:3');
    expect(refused.status).toBe(429);
    expect((await h.fetchLookup({ gameName: 'OneMore', tagLine: 'EUW', region: 'euw1' }, '2001:db8:0:8::1')).status).toBe(404);
  });
});

describe('TRUST_PROXY', { timeout: 30_000 }, () => {
  it('takes true, false, a hop count or proxy addresses and ranges; anything else is refused', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,fd00::/8')).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8']);
    for (const bad of ['yes', '10.0.0.1/33', 'proxy.local', '10.0.0.1/8/1', '-1'])
      expect(() => readConfig({ TRUST_PROXY: bad })).toThrowError(/^TRUST_PROXY: expected true, false, a number of proxies/);
  });

  it('with a hop count, the throttle judges the client the nearest proxy names, not an address the caller wrote further left', async () => {
    h = await lookupHarness(undefined, { TRUST_PROXY: '1' });
    const ask = (forwarded: string, name: string) =>
      h!.t.app.inject({
        method: 'POST',
        url: '/api/fetch',
        payload: { gameName: name, tagLine: 'EUW', region: 'euw1' },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': forwarded },
      });
    // The caller writes a new address each time; the proxy appends the one it saw: 198.51.100.9.
    for (let i = 0; i < 10; i++) expect((await ask(`192.0.2.${i}, 198.51.100.9`, `Player${i}`)).statusCode).toBe(404);
    expect((await ask('192.0.2.77, 198.51.100.9', 'OneMore')).statusCode).toBe(429);
    expect((await ask('198.51.100.10', 'OneMore')).statusCode).toBe(404);
  });
});
