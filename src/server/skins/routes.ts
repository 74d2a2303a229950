import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { fail, ok, replies, successReply } from '../../shared/api/envelope';
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
import type { SkinCatalogue } from './skin-catalogue';
import { skinQueryError } from './query-errors';

export interface SkinRouteOptions {
  catalogue: SkinCatalogue;
}

const RiotIdParams = Type.Object({ riotId: Type.String({ pattern: '^[0-9]{1,9}$' }) });

/**
 * Public, read-only: GET /api/skins (everything), /api/skins/{riot_id}, and the paged search,
 * grouped and sidebar-count views the pages use. All served from memory with a weak ETag of the
 * catalogue version, so an unchanged catalogue answers 304.
 */
export const skinRoutes: FastifyPluginAsync<SkinRouteOptions> = async (app, { catalogue }) => {
  const cached = async (request: FastifyRequest, reply: FastifyReply) => {
    const etag = catalogue.etag();
    reply.header('ETag', etag).header('Cache-Control', 'public, max-age=60');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  };
  const common = { preHandler: cached, schemaErrorFormatter: skinQueryError };

  app.get(SKINS_PATH, { ...common, schema: { response: { 200: successReply(Type.Array(SkinSchema)) } } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(catalogue.fullListJson()),
  );

  app.get<{ Querystring: SearchQuery }>(
    SKIN_SEARCH_PATH,
    {
      ...common,
      schema: { querystring: SearchQuerySchema, response: replies(SearchReplySchema) },
    },
    async (request, reply) => {
      const { category, value, q, sort } = request.query;
      const limit = Number(request.query.limit ?? FLAT_PAGE_SIZE);
      if (limit > MAX_LIMIT) return reply.code(400).send(fail(`limit must be a whole number from 1 to ${MAX_LIMIT}`, 'BAD_REQUEST'));
      if (value !== undefined && !category) return reply.code(400).send(fail('value needs a category', 'BAD_REQUEST'));
      if (category && value !== undefined && !catalogue.index().hasValue(category, value)) {
        return reply.code(400).send(fail(`Unknown ${category} value '${value}'`, 'BAD_REQUEST'));
      }
      return ok(catalogue.index().search({ category, value, q, sort, limit, page: Number(request.query.page ?? 1) }));
    },
  );

  app.get<{ Querystring: GroupsQuery }>(
    SKIN_GROUPS_PATH,
    {
      ...common,
      schema: { querystring: GroupsQuerySchema, response: replies(GroupsReplySchema) },
    },
    async (request) => {
      const { category, q, sort } = request.query;
      return ok(catalogue.index().groups({ category, q, sort, page: Number(request.query.page ?? 1) }));
    },
  );

  app.get<{ Querystring: FacetsQuery }>(
    SKIN_FACETS_PATH,
    {
      ...common,
      schema: { querystring: FacetsQuerySchema, response: replies(FacetsReplySchema) },
    },
    async (request) => {
      const { q, category } = request.query;
      return ok(catalogue.index().facets({ q, category, limit: Number(request.query.limit ?? 10) }));
    },
  );

  app.get<{ Params: { riotId: string } }>(
    `${SKINS_PATH}/:riotId`,
    {
      ...common,
      schema: { params: RiotIdParams, response: replies(SkinSchema) },
    },
    async (request, reply) => {
      const skin = catalogue.index().byId.get(Number(request.params.riotId));
      return skin ? ok(skin) : reply.code(404).send(fail(`There is no skin with riot_id ${request.params.riotId}.`));
    },
  );
};
