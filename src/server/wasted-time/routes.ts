import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { fail, ok } from '../../shared/api/envelope';
import { FetchBody, IdParams, LOOKUP_MESSAGES, PageParams, wastedTimePaths, type FetchReply } from '../../shared/api/wasted-time';
import type { RegionCode } from '../../shared/api/lol-regions';
import { enqueueJob, findJobById } from '../jobs/job-queue';
import { accountDetails, findAccountByPuuid, findAccountByRiotId, leaderboardPage, toDetails } from './repository';
import { LOOKUP_JOB, lookupKey, type LookupProgress } from './lookup-job';
import { lookupState } from './lookup-state';
import { LOOKUP_LIMIT, takeLookup } from './lookup-throttle';
import { validationMessage } from './validation-message';

export interface WastedTimeOptions {
  db: Db;
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

/** POST /fetch, GET /lookups/:id, GET /leaderboard/:page[/:region], GET /wasted-accounts/:id. */
export const wastedTimeRoutes: FastifyPluginAsync<WastedTimeOptions> = async (app, { db, lookupsEnabled, lookupLimit = LOOKUP_LIMIT }) => {
  app.post<{ Body: FetchBody }>(wastedTimePaths.fetch, { schema: { body: FetchBody }, attachValidation: true }, async (request, reply) => {
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
  });

  app.get<{ Params: { id: string } }>('/lookups/:id', { schema: { params: IdParams }, attachValidation: true }, async (request, reply) => {
    if (refuseInvalid(request, reply)) return reply;
    const job = await findJobById<FetchBody, LookupProgress>(db, LOOKUP_JOB, Number(request.params.id));
    if (!job) return reply.code(404).send(fail('There is no such lookup.'));
    const row = job.progress?.puuid
      ? await findAccountByPuuid(db, job.progress.puuid)
      : await findAccountByRiotId(db, job.payload.region, job.payload.gameName, job.payload.tagLine);
    return ok<FetchReply>({ lookupId: job.id, account: row ? toDetails(row) : null, lookup: lookupState(job) });
  });

  const board = async (request: FastifyRequest<{ Params: { page: string; region?: RegionCode } }>, reply: FastifyReply) => {
    if (refuseInvalid(request, reply)) return reply;
    return ok(await leaderboardPage(db, Number(request.params.page), request.params.region));
  };
  app.get('/leaderboard/:page', { schema: { params: PageParams }, attachValidation: true }, board);
  app.get('/leaderboard/:page/:region', { schema: { params: PageParams }, attachValidation: true }, board);

  app.get<{ Params: { id: string } }>(
    '/wasted-accounts/:id',
    { schema: { params: IdParams }, attachValidation: true },
    async (request, reply) => {
      if (refuseInvalid(request, reply)) return reply;
      const details = await accountDetails(db, Number(request.params.id));
      return details ? ok(details) : reply.code(404).send(fail('There is no such player on the leaderboard.'));
    },
  );
};
