import { skinPath } from './skin-path';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { MAX_LIMIT, skinSearch } from '../../../shared/api/skins';
import { isGrouped, readBrowseQuery, searchQuery } from './skins-api';
import { callApi } from '../../lib/api-client';

/** The list a detail page was opened from, as a flat search (a grouped page's list is all its skins). */
function listOf(from: string) {
  const url = new URL(from, 'http://x');
  const [, , category, value] = url.pathname.split('/').map((s) => decodeURIComponent(s));
  const query = readBrowseQuery({ category, value }, url.searchParams);
  return isGrouped(query) ? { ...query, category: null, value: null } : query;
}

/** The previous or next skin of that list, paging through it until the current skin is found. */
async function neighbour(from: string, riotId: number, step: -1 | 1): Promise<number | null> {
  const query = listOf(from);
  let previous: number | null = null;
  for (let page = 1; page <= 50; page += 1) {
    const reply = await callApi(skinSearch, searchQuery(query, page, MAX_LIMIT));
    const ids = reply.items.map((s) => s.riot_id);
    const at = ids.indexOf(riotId);
    if (at >= 0) {
      if (step === -1) return at > 0 ? ids[at - 1]! : previous;
      if (at + 1 < ids.length) return ids[at + 1]!;
      const next = await callApi(skinSearch, searchQuery(query, page + 1, MAX_LIMIT));
      return next.items[0]?.riot_id ?? null;
    }
    previous = ids.at(-1) ?? previous;
    if (page * MAX_LIMIT >= reply.total) return null;
  }
  return null;
}

const typing = (target: EventTarget | null) => target instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);

/** ←/→ open the previous/next skin of the list the page was opened from; Escape goes back to that list. */
export function useDetailKeys(riotId: number, from: string | null) {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Escape') {
        void navigate(from ?? paths.skins);
        return;
      }
      if (!from || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
      event.preventDefault();
      neighbour(from, riotId, event.key === 'ArrowLeft' ? -1 : 1).then(
        (id) => (id !== null ? navigate(skinPath(id), { state: { from } }) : undefined),
        (error: unknown) => console.warn('could not find the neighbouring skin', error),
      );
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [riotId, from, navigate]);
}
