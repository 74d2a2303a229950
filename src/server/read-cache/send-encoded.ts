import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodyIn, chooseEncoding, matchesIfNoneMatch, type EncodedReply } from './encoded-reply';
import { recompressWhenReread } from './recompress';

/** `no-cache`: clients revalidate every time. A reply sent again earns the best compression. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, encoded: EncodedReply, contentType: string): FastifyReply {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  recompressWhenReread(encoded);
  reply.header('ETag', encoded.etags[encoding]).header('Vary', 'Accept-Encoding').header('Cache-Control', 'no-cache');
  if (matchesIfNoneMatch(request.headers['if-none-match'], encoded)) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.type(contentType).send(bodyIn(encoded, encoding));
}
