import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_PREFIX, OPERATOR_SCOPE } from '../../shared/api/endpoint';

export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
export const DOCS_PATH = `${API_PREFIX}/docs`;

/**
 * Generated from the schemas the routes validate with, so it cannot drift from them. Register before
 * any route: it collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, { version, sessionCookie }: { version: string; sessionCookie: string }) {
  const operatorPrefix = `${API_PREFIX}${OPERATOR_SCOPE}`;
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Account Value API',
        version,
        description:
          'Every reply is an envelope: `{error: false, response}` on success, `{error: true, response: message, code?}` when refused. ' +
          'Operator routes need the session cookie from POST /api/login and, for changes, an Origin of this site.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: sessionCookie } } },
    },
    transform: ({ schema, url }) => {
      // Catch-alls only answer 404 for unknown paths: not endpoints.
      const listed = url.startsWith(`${API_PREFIX}/`) && url !== OPENAPI_PATH && !url.startsWith(DOCS_PATH) && !url.endsWith('*');
      const operator = url.startsWith(`${operatorPrefix}/`);
      // Grouped by the first path segment after the scope: /api/banners/... -> banners, /api/auth/dashboard -> dashboard.
      const segments = url.slice(API_PREFIX.length + 1).split('/');
      const tags = [(segments[operator ? 1 : 0] ?? '').replace(/[{:].*$/, '') || 'site'];
      return {
        url,
        schema: { ...schema, hide: !listed || schema?.hide === true, tags, ...(operator ? { security: [{ session: [] }] } : {}) },
      };
    },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  // The docs page and its assets are registered only under /api/docs; no other page loads them.
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH, uiConfig: { docExpansion: 'list', deepLinking: true } });
}
