import type { LoaderFunctionArgs } from 'react-router';
import { skinFacets, skinGroups, skinSearch, type FacetsReply, type GroupsReply, type SearchReply } from '../../../shared/api/skins';
import { ApiError, callApi } from '../../lib/api-client';
import { facetsQuery, groupsQuery, isGrouped, readBrowseQuery, searchQuery, type BrowseQuery } from './skins-api';

export type BrowseData =
  | { query: BrowseQuery; grouped: false; first: SearchReply; facets: FacetsReply; error: null }
  | { query: BrowseQuery; grouped: true; first: GroupsReply; facets: FacetsReply; error: null }
  | { query: BrowseQuery; error: string; detail: string | null };

/** Loads the first screen of a browse URL: the first page (flat or grouped) and the sidebar's counts. */
export async function browseLoader({ params, request }: LoaderFunctionArgs): Promise<BrowseData> {
  const query = readBrowseQuery(params, new URL(request.url).searchParams);
  if (params.category && query.category === null) return { query, error: `There is no skin category '${params.category}'.`, detail: null };
  try {
    const facets = callApi(skinFacets, facetsQuery(''));
    if (isGrouped(query)) {
      const [first, f] = await Promise.all([callApi(skinGroups, groupsQuery(query, 1)), facets]);
      return { query, grouped: true, first, facets: f, error: null };
    }
    const [first, f] = await Promise.all([callApi(skinSearch, searchQuery(query, 1)), facets]);
    return { query, grouped: false, first, facets: f, error: null };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400)
      return { query, error: `HTTP error! status: ${error.status}`, detail: error.message };
    return { query, error: error instanceof Error ? error.message : String(error), detail: null };
  }
}
