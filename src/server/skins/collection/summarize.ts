import {
  AVAILABILITY_GROUPS,
  COLLECTION_PAGE_SIZE,
  type AvailabilityGroup,
  type CollectionBody,
  type CollectionReply,
} from '../../../shared/api/skin-collection';
import { RP, type Skin, type SkinCard } from '../../../shared/api/skins';
import type { CatalogueIndex } from '../catalogue-index';
import { DEFAULT_SORT } from '../sort-skins';
import { toCard } from '../skin-records';
import { availabilityGroup } from './availability-group';
import type { CollectionLookup } from './collection-lookup';
import { costCurrency } from './cost-currency';

interface Tally {
  skins: number;
  rp: number;
}

const bump = <K>(map: Map<K, Tally>, key: K, rp: number) => {
  const tally = map.get(key);
  if (tally) {
    tally.skins += 1;
    tally.rp += rp;
  } else map.set(key, { skins: 1, rp });
};

const bySkinsThenName =
  <T extends { skins: number }>(name: (t: T) => string) =>
  (a: T, b: T) =>
    b.skins - a.skins || name(a).localeCompare(name(b), 'en');

function pageOf(order: readonly Skin[], wanted: ReadonlySet<number>, page: number, limit: number) {
  const items: SkinCard[] = [];
  let skip = (page - 1) * limit;
  for (const skin of order) {
    if (!wanted.has(skin.riot_id)) continue;
    if (skip > 0) skip -= 1;
    else if (items.push(toCard(skin)) === limit) break;
  }
  return items;
}

/**
 * One pass over the ids (repeated ids count once); the page of cards is then picked from the
 * catalogue's own order, so the collection is never sorted.
 */
export function summarizeCollection(index: CatalogueIndex, lookup: CollectionLookup, body: CollectionBody): CollectionReply {
  const seen = new Set<number>();
  const owned: Skin[] = [];
  const unknown: number[] = [];
  const rp = { total: 0, skins: 0, derived: 0, derivedSkins: 0 };
  const other = new Map<string, { skins: number; amount: number }>();
  const availability = new Map<AvailabilityGroup, Tally>();
  const rarities = new Map<string, Tally>();
  const champions = new Map<string, Tally>();
  let chromas = 0;
  let unpriced = 0;
  const needle = (body.q ?? '').trim().toLowerCase();
  const shown: Skin[] = [];

  for (const id of body.ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    const skin = index.byId.get(id);
    if (!skin) {
      if (lookup.chromas.has(id)) chromas += 1;
      else unknown.push(id);
      continue;
    }
    owned.push(skin);
    if (!needle || skin.name.toLowerCase().includes(needle)) shown.push(skin);
    const currency = costCurrency(skin);
    const price = currency === RP ? skin.cost! : 0;
    if (currency === RP) {
      rp.total += price;
      rp.skins += 1;
      if (skin.cost_source === 'derived') {
        rp.derived += price;
        rp.derivedSkins += 1;
      }
    } else if (currency !== null) {
      const entry = other.get(currency) ?? { skins: 0, amount: 0 };
      entry.skins += 1;
      entry.amount += skin.cost!;
      other.set(currency, entry);
    } else unpriced += 1;
    bump(availability, availabilityGroup(skin), price);
    bump(rarities, skin.rarity, price);
    bump(champions, skin.league_champion.name, price);
  }

  const limit = body.limit ?? COLLECTION_PAGE_SIZE;
  const page = body.page ?? 1;
  const items = pageOf(lookup.inOrder(body.sort ?? DEFAULT_SORT), needle ? new Set(shown.map((s) => s.riot_id)) : seen, page, limit);
  return {
    summary: {
      skins: owned.length,
      chromas,
      rp,
      otherCurrencies: [...other].map(([currency, t]) => ({ currency, ...t })).sort(bySkinsThenName((c) => c.currency)),
      unpriced,
      availability: AVAILABILITY_GROUPS.map((group) => ({ group, ...(availability.get(group) ?? { skins: 0, rp: 0 }) })),
      rarities: [...rarities].map(([rarity, t]) => ({ rarity, ...t })).sort(bySkinsThenName((r) => r.rarity)),
      champions: [...champions].map(([champion, t]) => ({ champion, skins: t.skins })).sort(bySkinsThenName((c) => c.champion)),
    },
    items,
    total: shown.length,
    page,
    limit,
    unknown,
  };
}
