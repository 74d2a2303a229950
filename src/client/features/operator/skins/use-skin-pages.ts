import { useEffect, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import { href } from '../../../../shared/api/endpoint';
import { operatorSkinList, type OperatorSkinList } from '../../../../shared/api/skin-operator';
import { callApi } from '../../../lib/api-client';

/**
 * The operator list, 20 skins a page, through useSWRInfinite as the public lists are: a new search
 * or order is a new key (page 1 again, older replies never mix in), `loadMore` asks for one page
 * more. `onError` hears every failure, with whether no page of this search had arrived.
 */
export function useSkinPages(q: string, order: 'asc' | 'desc', onError: (error: unknown, firstPage: boolean) => void) {
  const argsOf = (page: number) => ({ query: { q, order, page } });
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite<OperatorSkinList>(
    (i) => [href(operatorSkinList, argsOf(i + 1)), i + 1] as const,
    ([, page]: readonly [string, number]) => callApi(operatorSkinList, argsOf(page)),
    // Failures are reported below, once each, not as the app's toast.
    { revalidateFirstPage: false, revalidateOnFocus: false, shouldRetryOnError: false, onError: () => undefined },
  );
  const pages = data ?? [];
  const report = useRef(onError);
  useEffect(() => {
    report.current = onError;
  });
  const firstPage = pages.length === 0;
  useEffect(() => {
    if (error !== undefined) report.current(error, firstPage);
  }, [error, firstPage]);

  const items = pages.flatMap((p) => p.items);
  const total = pages[0]?.total ?? null;
  const done = total !== null && items.length >= total;
  const loading = isValidating;
  // After a failed page, asking again retries that page rather than skipping to the next.
  const loadMore = () => (done || loading ? undefined : pages.length < size ? void mutate() : void setSize(size + 1));
  return { items, total, loading, done, loadMore };
}
