import type { Db } from '../db/database';

export interface ConfigRow {
  gameId: string;
  config: unknown;
  /** Epoch ms (the service's reply writes it as ISO text). */
  updatedAt: number;
  updatedBy: string | null;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The stored row of a game, or null. A row whose JSON does not parse reads as config null. */
export async function findConfigRow(db: Db, gameId: string): Promise<ConfigRow | null> {
  const row = await db.selectFrom('calculator_configs').selectAll().where('game_id', '=', gameId).executeTakeFirst();
  return row ? { gameId: row.game_id, config: parse(row.config), updatedAt: row.updated_at, updatedBy: row.updated_by } : null;
}

/** Inserts a row unless the game has one already (the seed never overwrites an operator's prices). */
export async function insertConfigIfMissing(db: Db, gameId: string, config: unknown, at: number): Promise<void> {
  await db
    .insertInto('calculator_configs')
    .values({ game_id: gameId, config: JSON.stringify(config), updated_at: at, updated_by: null })
    .onConflict((oc) => oc.column('game_id').doNothing())
    .execute();
}

export async function writeConfig(db: Db, gameId: string, config: unknown, at: number, actor: string): Promise<void> {
  await db
    .insertInto('calculator_configs')
    .values({ game_id: gameId, config: JSON.stringify(config), updated_at: at, updated_by: actor })
    .onConflict((oc) => oc.column('game_id').doUpdateSet({ config: JSON.stringify(config), updated_at: at, updated_by: actor }))
    .execute();
}
