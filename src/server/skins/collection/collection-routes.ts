import { skinCollection, skinCollectionExport, skinCollectionMatch } from '../../../shared/api/skin-collection.schemas';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../http/mount';
import type { SkinCatalogue } from '../skin-catalogue';
import { collectionLookup } from './collection-lookup';
import { exportRows } from './export-rows';
import { matchEntries } from './name-matcher';
import { summarizeCollection } from './summarize';

/** "My Skin Collection": reads the in-memory index only, and is not cached (every collection differs). */
export function skinCollectionRoutes(api: FastifyInstance, catalogue: SkinCatalogue): void {
  const current = () => {
    const index = catalogue.index();
    return { index, lookup: collectionLookup(index) };
  };
  mount(api, skinCollection, ({ body }) => {
    const { index, lookup } = current();
    return summarizeCollection(index, lookup, body);
  });
  mount(api, skinCollectionExport, ({ body }) => {
    const { index, lookup } = current();
    return exportRows(index, lookup, body.ids);
  });
  mount(api, skinCollectionMatch, ({ body }) => matchEntries(body.entries, current().lookup.names));
}
