import type { LoaderFunctionArgs } from 'react-router';
import type { FacetsReply, GroupsReply, SearchReply } from '../../../shared/api/skins';
import { facetsPath, groupsPath, isGrouped, readBrowseQuery, searchPath, skinsRequest, type BrowseQuery } from './skins-api';

export type BrowseData =
  | { query: BrowseQuery; grouped: false; first: SearchReply; facets: FacetsReply; error: null }
  | { query: BrowseQuery; grouped: true; first: GroupsReply; facets: FacetsReply; error: null }
  | { query: BrowseQuery; error: string; detail: string | null };

/** Loads the first screen of a browse URL: the first page (flat or grouped) and the sidebar's counts. */
export async function browseLoader({ params, request }: LoaderFunctionArgs): Promise<BrowseData> {
  const query = readBrowseQuery(params, new URL(request.url).searchParams);
  if (params.category && query.category === null) return { query, error: `There is no skin category '${params.category}'.`, detail: null };
  try {
    const facets = skinsRequest<FacetsReply>(facetsPath(''));
    if (isGrouped(query)) {
      const [first, f] = await Promise.all([skinsRequest<GroupsReply>(groupsPath(query, 1)), facets]);
      return { query, grouped: true, first, facets: f, error: null };
    }
    const [first, f] = await Promise.all([skinsRequest<SearchReply>(searchPath(query, 1)), facets]);
    return { query, grouped: false, first, facets: f, error: null };
  } catch (error) {
    const detail = error && typeof error === 'object' && 'detail' in error ? (error.detail as string | null) : null;
    return { query, error: error instanceof Error ? error.message : String(error), detail };
  }
}
