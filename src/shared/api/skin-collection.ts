/**
 * "My Skin Collection": the visitor's owned skins live in their browser; these endpoints read the
 * catalogue for a list of ids and change nothing (they are POSTs only because a collection of
 * thousands of ids does not fit in a URL). Decision 0028.
 */
import { route } from './endpoint';
import type { AvailabilityGroup } from './skin-collection.constants';
import type * as schemas from './skin-collection.schemas';

export * from './skin-collection.constants';

/** Cards per page, as the catalogue's flat grid: the summary fills the first screen, the cards follow as the visitor scrolls. */
export const COLLECTION_PAGE_SIZE = 12;

export const AVAILABILITY_GROUP_LABELS: Record<AvailabilityGroup, string> = {
  buyable: 'Still buyable',
  legacy: 'Legacy',
  limited: 'Limited',
  unknown: 'Availability unknown',
};

/** What the collection keeps beside a chroma's id where a skin's rarity goes (the calculator's Chroma tier). */
export const CHROMA_RARITY = 'Chroma';

/** A summary and one page of cards for the ids of a collection. */
export const skinCollection = route<typeof schemas.skinCollection>()({ scope: 'public', method: 'POST', path: '/skins/collection' });

/** Every owned skin and chroma as a row of the CSV and JSON exports. */
export const skinCollectionExport = route<typeof schemas.skinCollectionExport>()({
  scope: 'public',
  method: 'POST',
  path: '/skins/collection/export',
});

/** Skin and chroma names or ids as pasted → what they name (accents and case ignored). */
export const skinCollectionMatch = route<typeof schemas.skinCollectionMatch>()({
  scope: 'public',
  method: 'POST',
  path: '/skins/collection/match',
});

export type {
  CollectionBody,
  CollectionSummary,
  CollectionReply,
  ExportRow,
  ExportReply,
  MatchBody,
  MatchReply,
} from './skin-collection.schemas';
