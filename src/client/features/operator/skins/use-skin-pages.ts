import { useCallback, useEffect, useRef, useState } from 'react';
import { operatorSkinList, type OperatorSkinTile } from '../../../../shared/api/skin-operator';
import { callApi } from '../../../lib/api-client';

interface Pages {
  items: OperatorSkinTile[];
  total: number | null;
  loading: boolean;
}

/**
 * The operator list, 20 skins a page: a new search or order starts again at page 1, `loadMore`
 * appends the next page. Replies to an older search are dropped. `onError` hears every failure.
 */
export function useSkinPages(q: string, order: 'asc' | 'desc', onError: (error: unknown, firstPage: boolean) => void) {
  const [pages, setPages] = useState<Pages>({ items: [], total: null, loading: true });
  const generation = useRef(0);
  const nextPage = useRef(1);
  const busy = useRef(false);
  const report = useRef(onError);
  useEffect(() => {
    report.current = onError;
  });

  const load = useCallback(
    async (reset: boolean) => {
      if (busy.current && !reset) return;
      const mine = reset ? ++generation.current : generation.current;
      if (reset) nextPage.current = 1;
      busy.current = true;
      setPages((p) => ({ ...(reset ? { items: [], total: null } : p), loading: true }));
      const page = nextPage.current;
      try {
        const reply = await callApi(operatorSkinList, { query: { q, order, page } });
        if (mine !== generation.current) return;
        nextPage.current = page + 1;
        setPages((p) => ({ items: page === 1 ? reply.items : [...p.items, ...reply.items], total: reply.total, loading: false }));
      } catch (error) {
        if (mine !== generation.current) return;
        setPages((p) => ({ ...p, loading: false }));
        report.current(error, page === 1);
      } finally {
        if (mine === generation.current) busy.current = false;
      }
    },
    [q, order],
  );

  useEffect(() => {
    void load(true);
  }, [load]);

  const done = pages.total !== null && pages.items.length >= pages.total;
  return { ...pages, done, loadMore: () => (done ? undefined : void load(false)) };
}
