import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { fail, replies, successReply } from '../../shared/api/envelope';
import {
  FacetsQuerySchema,
  FacetsReplySchema,
  GroupsQuerySchema,
  GroupsReplySchema,
  MAX_LIMIT,
  FLAT_PAGE_SIZE,
  SearchQuerySchema,
  SearchReplySchema,
  SKIN_FACETS_PATH,
  SKIN_GROUPS_PATH,
  SKIN_SEARCH_PATH,
  SKINS_PATH,
  SkinSchema,
  type FacetsQuery,
  type GroupsQuery,
  type SearchQuery,
} from '../../shared/api/skins';
import type { ReadCache } from '../read-cache/read-cache';
import type { SkinCatalogue } from './skin-catalogue';
import { skinQueryError } from './query-errors';
import { SKINS_CACHE_TOPIC } from './sync/sync-names';

export interface SkinRouteOptions {
  catalogue: SkinCatalogue;
  /** Serves the replies (pre-compressed, ETag, 304); a sync or an operator edit invalidates the topic. */
  cache: Pick<ReadCache, 'handler'>;
}

const RiotIdParams = Type.Object({ riotId: Type.String({ pattern: '^[0-9]{1,9}$' }) });

/**
 * Public, read-only: GET /api/skins (everything), /api/skins/{riot_id}, and the paged search,
 * grouped and sidebar-count views the pages use. Replies come from the read cache, loaded from the
 * in-memory index (kept current by catalogue-freshness.ts); refusals are answered before it.
 */
export const skinRoutes: FastifyPluginAsync<SkinRouteOptions> = async (app, { catalogue, cache }) => {
  const cached = <T>(load: (request: FastifyRequest) => T) =>
    cache.handler({ topic: SKINS_CACHE_TOPIC, load: async (request) => load(request) });
  const schemaErrorFormatter = skinQueryError;

  app.get(
    SKINS_PATH,
    { schemaErrorFormatter, schema: { response: { 200: successReply(Type.Array(SkinSchema)) } } },
    cached(() => catalogue.index().skins),
  );

  /** Refusals the query schema cannot express; answered before the cache. */
  const searchRefusal = ({ category, value, limit }: SearchQuery): string | null => {
    if (Number(limit ?? FLAT_PAGE_SIZE) > MAX_LIMIT) return `limit must be a whole number from 1 to ${MAX_LIMIT}`;
    if (value !== undefined && !category) return 'value needs a category';
    if (category && value !== undefined && !catalogue.index().hasValue(category, value)) return `Unknown ${category} value '${value}'`;
    return null;
  };
  const refuseSearch = async (request: FastifyRequest, reply: FastifyReply) => {
    const refusal = searchRefusal(request.query as SearchQuery);
    if (refusal) return reply.code(400).send(fail(refusal, 'BAD_REQUEST'));
  };
  app.get(
    SKIN_SEARCH_PATH,
    { schemaErrorFormatter, preHandler: refuseSearch, schema: { querystring: SearchQuerySchema, response: replies(SearchReplySchema) } },
    cached((request) => {
      const { category, value, q, prestige, sort, limit, page } = request.query as SearchQuery;
      return catalogue.index().search({
        category,
        value,
        q,
        prestige: prestige === 'true',
        sort,
        limit: Number(limit ?? FLAT_PAGE_SIZE),
        page: Number(page ?? 1),
      });
    }),
  );

  app.get(
    SKIN_GROUPS_PATH,
    { schemaErrorFormatter, schema: { querystring: GroupsQuerySchema, response: replies(GroupsReplySchema) } },
    cached((request) => {
      const { category, q, sort, page } = request.query as GroupsQuery;
      return catalogue.index().groups({ category, q, sort, page: Number(page ?? 1) });
    }),
  );

  app.get(
    SKIN_FACETS_PATH,
    { schemaErrorFormatter, schema: { querystring: FacetsQuerySchema, response: replies(FacetsReplySchema) } },
    cached((request) => {
      const { q, category, limit } = request.query as FacetsQuery;
      return catalogue.index().facets({ q, category, limit: Number(limit ?? 10) });
    }),
  );

  app.get(
    `${SKINS_PATH}/:riotId`,
    { schemaErrorFormatter, schema: { params: RiotIdParams, response: replies(SkinSchema) } },
    cached((request) => {
      const { riotId } = request.params as { riotId: string };
      const skin = catalogue.index().byId.get(Number(riotId));
      // A failed load is answered by the error handler and never kept.
      if (!skin) throw Object.assign(new Error(`There is no skin with riot_id ${riotId}.`), { statusCode: 404 });
      return skin;
    }),
  );
};
