import { redirect } from 'react-router';
import { COLLECTION_PAGE_SIZE, skinCollection, type CollectionReply } from '../../../../shared/api/skin-collection';
import { COLLECTION_LINK_PARAM, collectionLinkPath, readCollectionLink } from '../../../../shared/collection-link';
import { callApi, errorText } from '../../../lib/api-client';

/** The link's skins ({id: rarity}, what "Add to my collection" adds) with the server's summary and first cards, or the sentence saying why not. */
export type SharedCollection =
  { owned: Record<string, string>; first: CollectionReply | null; error: null } | { owned: null; first: null; error: string };

/**
 * Reads a shared collection's address. A link the reader refuses is a 400 page that says why; a
 * link written another way (ids out of order, repeated, other parameters) moves to its canonical
 * address (301, decision 0044), so one collection is one page and one share image.
 */
export async function loadSharedCollection(request: Request): Promise<{ view: SharedCollection; status: number }> {
  const url = new URL(request.url);
  const link = readCollectionLink(url.searchParams.get(COLLECTION_LINK_PARAM) ?? '');
  if (link.error !== null) return { view: { owned: null, first: null, error: link.error }, status: 400 };
  const canonical = collectionLinkPath(link.owned);
  if (`${url.pathname}${url.search}` !== canonical) throw redirect(canonical, 301);
  const ids = Object.keys(link.owned).map(Number);
  if (ids.length === 0) return { view: { owned: link.owned, first: null, error: null }, status: 200 };
  try {
    const first = await callApi(skinCollection, { body: { ids, limit: COLLECTION_PAGE_SIZE } });
    return { view: { owned: link.owned, first, error: null }, status: 200 };
  } catch (error) {
    return { view: { owned: null, first: null, error: errorText(error) }, status: 200 };
  }
}
