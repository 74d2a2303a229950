import type { FastifyInstance, preValidationHookHandler } from 'fastify';

const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

/**
 * A POST without a body counts as `{}`, whatever its Content-Type says: browser clients (and the
 * spec's) send `Content-Type: application/json` on bodiless calls too (logout, resets, sync), and
 * Fastify's own JSON parser refuses an empty body with 400 before any route runs. A route that
 * needs fields still refuses `{}` through its schema.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    return parseJson(request, body as string, done);
  });
  // Only on the routes that take a body, as a callback hook: a GET pays nothing for it.
  const emptyBodyIsObject: preValidationHookHandler = (request, _reply, done) => {
    if (request.body === undefined) request.body = {};
    done();
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => BODY_METHODS.has(method))) return;
    const own = route.preValidation ?? [];
    route.preValidation = [emptyBodyIsObject, ...(Array.isArray(own) ? own : [own])];
  });
}
