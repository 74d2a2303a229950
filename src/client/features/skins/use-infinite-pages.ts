import useSWRInfinite from 'swr/infinite';
import { href, type CallArgs, type Route, type ReplyOf } from '../../../shared/api/endpoint';
import { callApi } from '../../lib/api-client';
import { useInfiniteSentinel } from '../../lib/use-infinite-sentinel';

/**
 * Pages of an endpoint's list, the first from the route loader (SWR's fallback), the next fetched
 * when the sentinel comes into view; `hasMore` decides from the pages so far whether another exists.
 */
export function useInfinitePages<E extends Route>(
  endpoint: E,
  argsOf: (page: number) => CallArgs<E>,
  first: ReplyOf<E>,
  hasMore: (pages: ReplyOf<E>[]) => boolean,
) {
  const { data, size, setSize, isValidating, error } = useSWRInfinite<ReplyOf<E>>(
    // The href keys the cache as every other call of the endpoint does; the page rides along for the fetcher.
    (i) => [href(endpoint, argsOf(i + 1) as object), i + 1] as const,
    ([, page]: readonly [string, number]) => (callApi as (e: E, a: CallArgs<E>) => Promise<ReplyOf<E>>)(endpoint, argsOf(page)),
    {
      fallbackData: [first],
      revalidateFirstPage: false,
      // Shown in the page ('Error: …'), not as a toast.
      onError: () => undefined,
    },
  );
  const pages = data ?? [first];
  const more = hasMore(pages);
  // Re-armed when a load ends: a sentinel still in view then asks for the next page.
  const sentinel = useInfiniteSentinel(() => void setSize(size + 1), more && !isValidating);
  return { pages, more, loading: more && isValidating, error: error as unknown, sentinel };
}
