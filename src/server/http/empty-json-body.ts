import type { FastifyInstance } from 'fastify';

/**
 * A POST without a body counts as the empty object `{}`, whatever its Content-Type says.
 * Browser clients (and the spec's) send `Content-Type: application/json` on every call, also on
 * bodiless ones (logout, resets, clear-cache, sync); Fastify's own JSON parser refuses an empty
 * body with 400 before any route runs. Registered on the root instance, so every route gets it;
 * a route that needs fields still refuses `{}` through its schema.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    return parseJson(request, body as string, done);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && (request.method === 'POST' || request.method === 'PUT' || request.method === 'PATCH'))
      request.body = {};
  });
}
