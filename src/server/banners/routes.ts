import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '../db/database';
import { fail, failureSchema, ok } from '../../shared/envelope';
import { BANNER_POSITIONS, BANNER_URL_MAX, BANNERS_PATH, WASTE_BANNER_PATH, isSafeBannerUrl, type Banner } from '../../shared/banners';
import { AUTH_PREFIX, OPERATOR_MESSAGES, SAVE_BANNER_PATH, SAVE_WASTE_BANNER_PATH } from '../../shared/operator';
import { registerOperatorRoutes, operatorOf } from '../auth/operator-scope';
import { findWasteBanner, listSideBanners, saveBanner } from './queries';

export interface BannerOptions {
  db: Db;
}

const bannerProperties = {
  id: { type: 'integer', minimum: 1 },
  position: { type: 'integer', enum: [...BANNER_POSITIONS] },
  hidden: { type: 'boolean' },
  imageUrl: { type: 'string', minLength: 1, maxLength: BANNER_URL_MAX },
  link: { type: 'string', minLength: 1, maxLength: BANNER_URL_MAX },
} as const;

const bannerBody = (idRequired: boolean) => ({
  type: 'object',
  properties: bannerProperties,
  required: [...(idRequired ? ['id'] : []), 'position', 'hidden', 'imageUrl', 'link'],
  additionalProperties: false,
});

const bannerReply = { type: 'object', properties: bannerProperties, required: ['id', 'position', 'hidden', 'imageUrl', 'link'] } as const;
const messageReply = { type: 'object', properties: { error: { const: false }, response: { type: 'string' } } } as const;

/** The first URL field that is not http(s) or a site path, as a message; null when both are fine. */
function unsafeUrl(banner: Pick<Banner, 'imageUrl' | 'link'>): string | null {
  for (const field of ['imageUrl', 'link'] as const) {
    if (!isSafeBannerUrl(banner[field])) return `${field} must be an http(s) URL or a site path starting with "/"`;
  }
  return null;
}

/** Public: GET /api/banners, GET /api/wasted-banner. Operator: POST /api/auth/banners, /api/auth/waste-banner. */
export const bannerRoutes: FastifyPluginAsync<BannerOptions> = async (app, { db }) => {
  app.get(
    BANNERS_PATH,
    {
      schema: {
        response: { 200: { type: 'object', properties: { error: { const: false }, response: { type: 'array', items: bannerReply } } } },
      },
    },
    async () => ok(await listSideBanners(db)),
  );

  app.get(
    WASTE_BANNER_PATH,
    {
      schema: {
        response: { 200: { type: 'object', properties: { error: { const: false }, response: bannerReply } }, '4xx': failureSchema },
      },
    },
    async (_request, reply) => {
      const banner = await findWasteBanner(db);
      return banner ? ok(banner) : reply.code(404).send(fail('There is no waste banner yet.'));
    },
  );

  await registerOperatorRoutes(
    app,
    async (scope) => {
      const save = async (kind: 'side' | 'waste', body: Banner, actor: string, reply: FastifyReply, message: string) => {
        const problem = unsafeUrl(body);
        if (problem) return reply.code(400).send(fail(problem, 'BAD_URL'));
        if (!(await saveBanner(db, kind, body, actor))) {
          return reply.code(404).send(fail(`There is no ${kind === 'side' ? 'banner' : 'waste banner'} with id ${body.id}.`));
        }
        return ok(message);
      };

      scope.post<{ Body: Banner }>(
        SAVE_BANNER_PATH.slice(AUTH_PREFIX.length),
        {
          schema: { body: bannerBody(true), response: { 200: messageReply, '4xx': failureSchema } },
        },
        async (request, reply) => save('side', request.body, operatorOf(request).username, reply, OPERATOR_MESSAGES.bannerSaved),
      );

      scope.post<{ Body: Omit<Banner, 'id'> & { id?: number } }>(
        SAVE_WASTE_BANNER_PATH.slice(AUTH_PREFIX.length),
        {
          schema: { body: bannerBody(false), response: { 200: messageReply, '4xx': failureSchema } },
        },
        async (request, reply) => {
          // There is one waste banner; the id may be left out.
          const id = request.body.id ?? (await findWasteBanner(db))?.id ?? 0;
          return save('waste', { ...request.body, id }, operatorOf(request).username, reply, OPERATOR_MESSAGES.wasteBannerSaved);
        },
      );
    },
    { db },
  );
};
