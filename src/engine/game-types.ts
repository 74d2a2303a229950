/**
 * The shape of one game file (schemas/games/<id>.json) once it has passed the meta-schema,
 * and of the price configuration the operator edits. Everything that differs between games
 * is data of this shape; the engine functions take it and nothing game-specific.
 */

/** An integer count (level, champions, V-Bucks...). Empty means 0; negative counts count 0. */
export interface CountInput {
  kind: 'count';
  key: string;
  /** Fallback caption; the visitor form shows the config's label for the same key. */
  label: string;
  /** Lowest accepted non-zero entry, or null for no lower bound (League skin counts). */
  min: number | null;
  /** Highest accepted entry, or null for no upper bound. */
  max: number | null;
  /** Spinner increment only; any integer within the bounds is accepted. */
  step?: number;
}

/** One option from a list held in the config (ranks, Clash selects). */
export interface ChoiceInput {
  kind: 'choice';
  key: string;
  label: string;
  /** Config key of the option list, e.g. "ranks" for League's rank. */
  options: string;
  /** Label of the option selected at first, e.g. "Unranked". */
  default: string;
  /** Each row is worth at least the row above it (ranks): a save breaking it asks for confirmation. */
  ascending?: boolean;
}

/** A checkbox adding a flat amount from the config when ticked. */
export interface FlagInput {
  kind: 'flag';
  key: string;
  label: string;
}

/** One count inside a group panel (a skin tier, a rarity, an edition). */
export interface GroupItem {
  key: string;
  label: string;
}

/** A panel of counts whose header shows the running total. */
export interface GroupInput {
  kind: 'group';
  key: string;
  label: string;
  /** toggle: each panel opens on its own; accordion: one panel of the game open at a time; box: a plain box with a toggle. */
  panel: 'toggle' | 'accordion' | 'box';
  min: number | null;
  max: number | null;
  step?: number;
  items: GroupItem[];
}

export type GameInput = CountInput | ChoiceInput | FlagInput | GroupInput;

/** A numeric entry of a config: caption, starting value in the form, euros per unit. */
export interface CountConfig {
  label: string;
  value: number;
  multi: number;
}

/** A group item's config; Fortnite's also carry `text` (a longer caption). */
export interface GroupItemConfig {
  label: string;
  multi: number;
  value?: number;
  text?: string;
}

export interface FlatConfig {
  label: string;
  value: number;
}

/** One option of a select: visible label and the euros it adds. */
export interface OptionConfig {
  label: string;
  value: number;
}

/**
 * A game's price configuration as stored and served: `market` plus one entry per input
 * (count → CountConfig, group → map of GroupItemConfig, flag → FlatConfig) and one option
 * list per choice (under the choice's `options` key).
 */
export type GameConfig = { market: number } & Record<string, unknown>;

/** A worked example: form inputs and the Estimated Real Value expected under the defaults. */
export interface GameExample {
  inputs: Record<string, unknown>;
  price: number;
}

/** Per-page options a data file declares (games all of them, converters the banners). */
export interface PageOptions {
  /** The fixed partner banners (site-config) in the side slots instead of the operator's banners. */
  partnerBanners?: boolean;
  /** A site about the game's characters, linked under the calculator. */
  charactersSite?: { url: string; name: string };
  /** The boosting partner's promo box (site-config) under the calculator. */
  boostingPromo?: boolean;
  /** The three newest blog posts under the About article. */
  recentBlogPosts?: boolean;
  /** The group input the visitor may fill from their skin collection, by tier. */
  skinCollection?: string;
}

/** One input a profile fills: the profile field it takes, and for a choice the option label each value picks. */
export interface ProfileFillEntry {
  /** The input's key (a count or a choice). */
  input: string;
  /** Dotted path of the profile field, e.g. "level" or "rank.tier". */
  from: string;
  /** Choices only: the option label for each value the field may hold. */
  labels?: Record<string, string>;
  /** Choices only: the label when the field is absent, null or not in `labels`; else the input's default. */
  otherwise?: string;
}

/**
 * Which inputs an account profile fills (a League account read from Riot by Riot ID). Counts take
 * the field's number clamped to their bounds; choices take the label `labels` gives.
 */
export interface ProfileFill {
  /** Where profiles come from; "riot": POST /api/riot-profile (src/shared/api/riot-profile.ts). */
  source: 'riot';
  map: ProfileFillEntry[];
}

export interface GameDefinition {
  id: string;
  name: string;
  /** Position in menus and the dashboard, 1-based. */
  order: number;
  /** Page path, e.g. "/" or "/valorant-account-value". */
  route: string;
  /** Config path: GET /api/<api>, POST /api/auth/<api>. */
  api: string;
  /** Key of this game's config in the dashboard data, e.g. "valorantCalculator". */
  dashboardKey: string;
  footerTag: string;
  meta: { title: string; description: string };
  /** How the page is framed beyond the calculator; absent: the plain frame. */
  page?: PageOptions;
  profileFill?: ProfileFill;
  inputs: GameInput[];
  /** A mathjs expression; see src/engine/formula.ts for what it may use. */
  formula: string;
  defaults: GameConfig;
  examples: GameExample[];
}

/** What a visitor has entered: counts, option labels, ticks and group maps, keyed by input key. */
export type RawInputs = Record<string, unknown>;
