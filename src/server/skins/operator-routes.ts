import type { FastifyInstance } from 'fastify';
import { SKIN_OPERATOR_MESSAGES } from '../../shared/api/skin-operator';
import {
  operatorSkin,
  operatorSkinList,
  postSkinSync,
  saveOperatorSkin,
  skinSyncRun,
  skinRevisions,
  skinSyncRuns,
  startSkinSync,
} from '../../shared/api/skin-operator.schemas';
import { revisionTag } from '../../shared/api/revisions';
import type { Db } from '../db/database';
import { recordAudit } from '../audit/audit-log';
import { enqueueJob } from '../jobs/job-queue';
import { httpError } from '../http/http-error';
import { mount, type HandlerInput } from '../http/mount';
import type { ReadCache } from '../read-cache/read-cache';
import { operatorOf } from '../security/operator-request';
import { catalogueFreshness } from './catalogue-freshness';
import { SKIN_SYNC_JOB, SKIN_SYNC_KEY, SKINS_CACHE_TOPIC } from './names';
import { listOperatorSkins, readOperatorSkin } from './operator-views';
import { createRevisions, mountRevisionRoutes, withRevision } from '../revisions/revisioned-resource';
import { skinResource } from './skin-resource';
import type { SkinCatalogue } from './skin-catalogue';
import { listSyncRuns, readSyncRun } from './sync/sync-runs';

export interface SkinOperatorOptions {
  db: Db;
  catalogue: SkinCatalogue;
  /** A save drops the rendered skin pages here and on every instance. */
  cache: Pick<ReadCache, 'invalidate'>;
  /** Shown for runs that have not started yet, e.g. "bundled snapshot". */
  syncSourceLabel: string;
}

const noSuchSkin = (riotId: number) => httpError('NOT_FOUND', `There is no skin with riot_id ${riotId}.`);

/**
 * Operator scope (the guard runs first: session, then the same-site rule for changes): the skin
 * list, one skin (view, save), starting a sync (GET, the spec's verb, or POST) and its runs.
 */
export function skinOperatorRoutes(scope: FastifyInstance, { db, cache, catalogue, syncSourceLabel }: SkinOperatorOptions): void {
  // The operator sees the catalogue as stored, also right after a sync this or another instance
  // committed: its version is read from the database on every operator request (they are few),
  // not at most once a second as for visitors.
  scope.addHook(
    'onRequest',
    catalogueFreshness(db, catalogue, () => 0, 0),
  );

  mount(scope, operatorSkinList, async ({ query }) => listOperatorSkins(db, catalogue.index(), query));

  const revisions = createRevisions(db);
  const skins = skinResource(async () => {
    await catalogue.reload();
    await cache.invalidate(SKINS_CACHE_TOPIC);
  });
  /** The edit page's view with its revision (and the revision as ETag: decision 0032). */
  const view = async (riotId: number) => {
    const found = await readOperatorSkin(db, catalogue.index(), riotId);
    if (!found) throw noSuchSkin(riotId);
    return withRevision(db, skins.kind, String(riotId), found);
  };

  mount(scope, operatorSkin, async ({ params, reply }) => {
    const found = await view(params.riotId);
    void reply.header('ETag', revisionTag(found.revision));
    return found;
  });

  mount(scope, saveOperatorSkin, async ({ params, body, request }) => {
    await revisions.save(skins, String(params.riotId), body, request);
    return view(params.riotId);
  });
  mountRevisionRoutes(scope, revisions, skins, skinRevisions, (params) => String(params.riotId));

  const startSync = async ({ request }: Pick<HandlerInput<typeof startSkinSync>, 'request'>) => {
    const { status, joined } = await enqueueJob(db, SKIN_SYNC_JOB, SKIN_SYNC_KEY, {});
    if (!joined)
      await recordAudit(db, {
        actor: operatorOf(request).username,
        action: 'skin.sync.start',
        target: `job:${status.id}`,
        requestId: request.id,
      });
    const detail = await readSyncRun(db, status.id, syncSourceLabel, 0);
    return { message: SKIN_OPERATOR_MESSAGES.syncStarted, run: detail!.run, joined };
  };
  mount(scope, startSkinSync, startSync);
  mount(scope, postSkinSync, startSync);

  mount(scope, skinSyncRuns, async () => ({ runs: await listSyncRuns(db, syncSourceLabel) }));

  mount(scope, skinSyncRun, async ({ params }) => {
    const detail = await readSyncRun(db, params.runId, syncSourceLabel);
    if (!detail) throw httpError('NOT_FOUND', `There is no sync run ${params.runId}.`);
    return detail;
  });
}
