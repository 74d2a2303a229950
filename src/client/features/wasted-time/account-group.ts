import { ACCOUNT_GROUP_MAX, joinAccountIds, type AccountDetails } from '../../../shared/api/wasted-time';

/** The query parameter of a shared list (`?accounts=12-345`) and the browser's copy of it. */
export const GROUP_PARAM = 'accounts';
export const GROUP_STORAGE_KEY = 'wasted-time.accounts';

/** Player ids from a link or the browser: whole numbers from 1, each once, at most five; anything else is dropped. */
export function parseGroup(value: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (value ?? '').split('-')) {
    if (!/^[1-9][0-9]{0,9}$/.test(part)) continue;
    const id = Number(part);
    if (!ids.includes(id) && ids.length < ACCOUNT_GROUP_MAX) ids.push(id);
  }
  return ids;
}

export const groupValue = joinAccountIds;

export interface Combined {
  recentTimeSpent: number;
  totalTimeSpent: number;
  /** Each account's whole-percent share of the Overall total, in the same order; they add up to 100 (0 each with no time). */
  shares: number[];
}

/**
 * The accounts added up: Since 2023 and Overall minutes, and each account's share of Overall as
 * whole percents that add up to exactly 100 (largest remainders get the leftover points, so no
 * share is more than a point away from its exact value).
 */
export function combine(accounts: readonly Pick<AccountDetails, 'recentTimeSpent' | 'totalTimeSpent'>[]): Combined {
  const recentTimeSpent = accounts.reduce((sum, a) => sum + a.recentTimeSpent, 0);
  const totalTimeSpent = accounts.reduce((sum, a) => sum + a.totalTimeSpent, 0);
  if (totalTimeSpent === 0) return { recentTimeSpent, totalTimeSpent, shares: accounts.map(() => 0) };
  const exact = accounts.map((a) => (a.totalTimeSpent * 100) / totalTimeSpent);
  const shares = exact.map(Math.floor);
  const left = 100 - shares.reduce((sum, s) => sum + s, 0);
  const order = exact.map((value, i) => ({ i, rest: value - shares[i]! })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; k < left; k++) shares[order[k]!.i]!++;
  return { recentTimeSpent, totalTimeSpent, shares };
}
