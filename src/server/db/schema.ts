import type { Generated } from 'kysely';

/**
 * The database's tables as Kysely sees them. Times are epoch milliseconds (integers; bigint on
 * PostgreSQL, read back as numbers: database.ts) and JSON documents are text, so the same queries
 * run on SQLite and PostgreSQL. Calendar dates (a skin's release date) stay 'YYYY-MM-DD' text.
 */
export interface Database {
  calculator_configs: { game_id: string; config: string; updated_at: number; updated_by: string | null };
  operators: { id: Generated<number>; username: string; key_hash: string; created_at: number; updated_at: number };
  sessions: { id: string; operator_id: number; created_at: number; last_seen_at: number; expires_at: number };
  /** Counted attempts of every throttle (security/throttle.ts): failed sign-ins, lookups per address. */
  throttle_hits: { id: Generated<number>; scope: string; key: string; at: number };
  banners: {
    id: Generated<number>;
    kind: 'side' | 'waste';
    position: number;
    hidden: number;
    image_url: string;
    link: string;
    updated_at: number;
  };
  blog_cache: { key: string; value: string; fetched_at: number };
  audit_log: {
    id: Generated<number>;
    at: number;
    actor: string;
    action: string;
    target: string;
    detail: string | null;
    /** The X-Request-Id of the reply that made the change (migrations/0017-revisions.ts). */
    request_id: string | null;
    /** JSON [{path, before, after}] for edits; null otherwise. */
    changes: string | null;
  };
  /** Each operator-edited resource's current revision: the compare-and-set row (src/server/revisions). */
  revision_heads: { kind: string; key: string; revision: number };
  /** Every stored value of an operator-edited resource (src/server/revisions). */
  revisions: {
    kind: string;
    key: string;
    revision: number;
    /** JSON of the whole value. */
    value: string;
    /** JSON [{path, before, after}] against the revision before. */
    changes: string;
    actor: string;
    /** save, reset or restore. */
    action: string;
    restored_from: number | null;
    at: number;
    request_id: string | null;
    /** The operator's note on the change (migrations/0020-revision-notes.ts); null when none was given. */
    note: string | null;
  };
  jobs: {
    id: Generated<number>;
    name: string;
    job_key: string;
    /** queued, running, done or failed. */
    state: string;
    priority: number;
    payload: string;
    progress: string | null;
    attempts: number;
    lease_owner: string | null;
    /** Epoch ms; a running job whose lease has passed is picked up again. */
    lease_until: number;
    run_after: number;
    error: string | null;
    created_at: number;
    updated_at: number;
    finished_at: number | null;
  };
  rate_buckets: {
    name: string;
    limits: string | null;
    blocked_until: number;
    touched_at: number;
    /** When background work last asked for a permit (epoch ms): visitors leave it its share for one window after. */
    background_at: Generated<number>;
    /** The share background work asked with (null before it ever asked). */
    background_share: number | null;
  };
  rate_permits: {
    id: Generated<number>;
    bucket: string;
    at: number;
    /** 1 while the request is on its way (granted, not yet answered), 0 once settled. */
    pending: Generated<number>;
    /** 1 for a permit taken by background work (its share is counted apart from visitors'). */
    background: Generated<number>;
  };
  lol_accounts: {
    id: Generated<number>;
    puuid: string;
    region: string;
    game_name: string;
    tag_line: string;
    /** Lower-cased `name#tag`, to find a known player without asking Riot. */
    riot_id_key: string;
    profile_icon_id: number;
    summoner_level: number;
    revision_date: number;
    /** Solo/Duo entry as JSON {tier, rank, lp, wins, losses}; null when unranked. */
    solo_rank: string | null;
    total_minutes: number;
    recent_minutes: number;
    matches_counted: number;
    matches_missing: number;
    /** JSON [{queueId, minutes}], most played first. */
    per_queue: string;
    counted_since: number | null;
    /** Start of the newest match when the last lookup completed: later refreshes ask only for newer ids. */
    synced_until: number | null;
    refreshed_at: number | null;
    /** Refreshes failed in a row, and the last one's reason. */
    refresh_failures: Generated<number>;
    refresh_error: string | null;
    /** When the background refresh is next due (epoch ms); null for a player nobody looked up. */
    next_refresh_at: number | null;
    created_at: number;
    updated_at: number;
  };
  /** Compared players (counted matches) per Overall-total bucket, per region and for all ('*'); see wasted-time/standing-counts.ts. */
  lol_standing: { scope: string; bucket: number; players: number };
  /** Every match fetched, once for all its participants (migration 0016). */
  lol_games: {
    match_id: string;
    queue_id: number | null;
    started_at: number | null;
    /** 1 when Riot listed the match but answered 404 for its record. */
    missing: Generated<number>;
    /** JSON `[[puuid, seconds], …]` of every participant; null when not known (moved from the per-player table). */
    participants: string | null;
    fetched_at: number;
  };
  /** The stored games each looked-up player played, with their seconds (null: the record does not name them). */
  lol_player_games: { puuid: string; match_id: string; seconds: number | null };
  /** Riot profiles read for the calculator, a few minutes per puuid and region (migrations/0012-riot-profiles.ts). */
  riot_profiles: {
    puuid: string;
    region: string;
    /** Lower-cased `name#tag` at the time of reading. */
    riot_id_key: string;
    /** JSON of the reply's profile (RiotProfile in src/shared/api/riot-profile.ts). */
    profile: string;
    fetched_at: number;
  };
  /** Read-cache invalidation across instances (src/server/read-cache). */
  read_cache_versions: { topic: string; version: number };
  skin_catalogue: { key: string; source_hash: string; patch: string; revision: number; updated_at: number };
  skin_champions: { id: number; name: string; alias: string; icon_path: string | null };
  skin_skinlines: { id: number; name: string; description: string | null };
  skins: SkinsTable;
  skin_chromas: {
    id: number;
    riot_id: number;
    position: number;
    name: string;
    chroma_path: string | null;
    colors: string;
    descriptions: string;
  };
  skin_overrides: { riot_id: number; release_date: string | null; availability: string | null; updated_at: number; updated_by: string };
  skin_videos: { id: Generated<number>; riot_id: number; position: number; url: string; added_at: number; added_by: string };
  // The skin sync (migrations/0008-skin-sync.ts).
  skin_sync_commits: { run_id: number; committed_at: number; checksum: string; summary: string };
  skin_sync_changes: { id: Generated<number>; run_id: number; riot_id: number; name: string; kind: string; fields: string };
  skin_sync_missing: { riot_id: number; missing_since: number; run_id: number };
  skin_source_flags: { riot_id: number; field: string; was: string | null; now: string | null; run_id: number; flagged_at: number };
  /** Skin images as WebP, one row per name and width, never changed once written (migrations/0011-skin-images.ts). */
  skin_images: { name: string; width: number; height: number; bytes: Buffer; created_at: number };
}

/** Source facts of one skin (see migrations/0003-skins.ts); lists and features are JSON text. */
export interface SkinsTable {
  riot_id: number;
  champion_id: number;
  name: string;
  description: string | null;
  tile_path: string | null;
  splash_path: string | null;
  load_screen_path: string | null;
  load_screen_vintage_path: string | null;
  rarity: string;
  legacy: number;
  skinline_ids: string;
  release_date: string | null;
  cost: number | null;
  /** migrations/0009: 'RP', 'Blue Essence', …; null when cost is. */
  cost_currency: string | null;
  cost_source: string;
  availability: string | null;
  distribution: string | null;
  loot_eligible: number | null;
  voice_actors: string;
  splash_artists: string;
  features: string | null;
  wiki: number;
  /** migrations/0019: JSON {field: 'wiki' | 'wiki-supplement'}, the source of each sale fact. */
  fact_sources: string;
  upcoming: number;
  quest_parent: number | null;
  source_patch: string;
  synced_at: number;
}
