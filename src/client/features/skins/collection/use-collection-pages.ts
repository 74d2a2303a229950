import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { COLLECTION_PAGE_SIZE, skinCollection, type CollectionReply } from '../../../../shared/api/skin-collection';
import type { SkinSort } from '../../../../shared/api/skins';
import { callApi } from '../../../lib/api-client';
import { useInfiniteSentinel } from '../../../lib/use-infinite-sentinel';
import { collectionKey } from './collection-key';

/**
 * The collection's summary and its cards, page by page (the next when the sentinel below the grid
 * comes into view). `ids` null or empty asks nothing. Failures show in the page, not as a toast.
 */
export function useCollectionPages(ids: readonly number[] | null, sort: SkinSort, q: string) {
  const key = ids && ids.length > 0 ? collectionKey(ids) : null;
  const { data, size, setSize, isValidating, error } = useSWRInfinite<CollectionReply>(
    (i) => (key === null ? null : (['skin-collection', key, sort, q, i + 1] as const)),
    ([, , , , page]: readonly [string, string, SkinSort, string, number]) =>
      callApi(skinCollection, { body: { ids: [...ids!], sort, q: q || undefined, page, limit: COLLECTION_PAGE_SIZE } }),
    { revalidateFirstPage: false, revalidateOnFocus: false, keepPreviousData: true, onError: () => undefined },
  );
  const items = useMemo(() => (data ?? []).flatMap((p) => p.items), [data]);
  const first = data?.[0] ?? null;
  const more = first !== null && items.length < first.total;
  const sentinel = useInfiniteSentinel(() => void setSize(size + 1), more && !isValidating);
  // One object while nothing changed, so a page can defer it (useDeferredValue) and skip renders.
  return useMemo(
    () => ({ first, items, loading: isValidating, error: error as unknown, sentinel }),
    [first, items, isValidating, error, sentinel],
  );
}
