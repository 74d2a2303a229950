import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../db/database';
import { fail, ok, replies } from '../../shared/api/envelope';
import { BANNER_MESSAGES, Banner, SaveBannerBody, SaveWasteBannerBody, bannerPaths, isSafeBannerUrl } from '../../shared/api/banners';
import { operatorOf } from '../http/operator-request';
import type { ReadCache } from '../read-cache/read-cache';
import { findWasteBanner, listSideBanners, saveBanner } from './repository';

const BANNERS_TOPIC = 'banners';

export interface BannerOptions {
  db: Db;
  cache: ReadCache;
}

/** The first URL field that is not http(s) or a site path, as a message; null when both are fine. */
function unsafeUrl(banner: Pick<Banner, 'imageUrl' | 'link'>): string | null {
  for (const field of ['imageUrl', 'link'] as const) {
    if (!isSafeBannerUrl(banner[field])) return `${field} must be an http(s) URL or a site path starting with "/"`;
  }
  return null;
}

/** Public: GET /api/banners, GET /api/wasted-banner. */
export const bannerRoutes: FastifyPluginAsync<BannerOptions> = async (plain, { db, cache }) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    bannerPaths.public.list,
    { schema: { response: replies(Type.Array(Banner)) } },
    cache.handler({ topic: BANNERS_TOPIC, key: () => 'side', load: () => listSideBanners(db) }),
  );

  // From the read cache too, so the time-wasted page (which reads it) can be kept rendered.
  app.get(
    bannerPaths.public.waste,
    { schema: { response: replies(Banner) } },
    cache.handler({
      topic: BANNERS_TOPIC,
      key: () => 'waste',
      load: async () => {
        const banner = await findWasteBanner(db);
        // A refusal is answered by the error handler and never kept.
        if (!banner) throw Object.assign(new Error('There is no waste banner yet.'), { statusCode: 404 });
        return banner;
      },
    }),
  );
};

/** Operator scope: POST /api/auth/banners, POST /api/auth/waste-banner. */
export const bannerOperatorRoutes: FastifyPluginAsync<BannerOptions> = async (plain, { db, cache }) => {
  const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
  const save = async (kind: 'side' | 'waste', body: Banner, actor: string, reply: FastifyReply, message: string) => {
    const problem = unsafeUrl(body);
    if (problem) return reply.code(400).send(fail(problem, 'BAD_URL'));
    if (!(await saveBanner(db, kind, body, actor))) {
      return reply.code(404).send(fail(`There is no ${kind === 'side' ? 'banner' : 'waste banner'} with id ${body.id}.`));
    }
    await cache.invalidate(BANNERS_TOPIC);
    return ok(message);
  };

  scope.post(bannerPaths.operator.save, { schema: { body: SaveBannerBody, response: replies(Type.String()) } }, async (request, reply) =>
    save('side', request.body as Banner, operatorOf(request).username, reply, BANNER_MESSAGES.saved),
  );

  scope.post(
    bannerPaths.operator.saveWaste,
    { schema: { body: SaveWasteBannerBody, response: replies(Type.String()) } },
    async (request, reply) => {
      // There is one waste banner; the id may be left out.
      const id = request.body.id ?? (await findWasteBanner(db))?.id ?? 0;
      const banner = { ...request.body, id } as Banner;
      return save('waste', banner, operatorOf(request).username, reply, BANNER_MESSAGES.wasteSaved);
    },
  );
};
