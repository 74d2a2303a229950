import net from 'node:net';

/**
 * Whom Fastify believes about the client's address (`X-Forwarded-For`), and so whom the lookup
 * throttle and the same-site checks judge: nobody (`false`), the nearest `n` proxies (a hop
 * count), or only proxies at these addresses or CIDR ranges. `true` believes any caller — who can
 * then choose its own address by sending the header — so it is only for a proxy that overwrites it.
 */
export type TrustProxy = boolean | number | string[];

const isAddressOrRange = (entry: string): boolean => {
  const [address = '', prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/** TRUST_PROXY as Fastify's trustProxy; null when the value is none of the accepted forms. */
export function parseTrustProxy(raw: string): TrustProxy | null {
  const value = raw.trim();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return list.length > 0 && list.every(isAddressOrRange) ? list : null;
}

/**
 * As Fastify takes it: a hop count becomes the function Fastify itself builds from one (trust the
 * `n` addresses nearest the socket), since its option's type does not list numbers.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
