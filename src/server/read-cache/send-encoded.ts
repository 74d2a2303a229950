import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodyIn, chooseEncoding, matchesIfNoneMatch, type EncodedReply } from './encoded-reply';
import { recompressWhenReread } from './recompress';

/**
 * Sends a pre-encoded body in the best encoding the request accepts, with its ETag,
 * `Vary: Accept-Encoding` and `Cache-Control: no-cache` (clients revalidate every time), or
 * 304 with no body when If-None-Match still names it. A reply sent again earns the best compression.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, encoded: EncodedReply, contentType: string): FastifyReply {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  recompressWhenReread(encoded);
  reply.header('ETag', encoded.etags[encoding]).header('Vary', 'Accept-Encoding').header('Cache-Control', 'no-cache');
  if (matchesIfNoneMatch(request.headers['if-none-match'], encoded)) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.type(contentType).send(bodyIn(encoded, encoding));
}
