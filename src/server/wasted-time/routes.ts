import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { ReadCache } from '../read-cache/read-cache';
import { FailureReply, fail, ok, replies } from '../../shared/api/envelope';
import {
  AccountDetails,
  FetchBody,
  FetchReply,
  IdParams,
  LeaderboardReply,
  LOOKUP_MESSAGES,
  PageParams,
  wastedTimePaths,
} from '../../shared/api/wasted-time';
import type { RegionCode } from '../../shared/api/lol-regions';
import { enqueueJob, findJobById } from '../jobs/job-queue';
import { accountDetails, findAccountByPuuid, findAccountByRiotId, leaderboardPage, toDetails, WASTED_TIME_TOPIC } from './repository';
import { LOOKUP_JOB, lookupKey, type LookupProgress } from './lookup-job';
import { lookupState } from './lookup-state';
import { LOOKUP_LIMIT, takeLookup } from './lookup-throttle';
import { validationMessage } from './validation-message';

export interface WastedTimeOptions {
  db: Db;
  /** Serves the leaderboard and stored players; the lookup job bumps WASTED_TIME_TOPIC when it writes accounts. */
  cache: Pick<ReadCache, 'handler'>;
  /** False without RIOT_API_KEY: stored players and the leaderboard still work, new lookups are refused. */
  lookupsEnabled: boolean;
  lookupLimit?: { count: number; windowMs: number };
}

/** A refused request (bad input) answers 400 with the field's message and changes nothing. */
const refuseInvalid = (request: FastifyRequest, reply: FastifyReply): boolean => {
  if (!request.validationError) return false;
  void reply.code(400).send(fail(validationMessage(request.validationError.validation), 'BAD_REQUEST'));
  return true;
};

/** The same check before a cached handler (which runs only on a miss). */
const refuseInvalidFirst = async (request: FastifyRequest, reply: FastifyReply) => {
  if (refuseInvalid(request, reply)) return reply;
};

const noSuchPlayer = () => Object.assign(new Error('There is no such player on the leaderboard.'), { statusCode: 404 });

/**
 * POST /fetch, GET /lookups/:id (live progress, never cached), and from the read cache
 * GET /leaderboard/:page[/:region] and GET /wasted-accounts/:id.
 */
export const wastedTimeRoutes: FastifyPluginAsync<WastedTimeOptions> = async (
  app,
  { db, cache, lookupsEnabled, lookupLimit = LOOKUP_LIMIT },
) => {
  app.post<{ Body: FetchBody }>(
    wastedTimePaths.fetch,
    { schema: { body: FetchBody, response: { ...replies(FetchReply), '5xx': FailureReply } }, attachValidation: true },
    async (request, reply) => {
      if (refuseInvalid(request, reply)) return reply;
      const body = request.body;
      const known = await findAccountByRiotId(db, body.region, body.gameName, body.tagLine);
      if (!lookupsEnabled) {
        if (!known) return reply.code(503).send(fail(LOOKUP_MESSAGES.unavailable, 'LOOKUPS_UNAVAILABLE'));
        return ok<FetchReply>({
          lookupId: null,
          account: toDetails(known),
          lookup: { state: 'unavailable', done: 0, total: 0, reason: LOOKUP_MESSAGES.unavailable },
        });
      }
      const wait = await takeLookup(db, request.ip, lookupLimit);
      if (wait > 0) {
        const minutes = Math.max(1, Math.ceil(wait / 60_000));
        void reply.header('Retry-After', String(Math.ceil(wait / 1000)));
        return reply
          .code(429)
          .send(fail(`Too many lookups from your address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, 'TOO_MANY_LOOKUPS'));
      }
      const payload: FetchBody = { gameName: body.gameName.trim(), tagLine: body.tagLine.trim(), region: body.region };
      const { status } = await enqueueJob<LookupProgress>(db, LOOKUP_JOB, lookupKey(payload), payload);
      return ok<FetchReply>({ lookupId: status.id, account: known ? toDetails(known) : null, lookup: lookupState(status) });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/lookups/:id',
    { schema: { params: IdParams, response: replies(FetchReply) }, attachValidation: true },
    async (request, reply) => {
      if (refuseInvalid(request, reply)) return reply;
      const job = await findJobById<FetchBody, LookupProgress>(db, LOOKUP_JOB, Number(request.params.id));
      if (!job) return reply.code(404).send(fail('There is no such lookup.'));
      const row = job.progress?.puuid
        ? await findAccountByPuuid(db, job.progress.puuid)
        : await findAccountByRiotId(db, job.payload.region, job.payload.gameName, job.payload.tagLine);
      return ok<FetchReply>({ lookupId: job.id, account: row ? toDetails(row) : null, lookup: lookupState(job) });
    },
  );

  type BoardParams = { page: string; region?: RegionCode };
  const board = cache.handler({
    topic: WASTED_TIME_TOPIC,
    // Keyed by the parameters, so junk query strings neither miss nor fill the cache.
    key: (request) => {
      const { page, region } = request.params as BoardParams;
      return `leaderboard:${page}:${region ?? ''}`;
    },
    load: (request) => {
      const { page, region } = request.params as BoardParams;
      return leaderboardPage(db, Number(page), region);
    },
  });
  const boardRoute = {
    schema: { params: PageParams, response: replies(LeaderboardReply) },
    attachValidation: true,
    preHandler: refuseInvalidFirst,
  };
  app.get('/leaderboard/:page', boardRoute, board);
  app.get('/leaderboard/:page/:region', boardRoute, board);

  app.get(
    '/wasted-accounts/:id',
    { schema: { params: IdParams, response: replies(AccountDetails) }, attachValidation: true, preHandler: refuseInvalidFirst },
    cache.handler({
      topic: WASTED_TIME_TOPIC,
      key: (request) => `account:${(request.params as { id: string }).id}`,
      // A throw is answered by the error handler (404 with this message) and not kept.
      load: async (request) => {
        const details = await accountDetails(db, Number((request.params as { id: string }).id));
        if (!details) throw noSuchPlayer();
        return details;
      },
    }),
  );
};
