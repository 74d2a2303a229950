import { throttledMessage } from '../../shared/api/auth';
import type { Db } from '../db/database';
import { throttle } from '../security/throttle';

/** Failed sign-ins allowed per address and per username within the window. */
export const FAILURE_LIMIT = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Every sign-in counts as a failure until its key proved right (then it is released), by address
 * and by username, so neither many names from one address nor one name from many addresses can
 * guess on.
 */
export const signInThrottle = (db: Db) => {
  const failures = throttle(
    db,
    'login',
    { count: FAILURE_LIMIT, windowMs: FAILURE_WINDOW_MS },
    { code: 'THROTTLED', message: throttledMessage },
  );
  return (ip: string, username: string) => failures.take([`ip:${ip}`, `user:${username.toLowerCase()}`]);
};
