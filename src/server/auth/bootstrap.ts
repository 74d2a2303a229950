import crypto from 'node:crypto';
import type { Db } from '../db/database';
import type { ServerConfig } from '../env';
import { countOperators, findOperatorWithHash, setOperatorKey } from './operators';
import { verifyKey } from './key-hash';

export interface BootstrapLog {
  info: (message: string) => void;
  warn: (message: string) => void;
}

export type BootstrapResult = 'configured-created' | 'configured-updated' | 'configured-unchanged' | 'admin-created' | 'existing';

/**
 * Makes sure someone can sign in after start:
 * - OPERATOR_USERNAME/OPERATOR_KEY set: that operator exists with that key (created, or key replaced);
 * - otherwise, with no operator at all: `admin` with a random key, printed once to the log.
 * The configured key is checked first so a restart does not end the operator's sessions.
 */
export async function bootstrapOperator(db: Db, operator: ServerConfig['operator'], log: BootstrapLog): Promise<BootstrapResult> {
  if (operator) {
    const existing = await findOperatorWithHash(db, operator.username);
    if (existing && (await verifyKey(operator.key, existing.key_hash))) return 'configured-unchanged';
    const { created } = await setOperatorKey(db, operator.username, operator.key, 'system');
    log.info(`Operator "${operator.username}" ${created ? 'created' : 'key updated'} from OPERATOR_USERNAME/OPERATOR_KEY`);
    return created ? 'configured-created' : 'configured-updated';
  }
  if ((await countOperators(db)) > 0) return 'existing';
  const key = crypto.randomBytes(18).toString('base64url');
  await setOperatorKey(db, 'admin', key, 'system');
  log.warn(
    `No operator was configured, so one was created. Sign in at /login with username "admin" and key "${key}". ` +
      'This key is shown only now. Change it with: echo "<new key>" | npm run operator -- set admin ' +
      '(or set OPERATOR_USERNAME and OPERATOR_KEY).',
  );
  return 'admin-created';
}
