import {
  BROWSE_CATEGORIES,
  GROUPS_PER_PAGE,
  SKIN_SORTS,
  SKINS_PER_GROUP,
  type BrowseCategory,
  type FacetsReply,
  type GroupsReply,
  type SearchReply,
  type Skin,
  type SkinSort,
} from '../../shared/api/skins';
import type { SkinFilters } from '../../shared/skin-filters';
import { categoryValues, compareValues } from './category-values';
import { foldKey } from './merge/clean-text';
import { toCard } from './skin-records';
import { DEFAULT_SORT, SKIN_COMPARATORS } from './sort-skins';

export interface SearchOptions {
  category?: BrowseCategory;
  value?: string;
  q?: string;
  prestige?: boolean;
  /** Ticked options: one of the values of every category named. */
  filters?: SkinFilters;
  sort?: SkinSort;
  page: number;
  limit: number;
}
export interface GroupOptions {
  category: BrowseCategory;
  q?: string;
  sort?: SkinSort;
  page: number;
}
export interface FacetOptions {
  q?: string;
  category?: BrowseCategory;
  limit: number;
}

/** A prestige skin has the word in its name (the prestige page is the search 'prestige'). */
const isPrestige = (skin: Skin) => skin.name.toLowerCase().includes('prestige');

const matcher = (q: string | undefined) => {
  const needle = (q ?? '').trim().toLowerCase();
  return needle ? (skin: Skin) => skin.name.toLowerCase().includes(needle) : null;
};

/**
 * The whole catalogue in memory, indexed once per catalogue version: value → skins per category,
 * and every skin's position under each sort, so a request filters and orders without comparing
 * skins. Replies are kept by the read cache in front of the routes, not here.
 */
export class CatalogueIndex {
  readonly byId: Map<number, Skin>;
  private readonly byValue = new Map<BrowseCategory, Map<string, Skin[]>>();
  /** Each value by its fold key (case, accents and spacing left out), for addresses typed by hand. */
  private readonly byFold = new Map<BrowseCategory, Map<string, string>>();
  private readonly rank = new Map<SkinSort, Map<number, number>>();

  constructor(
    readonly skins: readonly Skin[],
    readonly version: string,
  ) {
    this.byId = new Map(skins.map((s) => [s.riot_id, s]));
    for (const category of BROWSE_CATEGORIES) {
      const values = new Map<string, Skin[]>();
      for (const skin of skins) for (const value of categoryValues(skin, category)) values.set(value, [...(values.get(value) ?? []), skin]);
      const order = compareValues(category);
      this.byValue.set(category, new Map([...values].sort(([a], [b]) => order(a, b))));
      const folds = new Map<string, string>();
      for (const value of this.byValue.get(category)!.keys()) if (!folds.has(foldKey(value))) folds.set(foldKey(value), value);
      this.byFold.set(category, folds);
    }
    for (const sort of SKIN_SORTS) this.rank.set(sort, new Map([...skins].sort(SKIN_COMPARATORS[sort]).map((s, i) => [s.riot_id, i])));
  }

  /** Every value of a category that some skin has, in the category's order (the sitemap's browse pages). */
  values(category: BrowseCategory): string[] {
    return [...(this.byValue.get(category)?.keys() ?? [])];
  }

  /** The category value in the catalogue's spelling ('annie' → 'Annie'), or null when no skin has it. */
  resolveValue(category: BrowseCategory, value: string): string | null {
    if (this.byValue.get(category)?.has(value)) return value;
    return this.byFold.get(category)?.get(foldKey(value)) ?? null;
  }

  private sorted(list: readonly Skin[], sort: SkinSort = DEFAULT_SORT): Skin[] {
    const rank = this.rank.get(sort)!;
    return [...list].sort((a, b) => rank.get(a.riot_id)! - rank.get(b.riot_id)!);
  }

  private matching(list: readonly Skin[], q: string | undefined): readonly Skin[] {
    const match = matcher(q);
    return match ? list.filter(match) : list;
  }

  /** The skins with one of the ticked values of each category (values spelled as the catalogue spells them). */
  private ticked(list: readonly Skin[], filters: SkinFilters): readonly Skin[] {
    let kept = list;
    for (const [category, values] of Object.entries(filters) as [BrowseCategory, string[]][]) {
      const ids = new Set(
        values.flatMap((v) => this.byValue.get(category)?.get(this.resolveValue(category, v) ?? '') ?? []).map((s) => s.riot_id),
      );
      kept = kept.filter((s) => ids.has(s.riot_id));
    }
    return kept;
  }

  search({ category, value, q, prestige, filters = {}, sort, page, limit }: SearchOptions): SearchReply {
    const base = this.ticked(category && value !== undefined ? (this.byValue.get(category)?.get(value) ?? []) : this.skins, filters);
    const found = this.matching(prestige ? base.filter(isPrestige) : base, q);
    const start = (page - 1) * limit;
    const items = start < found.length ? this.sorted(found, sort).slice(start, start + limit) : [];
    return {
      items: items.map(toCard),
      total: found.length,
      page,
      limit,
      derived: found.filter((s) => s.cost_source === 'derived').length,
      value: category && value !== undefined ? value : null,
    };
  }

  groups({ category, q, sort, page }: GroupOptions): GroupsReply {
    const match = matcher(q);
    const all = [...this.byValue.get(category)!]
      .map(([value, list]) => ({ value, list: match ? list.filter(match) : list }))
      .filter((g) => g.list.length > 0);
    const start = (page - 1) * GROUPS_PER_PAGE;
    const groups = all.slice(start, start + GROUPS_PER_PAGE).map(({ value, list }) => ({
      value,
      count: list.length,
      items: this.sorted(list, sort).slice(0, SKINS_PER_GROUP).map(toCard),
    }));
    return { category, groups, totalGroups: all.length, page };
  }

  facets({ q, category, limit }: FacetOptions): FacetsReply {
    const match = matcher(q);
    const found = this.matching(this.skins, q);
    const facets = (category ? [category] : BROWSE_CATEGORIES).map((c) => {
      const entries = [...this.byValue.get(c)!]
        .map(([name, list]) => {
          const hits = match ? list.filter(match) : list;
          return { name, count: hits.length, derived: hits.filter((s) => s.cost_source === 'derived').length };
        })
        .filter((e) => e.count > 0);
      return { category: c, values: entries.length, entries: entries.slice(0, limit) };
    });
    return {
      total: found.length,
      upcoming: found.filter((s) => s.upcoming).length,
      prestige: found.filter(isPrestige).length,
      facets,
    };
  }
}
