import crypto from 'node:crypto';

/**
 * Operator keys are stored as scrypt hashes: "scrypt$N$r$p$salt$hash" (salt and hash base64).
 * The parameters travel with each hash, so raising the cost later keeps old hashes verifiable.
 * N = 2^14, r = 8, p = 1 costs about 16 MB and tens of milliseconds per check: cheap for one
 * operator signing in, expensive for anyone trying keys offline against a stolen database.
 */
export const SCRYPT_PARAMS = { N: 16384, r: 8, p: 1 } as const;
export type ScryptParams = { N: number; r: number; p: number };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function scrypt(key: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r; leave headroom so a stored higher cost still verifies.
    crypto.scrypt(key.normalize('NFC'), salt, KEY_LENGTH, { ...params, maxmem: 256 * params.N * params.r }, (error, derived) => {
      if (error) reject(error);
      else resolve(derived);
    });
  });
}

/** `params` other than the default only where the cost is not the point (tests that sign in to test something else). */
export async function hashKey(key: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const hash = await scrypt(key, salt, params);
  const { N, r, p } = params;
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Constant-time comparison; a malformed stored hash simply never matches. */
export async function verifyKey(key: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return false;
  const expected = Buffer.from(parts[5]!, 'base64');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await scrypt(key, Buffer.from(parts[4]!, 'base64'), { N, r, p });
  return crypto.timingSafeEqual(actual, expected);
}

// A real hash of a random key, so an unknown username costs the same time as a wrong key.
let decoy: Promise<string> | null = null;
export async function burnVerification(key: string): Promise<void> {
  decoy ??= hashKey(crypto.randomBytes(16).toString('hex'));
  await verifyKey(key, await decoy);
}
