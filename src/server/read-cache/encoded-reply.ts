import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * How hard a body is compressed. `fast` (brotli 5, gzip 6) is what a request waits for: 1.5 ms for the
 * 72 kB home page, where brotli 11 took 84 ms for 12 % fewer bytes. `best` is earned by being read
 * again, and done off the request (see `sendEncoded`).
 */
export type Compression = 'fast' | 'best';

/**
 * A kept page holds one copy, in the encoding its first visitor asked for; another encoding is derived
 * when asked (decision 0044): browsers all ask for br, so the rest is rare.
 */
export interface EncodedReply {
  bodies: Partial<Record<Encoding, Buffer>>;
  etags: Record<Encoding, string>;
  /** The content's hash: every ETag of this reply, whatever its encoding or compression, holds it. */
  hash: string;
  compression: Compression;
  /** The revision the content is (for a revisioned resource): its ETags start with it, so If-Match can name it. */
  revision?: number;
}

/** Every encoding: what a reply that is read many times a second keeps (the API's replies are small). */
const ALL_ENCODINGS: readonly Encoding[] = ['identity', 'br', 'gzip'];

export function encodeReply(value: unknown, revision?: number): Promise<EncodedReply> {
  return encodeBody(JSON.stringify(value), 'fast', revision, ALL_ENCODINGS);
}

/**
 * Brotli's best quality (11) costs about 2 s per MB: bodies up to 256 KiB (every page and nearly every
 * reply) get it, larger ones (the whole skin list, 3.5 MB) quality 9, 16 % larger in a tenth of the time.
 */
const BROTLI_QUALITY: Record<Compression, (bytes: number) => number> = {
  fast: () => 5,
  best: (bytes) => (bytes <= 256 * 1024 ? 11 : 9),
};
const GZIP_LEVEL: Record<Compression, number> = { fast: 6, best: 9 };

const brotliOptions = (compression: Compression, bytes: number): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[compression](bytes), [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes },
});

async function compress(identity: Buffer, encoding: Encoding, compression: Compression): Promise<Buffer> {
  if (encoding === 'br') return brotli(identity, brotliOptions(compression, identity.length));
  if (encoding === 'gzip') return gzip(identity, { level: GZIP_LEVEL[compression] });
  return identity;
}

/**
 * The same for a body already serialized (a rendered page), kept in `encodings`. Each encoding at each
 * compression is its own sequence of bytes, hence its own strong ETag (RFC 9110 section 8.8.3), all
 * derived from the one content hash, so If-None-Match still matches a copy compressed the other way.
 */
export async function encodeBody(
  text: string | Buffer,
  compression: Compression = 'fast',
  revision?: number,
  encodings: readonly Encoding[] = ALL_ENCODINGS,
): Promise<EncodedReply> {
  const identity = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  const kept = await Promise.all(encodings.map(async (encoding) => [encoding, await compress(identity, encoding, compression)] as const));
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const mark = compression === 'fast' ? '.fast' : '';
  // "3.<hash>-br": a revisioned resource's revision first (what If-Match on its write path reads, decision 0046).
  const tag = revision === undefined ? hash : `${revision}.${hash}`;
  return {
    bodies: Object.fromEntries(kept),
    etags: { br: `"${tag}-br${mark}"`, gzip: `"${tag}-gz${mark}"`, identity: `"${tag}"` },
    hash,
    compression,
    ...(revision === undefined ? {} : { revision }),
  };
}

export function identityOf(reply: EncodedReply): Buffer {
  const { identity, br, gzip: gz } = reply.bodies;
  if (identity) return identity;
  if (br) return zlib.brotliDecompressSync(br);
  return zlib.gunzipSync(gz!);
}

/**
 * A missing encoding is derived once and kept, at the reply's compression so an ETag always names the
 * same bytes; deriving on every request cost a page at brotli 11 about 60 ms each time.
 */
export function bodyIn(reply: EncodedReply, encoding: Encoding): Buffer {
  const kept = reply.bodies[encoding];
  if (kept) return kept;
  const identity = identityOf(reply);
  const derived =
    encoding === 'br'
      ? zlib.brotliCompressSync(identity, brotliOptions(reply.compression, identity.length))
      : encoding === 'gzip'
        ? zlib.gzipSync(identity, { level: GZIP_LEVEL[reply.compression] })
        : identity;
  reply.bodies[encoding] = derived;
  return derived;
}

export const weightOf = (reply: EncodedReply): number => Object.values(reply.bodies).reduce((sum, body) => sum + body.length, 0);

/**
 * Browsers send a handful of distinct Accept-Encoding values, each on every request: the choice
 * for each is kept (up to a bound, so a caller sending endless variants costs only the parse).
 */
const chosen = new Map<string, Encoding>();

export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let encoding = chosen.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (chosen.size < 64) chosen.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return 'identity';
}

/** Weak comparison, as RFC 9110 §13.1.2 asks: any representation of this reply's content matches. */
export function matchesIfNoneMatch(header: string | undefined, reply: EncodedReply): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => {
    const opaque = tag
      .trim()
      .replace(/^W\//, '')
      .replace(/^"\d+\./, '"');
    return opaque === `"${reply.hash}"` || opaque.startsWith(`"${reply.hash}-`);
  });
}
