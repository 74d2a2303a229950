import { encodeBody, type EncodedReply } from './encoded-reply';

/** More waiting than this is dropped: those replies simply stay at the fast setting. */
const MAX_QUEUED = 256;

const queue: { encoded: EncodedReply; replace: (best: EncodedReply) => void }[] = [];
let draining = false;

async function drain(): Promise<void> {
  for (let job = queue.shift(); job; job = queue.shift()) {
    // Brotli runs on libuv's threads; one at a time keeps it to one core, so requests keep the other.
    const best = await encodeBody(job.encoded.bodies.identity.toString('utf8'), 'best').catch(() => null);
    if (best) job.replace(best);
  }
  draining = false;
}

/**
 * Recompresses a kept reply at the best setting off the request path (decision 0044): the request
 * that made it was answered with the fast copy; `replace` gets the best one later and keeps it only
 * if the entry still holds `encoded`.
 */
export function recompressLater(encoded: EncodedReply, replace: (best: EncodedReply) => void): void {
  if (encoded.effort === 'best' || queue.length >= MAX_QUEUED) return;
  queue.push({ encoded, replace });
  if (draining) return;
  draining = true;
  setImmediate(() => void drain());
}
