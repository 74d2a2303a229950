import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import {
  PRESTIGE,
  skinFacets,
  skinGroups,
  skinSearch,
  type FacetsReply,
  type GroupsReply,
  type SearchReply,
} from '../../../shared/api/skins';
import { unknownValueSentence } from '../../../shared/skin-text';
import { COLLECTION_LINK_PARAM } from '../../../shared/collection-link';
import { paths } from '../../../shared/paths';
import { ApiError, callApi, errorText } from '../../lib/api-client';
import { browseUrl, facetsQuery, groupsQuery, isGrouped, matchCategory, readBrowseQuery, searchQuery, type BrowseQuery } from './skins-api';

export type BrowseData =
  | { query: BrowseQuery; grouped: false; first: SearchReply; facets: FacetsReply; error: null }
  | { query: BrowseQuery; grouped: true; first: GroupsReply; facets: FacetsReply; error: null }
  /** `notFound`: the address names a category or value the catalogue does not have; `error` says which. */
  | { query: BrowseQuery; error: string; notFound?: boolean };

/** A permanent redirect that keeps the method: an address typed another way moves to the catalogue's spelling. */
const CANONICAL = 308;

/** Links copied before the shared view existed carry the collection here: they open that view now (checked there). */
const OLD_COLLECTION_PARAM = 'collection';

const notFound = (query: BrowseQuery, sentence: string) => data<BrowseData>({ query, error: sentence, notFound: true }, { status: 404 });

/**
 * A category or value spelled another way ('champion/annie') redirects to the catalogue's spelling
 * ('champion/Annie'); one the catalogue does not have is a 404 page.
 */
export async function browseLoader({ params, request }: LoaderFunctionArgs) {
  const { search, searchParams } = new URL(request.url);
  const shared = searchParams.get(OLD_COLLECTION_PARAM);
  if (shared !== null) throw redirect(`${paths.sharedCollection}?${COLLECTION_LINK_PARAM}=${encodeURIComponent(shared)}`, 301);
  const query = readBrowseQuery(params, searchParams);
  if (params.category && query.category === null) {
    const category = matchCategory(params.category);
    if (category) throw redirect(`${browseUrl(category, params.value)}${search}`, CANONICAL);
    return notFound(query, `There is no skin category called '${params.category}'.`);
  }
  if (query.category === PRESTIGE && params.value !== undefined)
    return notFound(query, `The prestige page has no value such as '${params.value}'.`);
  try {
    const facets = callApi(skinFacets, facetsQuery(''));
    if (isGrouped(query)) {
      const [first, f] = await Promise.all([callApi(skinGroups, groupsQuery(query, 1)), facets]);
      return { query, grouped: true, first, facets: f, error: null } satisfies BrowseData;
    }
    const [first, f] = await Promise.all([callApi(skinSearch, searchQuery(query, 1)), facets]);
    if (query.value !== null && first.value !== null && first.value !== query.value)
      throw redirect(`${browseUrl(query.category, first.value)}${search}`, CANONICAL);
    return { query, grouped: false, first, facets: f, error: null } satisfies BrowseData;
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiError && error.code === 'NOT_FOUND' && query.category && query.category !== PRESTIGE && query.value !== null)
      return notFound(query, unknownValueSentence(query.category, query.value));
    if (error instanceof ApiError && error.status >= 400) {
      console.error(`skins failed to load: ${error.message}`);
      return { query, error: `HTTP error! status: ${error.status}` } satisfies BrowseData;
    }
    return { query, error: errorText(error) } satisfies BrowseData;
  }
}
