import type { SearchQuery } from '../../shared/api/skins';
import { FLAT_PAGE_SIZE } from '../../shared/api/skins';
import { allSkins, skinDetail, skinFacets, skinGroups, skinSearch } from '../../shared/api/skins.schemas';
import type { FeatureFactory } from '../feature';
import { httpError } from '../http/http-error';
import { unknownValueSentence } from '../../shared/skin-text';
import { mountCached } from '../http/mount';
import { enqueueJob } from '../jobs/job-queue';
import { catalogueFreshness } from './catalogue-freshness';
import { skinCollectionRoutes } from './collection/collection-routes';
import { skinImageRoutes } from './images/image-routes';
import { createSkinImages } from './images/skin-images';
import { skinImageWarmJob } from './images/warm-job';
import { SKIN_IMAGES_WARM_JOB, SKIN_IMAGES_WARM_KEY, SKINS_CACHE_TOPIC } from './names';
import { skinOperatorRoutes } from './operator-routes';
import { seedSkins } from './seed';
import { createSkinCatalogue } from './skin-catalogue';
import { collectionEuros, skinShareCard, skinSitemap } from './skin-seo';
import { skinSyncJob } from './sync/sync-job';
import { syncSourceOf } from './sync/skin-source';
import { catalogueVersion, readVersion } from './repository';
import { parseFiltersParam } from '../../shared/skin-filters';

/**
 * The skin catalogue. Public reads come from the read cache over the in-memory index (kept current
 * by catalogue-freshness.ts); a visitor's collection (collection/) is not cached. Skin images are
 * served from the image store and warmed after each sync (images/, decision 0026).
 */
export const skinsFeature: FeatureFactory = ({ db, cache, upstream, log, settings, metrics, games, storedPrices }) => {
  const catalogue = createSkinCatalogue(db);
  const source = syncSourceOf(upstream.skinSources);
  const syncRuns = metrics.counter({
    name: 'skin_sync_runs_total',
    help: 'Skin sync runs by outcome: committed, unchanged (sources as last synced) or failed',
    labelNames: ['outcome'],
    initial: [{ outcome: 'committed' }, { outcome: 'unchanged' }, { outcome: 'failed' }],
  });
  const cached = { cache, topic: SKINS_CACHE_TOPIC };
  // One freshness check for the API and the image route: the sync job and other instances change the tables.
  const fresh = catalogueFreshness(db, catalogue, () => cache.generation(SKINS_CACHE_TOPIC));
  const images = createSkinImages({
    db,
    client: upstream.skinImages,
    images: () => catalogue.images(),
    log,
    failureMemoryMs: settings.skinImages?.failureMemoryMs,
  });
  const refreshIndex = async () => {
    if (catalogueVersion(await readVersion(db)) !== catalogue.index().version) await catalogue.reload();
  };
  const warmJob = skinImageWarmJob({
    db,
    catalogue,
    images,
    enabled: upstream.skinImages !== null,
    log,
    refresh: refreshIndex,
  });
  const warmAfterSync = async () => {
    if (upstream.skinImages) await enqueueJob(db, SKIN_IMAGES_WARM_JOB, SKIN_IMAGES_WARM_KEY, {}, { priority: 100 });
  };

  /** What the query schema cannot say, and the value in the catalogue's spelling; a refusal is never kept. */
  const filterValue = ({ category, value }: SearchQuery): string | undefined => {
    if (value !== undefined && !category) throw httpError('BAD_REQUEST', 'A value needs a category.');
    if (!category || value === undefined) return undefined;
    const known = catalogue.index().resolveValue(category, value);
    if (known === null) throw httpError('NOT_FOUND', unknownValueSentence(category, value));
    return known;
  };

  return {
    seeders: [seedSkins()],
    jobs: [skinSyncJob({ db, source, afterSync: warmAfterSync, onRun: (outcome) => syncRuns.inc({ outcome }) }), warmJob],
    ready: () => catalogue.reload(),
    sitemap: [skinSitemap(db, catalogue, refreshIndex)],
    shareCard: skinShareCard(db, catalogue, refreshIndex, collectionEuros(games, storedPrices, log)),
    routes(api) {
      api.addHook('onRequest', fresh);

      mountCached(api, allSkins, cached, () => [...catalogue.index().skins]);
      mountCached(api, skinSearch, cached, ({ query }) => {
        const value = filterValue(query);
        const { category, q, prestige, filters, sort, limit, page } = query;
        return catalogue.index().search({
          category,
          value,
          q,
          prestige: prestige ?? false,
          filters: parseFiltersParam(filters),
          sort,
          limit: limit ?? FLAT_PAGE_SIZE,
          page: page ?? 1,
        });
      });
      mountCached(api, skinGroups, cached, ({ query: { category, q, sort, page } }) =>
        catalogue.index().groups({ category, q, sort, page: page ?? 1 }),
      );
      mountCached(api, skinFacets, cached, ({ query: { q, category, limit } }) =>
        catalogue.index().facets({ q, category, limit: limit ?? 10 }),
      );
      mountCached(api, skinDetail, cached, ({ params }) => {
        const skin = catalogue.index().byId.get(params.riotId);
        if (!skin) throw httpError('NOT_FOUND', `There is no skin with riot_id ${params.riotId}.`);
        return skin;
      });
      skinCollectionRoutes(api, catalogue);
    },
    operatorRoutes: (scope) => skinOperatorRoutes(scope, { db, cache, catalogue, syncSourceLabel: source.label }),
    siteRoutes: (scope) => skinImageRoutes(scope, { images, fresh }),
  };
};
