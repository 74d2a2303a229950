import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EmptyBody, fail, ok, replies } from '../../shared/api/envelope';
import {
  OperatorSkin,
  OperatorSkinList,
  RiotIdParams,
  RunIdParams,
  SKIN_OPERATOR_MESSAGES,
  SaveSkinBody,
  SkinListQuery,
  SyncRunDetail,
  SyncRunsReply,
  SyncStartReply,
  skinOperatorPaths as paths,
} from '../../shared/api/skin-operator';
import type { Db } from '../db/database';
import { recordAudit } from '../audit/audit-log';
import { enqueueJob } from '../jobs/job-queue';
import { operatorOf } from '../http/operator-request';
import type { SkinCatalogue } from './skin-catalogue';
import { checkEdits, saveSkinEdits } from './operator-edits';
import { listOperatorSkins, readOperatorSkin } from './operator-views';
import { SKIN_SYNC_JOB, SKIN_SYNC_KEY } from './sync/sync-names';
import { listSyncRuns, readSyncRun } from './sync/sync-runs';
import { fromOtherSite, namedFieldError } from './operator-request-checks';
import type { ReadCache } from '../read-cache/read-cache';
import { SKINS_CACHE_TOPIC } from './sync/sync-names';
import { catalogueFreshness } from './catalogue-freshness';

export interface SkinOperatorOptions {
  db: Db;
  catalogue: SkinCatalogue;
  /** The read cache: a save drops the rendered skin pages here and on every instance. */
  cache: Pick<ReadCache, 'invalidate'>;
  /** Shown for runs that have not started yet, e.g. "bundled snapshot". */
  syncSourceLabel: string;
}

const notFound = (reply: FastifyReply, riotId: string) => reply.code(404).send(fail(`There is no skin with riot_id ${riotId}.`));

/**
 * Operator scope (the guard of app.ts runs first: session, then Origin for changes):
 * GET /skins (list), GET|POST /skins/{riot_id} (view, save), GET|POST /sync/skins (start a sync),
 * GET /sync/skins/runs and /sync/skins/runs/{id} (progress and history).
 */
export const skinOperatorRoutes: FastifyPluginAsync<SkinOperatorOptions> = async (plain, { db, cache, catalogue, syncSourceLabel }) => {
  const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
  scope.setSchemaErrorFormatter(namedFieldError);
  // The operator sees the catalogue as stored, also right after a sync this or another instance
  // committed: its version is read from the database on every operator request (they are few),
  // not at most once a second as for visitors.
  scope.addHook(
    'onRequest',
    catalogueFreshness(db, catalogue, () => 0, 0),
  );

  scope.get(paths.list, { schema: { querystring: SkinListQuery, response: replies(OperatorSkinList) } }, async (request) =>
    ok(await listOperatorSkins(db, catalogue.index(), request.query)),
  );

  scope.get(paths.skinPattern, { schema: { params: RiotIdParams, response: replies(OperatorSkin) } }, async (request, reply) => {
    const view = await readOperatorSkin(db, catalogue.index(), Number(request.params.riotId));
    return view ? ok(view) : notFound(reply, request.params.riotId);
  });

  scope.post(
    paths.skinPattern,
    { schema: { params: RiotIdParams, body: SaveSkinBody, response: replies(OperatorSkin) } },
    async (request, reply) => {
      const riotId = Number(request.params.riotId);
      const before = await readOperatorSkin(db, catalogue.index(), riotId);
      if (!before) return notFound(reply, request.params.riotId);
      const checked = checkEdits(request.body);
      if ('problem' in checked) return reply.code(400).send(fail(checked.problem, 'BAD_REQUEST'));
      if (await saveSkinEdits(db, riotId, before.source, checked.edits, operatorOf(request).username)) {
        await catalogue.reload();
        await cache.invalidate(SKINS_CACHE_TOPIC);
      }
      return ok((await readOperatorSkin(db, catalogue.index(), riotId))!);
    },
  );

  const startSync = async (request: FastifyRequest, reply: FastifyReply) => {
    if (fromOtherSite(request))
      return reply.code(403).send(fail('This request did not come from this site, so it was refused.', 'FOREIGN_ORIGIN'));
    const { status, joined } = await enqueueJob(db, SKIN_SYNC_JOB, SKIN_SYNC_KEY, {});
    if (!joined) await recordAudit(db, { actor: operatorOf(request).username, action: 'skin.sync.start', target: `job:${status.id}` });
    const detail = await readSyncRun(db, status.id, syncSourceLabel, 0);
    return ok({ message: SKIN_OPERATOR_MESSAGES.syncStarted, run: detail!.run, joined });
  };
  scope.get(paths.sync, { schema: { response: replies(SyncStartReply) } }, startSync);
  scope.post(paths.sync, { schema: { body: EmptyBody, response: replies(SyncStartReply) } }, startSync);

  scope.get(paths.runs, { schema: { response: replies(SyncRunsReply) } }, async () =>
    ok({ runs: await listSyncRuns(db, syncSourceLabel) }),
  );

  scope.get(paths.runPattern, { schema: { params: RunIdParams, response: replies(SyncRunDetail) } }, async (request, reply) => {
    const detail = await readSyncRun(db, Number(request.params.runId), syncSourceLabel);
    return detail ? ok(detail) : reply.code(404).send(fail(`There is no sync run ${request.params.runId}.`));
  });
};
