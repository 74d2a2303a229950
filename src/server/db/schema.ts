import type { Generated } from 'kysely';

/**
 * The database's tables as Kysely sees them. Times are ISO-8601 UTC strings and JSON
 * documents are text, so the same queries run on SQLite and PostgreSQL.
 */
export interface Database {
  calculator_configs: {
    game_id: string;
    config: string;
    updated_at: string;
    updated_by: string | null;
  };
  operators: {
    id: Generated<number>;
    username: string;
    key_hash: string;
    created_at: string;
    updated_at: string;
  };
  sessions: {
    id: string;
    operator_id: number;
    created_at: string;
    last_seen_at: string;
    expires_at: string;
  };
  login_failures: {
    id: Generated<number>;
    scope: string;
    at: string;
  };
  banners: {
    id: Generated<number>;
    kind: 'side' | 'waste';
    position: number;
    hidden: number;
    image_url: string;
    link: string;
    updated_at: string;
  };
  blog_cache: { key: string; value: string; fetched_at: string };
  audit_log: {
    id: Generated<number>;
    at: string;
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
    /** Epoch ms. */
    at: number;
    request_id: string | null;
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
    lease_until: number | string;
    run_after: number | string;
    error: string | null;
    created_at: string;
    updated_at: string;
    finished_at: string | null;
  };
  rate_buckets: {
    name: string;
    limits: string | null;
    blocked_until: number | string;
    touched_at: number | string;
  };
  rate_permits: {
    id: Generated<number>;
    bucket: string;
    at: number | string;
    /** 1 while the request is on its way (granted, not yet answered), 0 once settled. */
    pending: Generated<number>;
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
    revision_date: number | string;
    /** Solo/Duo entry as JSON {tier, rank, lp, wins, losses}; null when unranked. */
    solo_rank: string | null;
    total_minutes: number;
    recent_minutes: number;
    matches_counted: number;
    matches_missing: number;
    /** JSON [{queueId, minutes}], most played first. */
    per_queue: string;
    counted_since: number | string | null;
    /** Start of the newest match when the last lookup completed: later refreshes ask only for newer ids. */
    synced_until: number | string | null;
    refreshed_at: string | null;
    /** Riot's revisionDate when the last refresh completed; unchanged since means nothing new to count. */
    refreshed_revision: number | string | null;
    /** A failed refresh is not retried before this (epoch ms); 0 when the last one succeeded. */
    refresh_after: Generated<number | string>;
    /** Refreshes failed in a row, and the last one's reason. */
    refresh_failures: Generated<number>;
    refresh_error: string | null;
    created_at: string;
    updated_at: string;
  };
  /** Compared players (counted matches) per Overall-total bucket, per region and for all ('*'); see wasted-time/standing-counts.ts. */
  lol_standing: {
    scope: string;
    bucket: number;
    players: number;
  };
  lol_matches: {
    puuid: string;
    match_id: string;
    /** counted, skipped or missing (see wasted-time/time-totals.ts). */
    status: string;
    seconds: number;
    started_at: number | string | null;
    queue_id: number | null;
    fetched_at: string;
  };
  lookup_requests: {
    id: Generated<number>;
    address: string;
    at: number | string;
  };
  /** Riot profiles read for the calculator, a few minutes per puuid and region (migrations/0012-riot-profiles.ts). */
  riot_profiles: {
    puuid: string;
    region: string;
    /** Lower-cased `name#tag` at the time of reading. */
    riot_id_key: string;
    /** JSON of the reply's profile (RiotProfile in src/shared/api/riot-profile.ts). */
    profile: string;
    fetched_at: number | string;
  };
  /** Read-cache invalidation across instances (src/server/read-cache). */
  read_cache_versions: { topic: string; version: number };
  skin_catalogue: { key: string; source_hash: string; patch: string; revision: number; updated_at: string };
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
  skin_overrides: { riot_id: number; release_date: string | null; availability: string | null; updated_at: string; updated_by: string };
  skin_videos: { id: Generated<number>; riot_id: number; position: number; url: string; added_at: string; added_by: string };
  // The skin sync (migrations/0008-skin-sync.ts).
  skin_sync_commits: { run_id: number; committed_at: string; checksum: string; summary: string };
  skin_sync_changes: { id: Generated<number>; run_id: number; riot_id: number; name: string; kind: string; fields: string };
  skin_sync_missing: { riot_id: number; missing_since: string; run_id: number };
  skin_source_flags: { riot_id: number; field: string; was: string | null; now: string | null; run_id: number; flagged_at: string };
  /** Skin images as WebP, one row per name and width, never changed once written (migrations/0011-skin-images.ts). */
  skin_images: { name: string; width: number; height: number; bytes: Buffer; created_at: string };
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
  synced_at: string;
}
