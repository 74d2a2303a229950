/**
 * The address of a shared skin collection: `/lol-skins/collection/shared?skins=<id~Rarity.id~Rarity…>`.
 * The page that opens it, the server's share card and the Copy link button read and write it here.
 */
import { COLLECTION_MAX_IDS } from './api/skin-collection';
import { formatRp } from './collection-format';
import { groupDigits } from './counts';
import { formatEuro } from './format-euro';
import { paths } from './paths';

export const COLLECTION_LINK_PARAM = 'skins';

/** No leading zero, so each id has one spelling and a link one canonical form; the rarity as the collection keeps it. */
const PAIR = /^([1-9]\d{0,8})~([A-Za-z]{0,20})$/;
const LONGEST_PAIR = 9 + 1 + 20;

/** 'riotId~Rarity' pairs joined by '.', ids ascending (an object's integer keys come out in that order). */
export const encodeCollection = (owned: Record<string, string>): string =>
  Object.entries(owned)
    .map(([id, rarity]) => `${id}~${rarity}`)
    .join('.');

/**
 * The longest link Copy link writes. The server reads at most 16 KiB of a request's line and headers
 * together, and a page's own requests repeat its address as their Referer: 700 to 850 skins fit. A
 * bigger collection is shared as an exported file.
 */
export const LINK_MAX_CHARS = 12_000;

/** The collection's address; with no skin, the page alone (it says the link carries none). */
export function collectionLinkPath(owned: Record<string, string>): string {
  const text = encodeCollection(owned);
  return text ? `${paths.sharedCollection}?${COLLECTION_LINK_PARAM}=${text}` : paths.sharedCollection;
}

export type CollectionLink = { owned: Record<string, string>; error: null } | { owned: null; error: string };

const refused = (error: string): CollectionLink => ({ owned: null, error });

/**
 * A link's skins, or the sentence that refuses it: too long, or a pair that is no id and rarity
 * (a link cut short in a message, or typed by hand). A refused link adds nothing anywhere. Repeated
 * ids count once, the last rarity kept.
 */
export function readCollectionLink(text: string): CollectionLink {
  const tooMany = `A shared collection holds at most ${groupDigits(COLLECTION_MAX_IDS)} skins.`;
  // Measured before splitting: a megabyte of dots is refused without building its array.
  if (text.length > COLLECTION_MAX_IDS * (LONGEST_PAIR + 1)) return refused(tooMany);
  const owned: Record<string, string> = {};
  if (text === '') return { owned, error: null };
  const pairs = text.split('.');
  if (pairs.length > COLLECTION_MAX_IDS) return refused(tooMany);
  for (const pair of pairs) {
    // A sentence's full stop after a pasted link, or '..': nothing to read, and the canonical address drops it.
    if (pair === '') continue;
    const match = PAIR.exec(pair);
    if (!match) {
      const shown = pair.length > 24 ? `${pair.slice(0, 23)}…` : pair;
      return refused(`This link is damaged: '${shown}' is not a skin id and rarity. Ask for the link again.`);
    }
    owned[match[1]!] = match[2]!;
  }
  return { owned, error: null };
}

/** '12 League skins worth 16,240 RP (€96.00)': the shared view's preview title and its share card's. */
export function sharedCollectionTitle(skins: number, rp: number, euros: number | null): string {
  const count = `${groupDigits(skins)} League ${skins === 1 ? 'skin' : 'skins'}`;
  const worth = rp > 0 ? ` worth ${formatRp(rp)}` : '';
  return `${count}${worth}${euros === null ? '' : rp > 0 ? ` (${formatEuro(euros)})` : ` worth ${formatEuro(euros)}`}`;
}
