import { useState } from 'react';
import useSWRInfinite, { type SWRInfiniteConfiguration } from 'swr/infinite';
import { href, type CallArgs, type Route, type ReplyOf } from '../../shared/api/endpoint';
import { callApi, type ApiError } from './api-client';
import { useInfiniteSentinel } from './use-infinite-sentinel';

/** No pages yet: one array, so what is derived from the pages stays the same until one arrives. */
const NONE: readonly never[] = [];

export interface PagesOptions<E extends Route> extends Omit<
  SWRInfiniteConfiguration<ReplyOf<E>, ApiError>,
  'onError' | 'onSuccess' | 'fallbackData'
> {
  /** The pages the server rendered with (a route loader's first page). */
  fallbackData?: ReplyOf<E>[];
  /** Whether the list goes on past the pages so far (a total, a cursor). */
  more: (pages: readonly ReplyOf<E>[]) => boolean;
  /** Every failure, with whether no page of this list had arrived; never the app's toast. */
  onError?: (error: ApiError, firstPage: boolean) => void;
  rootMargin?: string;
}

/**
 * `argsOf` gives the call of a page from its number and the page before (for a cursor), or null to
 * ask nothing. Another first call (a new search, order or filter) is another list: page 1 again.
 */
export function useEndpointPages<E extends Route>(
  endpoint: E,
  argsOf: (page: number, previous: ReplyOf<E> | null) => CallArgs<E> | null,
  { more, onError, rootMargin, ...options }: PagesOptions<E>,
) {
  const [loads, setLoads] = useState(0);
  const swr = useSWRInfinite<ReplyOf<E>, ApiError>(
    (i, previous: ReplyOf<E> | null) => {
      const args = argsOf(i + 1, previous);
      // The call rides in the key: the href names GETs, a POST's body tells its lists apart.
      return args && ([href(endpoint, args as object), args] as const);
    },
    ([, args]: readonly [string, CallArgs<E>]) => (callApi as (e: E, a: CallArgs<E>) => Promise<ReplyOf<E>>)(endpoint, args),
    {
      revalidateFirstPage: false,
      ...options,
      onError: (error) => onError?.(error, !swr.data?.length),
      onSuccess: () => setLoads((n) => n + 1),
    },
  );
  const { data, error, size, setSize, isValidating, mutate } = swr;
  const pages: readonly ReplyOf<E>[] = data ?? options.fallbackData ?? NONE;
  const going = more(pages);
  // After a failed page, asking again asks for that page rather than skipping to the next.
  const next = () => {
    if (going && !isValidating) void (pages.length < size ? mutate() : setSize(size + 1));
  };
  // Armed anew after each load that succeeds (the server's first page checked too), so a sentinel still
  // in view asks for one more; not after a failure, where scrolling back to the end retries.
  const sentinel = useInfiniteSentinel(next, going && loads, rootMargin);
  return { pages, error, loading: isValidating, more: going, next, sentinel };
}
