import { useMemo } from 'react';
import { COLLECTION_PAGE_SIZE, skinCollection, type CollectionReply } from '../../../../shared/api/skin-collection';
import type { SkinSort } from '../../../../shared/api/skins';
import { useEndpointPages } from '../../../lib/use-endpoint-pages';
import { useHydrated } from '../../../lib/use-hydrated';

/** The order a collection opens in (the server's default, so a loader's first page is this order's). */
export const INITIAL_SORT: SkinSort = 'newest';

/**
 * Failures show in the page, not as a toast. `initial` is the first page in the default order with
 * no search, when a route loader read it: the data of that key alone.
 */
export function useCollectionPages(ids: readonly number[] | null, sort: SkinSort, q: string, initial?: CollectionReply) {
  const fromLoader = initial && sort === INITIAL_SORT && q === '' ? [initial] : undefined;
  const { pages, loading, error, sentinel } = useEndpointPages(
    skinCollection,
    (page) => (ids?.length ? { body: { ids: ids as number[], sort, q: q || undefined, page, limit: COLLECTION_PAGE_SIZE } } : null),
    {
      more: (loaded) => loaded.reduce((n, p) => n + p.items.length, 0) < (loaded[0]?.total ?? 0),
      revalidateOnFocus: false,
      keepPreviousData: true,
      fallbackData: fromLoader,
      // The loader's page is as fresh as the page itself: not asked again on hydration.
      revalidateIfStale: !fromLoader,
    },
  );
  // Hydration must render what the server did: the loader's page, and nothing loading, whatever SWR
  // reports while it takes over (it may still check that page once).
  const hydrated = useHydrated();
  const busy = loading && (hydrated || !fromLoader);
  const items = useMemo(() => pages.flatMap((p) => p.items), [pages]);
  const first = pages[0] ?? null;
  // One object while nothing changed, so a page can defer it (useDeferredValue) and skip renders.
  return useMemo(() => ({ first, items, loading: busy, error, sentinel }), [first, items, busy, error, sentinel]);
}
