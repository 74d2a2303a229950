import { encodeBody, identityOf, type Encoding, type EncodedReply } from './encoded-reply';

/** How often each fast-compressed reply has been sent: a reply nobody asks for twice is never recompressed. */
const sends = new WeakMap<EncodedReply, number>();
/** Recompressions run one at a time, so a burst of popular pages takes one core, not all of them. */
let queue: Promise<void> = Promise.resolve();

/**
 * The second send of a fast-compressed reply queues its recompression at the best settings; the copy
 * takes the new bodies and ETags in place, so the caches holding it need not know. A crawl that reads
 * each page once costs no recompression at all (decision 0044).
 */
export function recompressWhenReread(encoded: EncodedReply): void {
  if (encoded.compression === 'best') return;
  const count = (sends.get(encoded) ?? 0) + 1;
  sends.set(encoded, count);
  if (count !== 2) return;
  queue = queue
    .then(() => encodeBody(identityOf(encoded), 'best', encoded.revision, Object.keys(encoded.bodies) as Encoding[]))
    .then(({ bodies, etags, compression }) => void Object.assign(encoded, { bodies, etags, compression }))
    .catch(() => undefined);
}

/** Settles once every recompression queued so far has finished (for tests, which wait on it instead of sleeping). */
export const recompressionsSettled = (): Promise<void> => queue;
