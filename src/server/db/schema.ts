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
  audit_log: {
    id: Generated<number>;
    at: string;
    actor: string;
    action: string;
    target: string;
    detail: string | null;
  };
  /** Read-cache invalidation across instances (src/server/read-cache). */
  read_cache_versions: { topic: string; version: number };
}
