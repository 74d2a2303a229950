import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { COLLECTION_PAGE_SIZE, skinCollection, type CollectionReply } from '../../../../shared/api/skin-collection';
import type { SkinSort } from '../../../../shared/api/skins';
import { callApi } from '../../../lib/api-client';
import { useInfiniteSentinel } from '../../../lib/use-infinite-sentinel';
import { useHydrated } from '../../../lib/use-hydrated';
import { collectionKey } from './collection-key';

/** The order a collection opens in (the server's default, so a loader's first page is this order's). */
export const INITIAL_SORT: SkinSort = 'newest';

/**
 * The collection's summary and its cards, page by page (the next when the sentinel below the grid
 * comes into view). `ids` null or empty asks nothing. Failures show in the page, not as a toast.
 * `initial` is the first page in the default order with no search, when a route loader read it:
 * it is the data of that key alone (another sort or a search is fetched, not shown as it).
 */
export function useCollectionPages(ids: readonly number[] | null, sort: SkinSort, q: string, initial?: CollectionReply) {
  const key = ids && ids.length > 0 ? collectionKey(ids) : null;
  const fromLoader = initial && sort === INITIAL_SORT && q === '' ? [initial] : undefined;
  const { data, size, setSize, isValidating, error } = useSWRInfinite<CollectionReply>(
    (i) => (key === null ? null : (['skin-collection', key, sort, q, i + 1] as const)),
    ([, , , , page]: readonly [string, string, SkinSort, string, number]) =>
      callApi(skinCollection, { body: { ids: [...ids!], sort, q: q || undefined, page, limit: COLLECTION_PAGE_SIZE } }),
    {
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      keepPreviousData: true,
      onError: () => undefined,
      fallbackData: fromLoader,
      // The loader's page is as fresh as the page itself: not asked again on hydration.
      revalidateIfStale: !fromLoader,
    },
  );
  // Hydration must render what the server did: the loader's page, and nothing loading, whatever SWR
  // reports while it takes over (it may still check that page once).
  const hydrated = useHydrated();
  const shown = data ?? fromLoader;
  const loading = isValidating && (hydrated || !fromLoader);
  const items = useMemo(() => (shown ?? []).flatMap((p) => p.items), [shown]);
  const first = shown?.[0] ?? null;
  const more = first !== null && items.length < first.total;
  const sentinel = useInfiniteSentinel(() => void setSize(size + 1), more && !isValidating);
  // One object while nothing changed, so a page can defer it (useDeferredValue) and skip renders.
  return useMemo(() => ({ first, items, loading, error: error as unknown, sentinel }), [first, items, loading, error, sentinel]);
}
