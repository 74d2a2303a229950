import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { Type, type Static } from 'typebox';
import { SKIN_IMAGE_BASE, parseSkinImageFile } from '../../../shared/skin-images';
import { httpError } from '../../http/http-error';
import type { SkinImages } from './skin-images';

const FileParams = Type.Object({ file: Type.String({ maxLength: 100, title: 'The image name' }) });

/** A name's bytes never change (decision 0026): browsers and CDNs keep them for a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A refusal is not kept: the image may be there on the next visit. */
const NOT_KEPT = { 'Cache-Control': 'no-store' };

/**
 * A site route, not an API endpoint: the reply is an image, not the JSON envelope (refusals still
 * are). Anything but a current catalogue name at one of its kind's widths is a 404 before any fetch,
 * so no path reaches the art host or the disk.
 */
export function skinImageRoutes(scope: FastifyInstance, { images, fresh }: { images: SkinImages; fresh: onRequestAsyncHookHandler }): void {
  // A sync or another instance may have changed the catalogue: its new names must be known here too.
  scope.addHook('onRequest', fresh);
  scope.get<{ Params: Static<typeof FileParams> }>(
    `${SKIN_IMAGE_BASE}/:file`,
    { schema: { params: FileParams } },
    async (request, reply) => {
      const wanted = parseSkinImageFile(request.params.file);
      if (!wanted || !images.knows(wanted.name)) throw httpError('NOT_FOUND', 'There is no such skin image.', NOT_KEPT);
      const image = await images.get(wanted.name, wanted.width);
      if (!image) throw httpError('NOT_FOUND', 'This skin image is not available right now.', NOT_KEPT);
      return reply.header('Cache-Control', IMMUTABLE).type('image/webp').send(image.bytes);
    },
  );
}
