import type { Db } from '../db/database';
import { recordAudit } from '../audit/audit-log';
import { KEY_MAX, KEY_MIN, USERNAME_MAX } from '../../shared/api/auth';
import { hashKey, SCRYPT_PARAMS, type ScryptParams } from './key-hash';

export const USERNAME_PATTERN = '^[A-Za-z0-9._@-]+$';

/** Why a username/key pair cannot be stored, or null when it can. */
export function operatorInputProblem(username: string, key: string): string | null {
  if (!new RegExp(USERNAME_PATTERN).test(username) || username.length > USERNAME_MAX) {
    return `The username must be 1 to ${USERNAME_MAX} letters, digits or . _ @ -`;
  }
  if (key.length < KEY_MIN || key.length > KEY_MAX) return `The key must be ${KEY_MIN} to ${KEY_MAX} characters`;
  return null;
}

export async function findOperatorWithHash(db: Db, username: string) {
  return db.selectFrom('operators').select(['id', 'username', 'key_hash']).where('username', '=', username).executeTakeFirst();
}

export async function countOperators(db: Db): Promise<number> {
  const row = await db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * Creates the operator or replaces its key. A new key ends the operator's sessions, so a
 * leaked key stops working everywhere at once. Returns whether the operator was created.
 */
export async function setOperatorKey(
  db: Db,
  username: string,
  key: string,
  actor: string,
  cost: ScryptParams = SCRYPT_PARAMS,
): Promise<{ created: boolean }> {
  const problem = operatorInputProblem(username, key);
  if (problem) throw new Error(problem);
  const keyHash = await hashKey(key, cost);
  const now = Date.now();
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('operators').select('id').where('username', '=', username).executeTakeFirst();
    if (existing) {
      await trx.updateTable('operators').set({ key_hash: keyHash, updated_at: now }).where('id', '=', existing.id).execute();
      await trx.deleteFrom('sessions').where('operator_id', '=', existing.id).execute();
    } else {
      await trx.insertInto('operators').values({ username, key_hash: keyHash, created_at: now, updated_at: now }).execute();
    }
    await recordAudit(trx, { actor, action: existing ? 'operator.set-key' : 'operator.create', target: `operator:${username}` });
    return { created: !existing };
  });
}
