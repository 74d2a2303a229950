import useSWRInfinite from 'swr/infinite';
import { skinsRequest } from './skins-api';
import { useInfiniteSentinel } from '../../lib/use-infinite-sentinel';

/**
 * Pages of a list, the first from the route loader (SWR's fallback), the next fetched when the
 * sentinel comes into view; `hasMore` decides from the pages so far whether another exists.
 */
export function useInfinitePages<T>(pagePath: (page: number) => string, first: T, hasMore: (pages: T[]) => boolean) {
  const { data, size, setSize, isValidating, error } = useSWRInfinite<T>((i) => pagePath(i + 1), skinsRequest, {
    fallbackData: [first],
    revalidateFirstPage: false,
    // Shown in the page ('Error: …'), not as a toast.
    onError: () => undefined,
  });
  const pages = data ?? [first];
  const more = hasMore(pages);
  // Re-armed when a load ends: a sentinel still in view then asks for the next page.
  const sentinel = useInfiniteSentinel(() => void setSize(size + 1), more && !isValidating);
  return { pages, more, loading: more && isValidating, error: error as unknown, sentinel };
}
