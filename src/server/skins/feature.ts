import type { SearchQuery } from '../../shared/api/skins';
import { FLAT_PAGE_SIZE, MAX_LIMIT, allSkins, skinDetail, skinFacets, skinGroups, skinSearch } from '../../shared/api/skins';
import type { FeatureFactory } from '../feature';
import { httpError } from '../http/http-error';
import { unknownValueSentence } from '../../shared/skin-text';
import { mountCached } from '../http/mount';
import { catalogueFreshness } from './catalogue-freshness';
import { skinCollectionRoutes } from './collection/collection-routes';
import { SKINS_CACHE_TOPIC } from './names';
import { skinOperatorRoutes } from './operator-routes';
import { seedSkins } from './seed';
import { createSkinCatalogue } from './skin-catalogue';
import { skinSyncJob } from './sync/sync-job';
import { syncSourceOf } from './sync/skin-source';

/**
 * The skin catalogue. Public, read-only, from the read cache (loaded from the in-memory index,
 * kept current by catalogue-freshness.ts): every skin, one skin, and the paged search, grouped and
 * sidebar views; a visitor's collection is summed, exported and matched in collection/ (not
 * cached). Operator: list and edit skins, run the sync (operator-routes.ts).
 */
export const skinsFeature: FeatureFactory = ({ db, cache, upstream }) => {
  const catalogue = createSkinCatalogue(db);
  const source = syncSourceOf(upstream.skinSources);
  const cached = { cache, topic: SKINS_CACHE_TOPIC };

  /** What the query schema cannot say, and the value in the catalogue's spelling; a refusal is never kept. */
  const filterValue = ({ category, value, limit }: SearchQuery): string | undefined => {
    if (Number(limit ?? FLAT_PAGE_SIZE) > MAX_LIMIT)
      throw httpError('BAD_REQUEST', `The limit must be a whole number from 1 to ${MAX_LIMIT}.`);
    if (value !== undefined && !category) throw httpError('BAD_REQUEST', 'A value needs a category.');
    if (!category || value === undefined) return undefined;
    const known = catalogue.index().resolveValue(category, value);
    if (known === null) throw httpError('NOT_FOUND', unknownValueSentence(category, value));
    return known;
  };

  return {
    name: 'skins',
    seeders: [seedSkins()],
    jobs: [skinSyncJob({ db, source }) as never],
    topics: [SKINS_CACHE_TOPIC],
    ready: () => catalogue.reload(),
    routes(api) {
      // The sync job and other instances change the catalogue tables; a skin request may pick that up.
      api.addHook('onRequest', catalogueFreshness(db, catalogue, cache.changes));

      mountCached(api, allSkins, cached, () => [...catalogue.index().skins]);
      mountCached(api, skinSearch, cached, ({ query }) => {
        const value = filterValue(query);
        const { category, q, prestige, sort, limit, page } = query;
        return catalogue.index().search({
          category,
          value,
          q,
          prestige: prestige === 'true',
          sort,
          limit: Number(limit ?? FLAT_PAGE_SIZE),
          page: Number(page ?? 1),
        });
      });
      mountCached(api, skinGroups, cached, ({ query: { category, q, sort, page } }) =>
        catalogue.index().groups({ category, q, sort, page: Number(page ?? 1) }),
      );
      mountCached(api, skinFacets, cached, ({ query: { q, category, limit } }) =>
        catalogue.index().facets({ q, category, limit: Number(limit ?? 10) }),
      );
      mountCached(api, skinDetail, cached, ({ params }) => {
        const skin = catalogue.index().byId.get(Number(params.riotId));
        if (!skin) throw httpError('NOT_FOUND', `There is no skin with riot_id ${params.riotId}.`);
        return skin;
      });
      skinCollectionRoutes(api, catalogue);
    },
    operatorRoutes: (scope) => skinOperatorRoutes(scope, { db, cache, catalogue, syncSourceLabel: source.label }),
  };
};
