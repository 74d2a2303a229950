import type { FastifyInstance } from 'fastify';
import {
  SKIN_OPERATOR_MESSAGES,
  operatorSkin,
  operatorSkinList,
  postSkinSync,
  saveOperatorSkin,
  skinSyncRun,
  skinSyncRuns,
  startSkinSync,
} from '../../shared/api/skin-operator';
import type { Db } from '../db/database';
import { recordAudit } from '../audit/audit-log';
import { enqueueJob } from '../jobs/job-queue';
import { httpError } from '../http/http-error';
import { mount, type HandlerInput } from '../http/mount';
import type { ReadCache } from '../read-cache/read-cache';
import { operatorOf } from '../security/operator-request';
import { catalogueFreshness } from './catalogue-freshness';
import { SKIN_SYNC_JOB, SKIN_SYNC_KEY, SKINS_CACHE_TOPIC } from './names';
import { checkEdits, saveSkinEdits } from './operator-edits';
import { listOperatorSkins, readOperatorSkin } from './operator-views';
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

  mount(scope, operatorSkin, async ({ params }) => {
    const view = await readOperatorSkin(db, catalogue.index(), params.riotId);
    if (!view) throw noSuchSkin(params.riotId);
    return view;
  });

  mount(scope, saveOperatorSkin, async ({ params, body, request }) => {
    const { riotId } = params;
    const before = await readOperatorSkin(db, catalogue.index(), riotId);
    if (!before) throw noSuchSkin(params.riotId);
    const checked = checkEdits(body);
    if ('problem' in checked) throw httpError('BAD_REQUEST', checked.problem);
    if (await saveSkinEdits(db, riotId, before.source, checked.edits, operatorOf(request).username)) {
      await catalogue.reload();
      await cache.invalidate(SKINS_CACHE_TOPIC);
    }
    return (await readOperatorSkin(db, catalogue.index(), riotId))!;
  });

  const startSync = async ({ request }: Pick<HandlerInput<typeof startSkinSync>, 'request'>) => {
    const { status, joined } = await enqueueJob(db, SKIN_SYNC_JOB, SKIN_SYNC_KEY, {});
    if (!joined) await recordAudit(db, { actor: operatorOf(request).username, action: 'skin.sync.start', target: `job:${status.id}` });
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
