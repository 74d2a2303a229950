import { useMemo } from 'react';
import { COLLECTION_PAGE_SIZE, skinCollection } from '../../../../shared/api/skin-collection';
import type { SkinSort } from '../../../../shared/api/skins';
import { useEndpointPages } from '../../../lib/use-endpoint-pages';

/**
 * The collection's summary and its cards, page by page (the next when the sentinel below the grid
 * comes into view). `ids` null or empty asks nothing.
 */
export function useCollectionPages(ids: readonly number[] | null, sort: SkinSort, q: string) {
  const { pages, loading, error, sentinel } = useEndpointPages(
    skinCollection,
    (page) => (ids?.length ? { body: { ids: ids as number[], sort, q: q || undefined, page, limit: COLLECTION_PAGE_SIZE } } : null),
    {
      more: (loaded) => loaded.reduce((n, p) => n + p.items.length, 0) < (loaded[0]?.total ?? 0),
      revalidateOnFocus: false,
      keepPreviousData: true,
    },
  );
  const items = useMemo(() => pages.flatMap((p) => p.items), [pages]);
  const first = pages[0] ?? null;
  // One object while nothing changed, so a page can defer it (useDeferredValue) and skip renders.
  return useMemo(() => ({ first, items, loading, error, sentinel }), [first, items, loading, error, sentinel]);
}
