import type { Db } from '../db/database';
import type { AccountDetails, LeaderboardReply } from '../../shared/api/wasted-time';
import { LEADERBOARD_PAGE_SIZE } from '../../shared/api/wasted-time';
import { queueName } from '../../shared/api/lol-regions';
import { beyondRiot, RIOT_KEEPS_MS, totals, type MatchRecord, type Totals } from './time-totals';
import { standingOf } from './standing';
import { updateAccount, withStanding } from './standing-counts';

export const riotIdKey = (gameName: string, tagLine: string) => `${gameName.trim()}#${tagLine.trim()}`.toLowerCase();
export interface AccountProfile {
  puuid: string;
  region: string;
  gameName: string;
  tagLine: string;
  profileIconId: number;
  level: number;
  revisionDate: number;
  soloRank: AccountDetails['rank'];
}

export async function findAccountByRiotId(db: Db, region: string, gameName: string, tagLine: string) {
  return db
    .selectFrom('lol_accounts')
    .selectAll()
    .where('region', '=', region)
    .where('riot_id_key', '=', riotIdKey(gameName, tagLine))
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findAccountByPuuid(db: Db, puuid: string) {
  return db.selectFrom('lol_accounts').selectAll().where('puuid', '=', puuid).executeTakeFirst();
}

/** Inserts or updates the profile part of an account (a Riot ID may move to another name; the puuid stays). */
export async function saveProfile(db: Db, p: AccountProfile): Promise<number> {
  const values = {
    region: p.region,
    game_name: p.gameName,
    tag_line: p.tagLine,
    riot_id_key: riotIdKey(p.gameName, p.tagLine),
    profile_icon_id: p.profileIconId,
    summoner_level: p.level,
    revision_date: p.revisionDate,
    solo_rank: p.soloRank ? JSON.stringify(p.soloRank) : null,
    updated_at: Date.now(),
  };
  let id = 0;
  // A stored player's region may change here (looked up again in another region): the counts follow.
  await withStanding(db, { puuid: p.puuid }, async (trx) => {
    const row = await trx
      .insertInto('lol_accounts')
      .values({
        puuid: p.puuid,
        ...values,
        created_at: Date.now(),
        total_minutes: 0,
        recent_minutes: 0,
        matches_counted: 0,
        matches_missing: 0,
        per_queue: '[]',
        counted_since: null,
        synced_until: null,
        refreshed_at: null,
      })
      .onConflict((oc) => oc.column('puuid').doUpdateSet(values))
      .returning(['id', 'region', 'total_minutes', 'matches_counted'])
      .executeTakeFirstOrThrow();
    id = row.id;
    return row;
  });
  return id;
}

export async function storedMatchIds(db: Db, puuid: string, ids: readonly string[]): Promise<Set<string>> {
  const stored = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('lol_matches')
      .select('match_id')
      .where('puuid', '=', puuid)
      .where('match_id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) stored.add(row.match_id);
  }
  return stored;
}

/** Stores match records; a match already stored for the player is left as it is (no duplicates). */
export async function storeMatch(db: Db, puuid: string, matchId: string, record: MatchRecord): Promise<void> {
  await db
    .insertInto('lol_matches')
    .values({
      puuid,
      match_id: matchId,
      status: record.status,
      seconds: record.seconds,
      started_at: record.startedAt,
      queue_id: record.queueId,
      fetched_at: Date.now(),
    })
    .onConflict((oc) => oc.columns(['puuid', 'match_id']).doNothing())
    .execute();
}

/** Recomputes the account's figures from every stored match (the leaderboard reads them). */
export async function refreshTotals(db: Db, puuid: string): Promise<Totals> {
  const rows = await db
    .selectFrom('lol_matches')
    .select(['status', 'seconds', 'started_at', 'queue_id'])
    .where('puuid', '=', puuid)
    .execute();
  const sum = totals(
    rows.map((r) => ({
      status: r.status as MatchRecord['status'],
      seconds: r.seconds,
      startedAt: r.started_at,
      queueId: r.queue_id,
    })),
  );
  await updateAccount(
    db,
    { puuid },
    {
      total_minutes: sum.totalMinutes,
      recent_minutes: sum.recentMinutes,
      matches_counted: sum.counted,
      matches_missing: sum.missing,
      counted_since: sum.countedSince,
      per_queue: JSON.stringify(sum.perQueue),
      updated_at: Date.now(),
    },
  );
  return sum;
}

/**
 * A lookup or refresh completed: 'Last Updated' is now, later refreshes need only ids newer than
 * the newest stored match, the revision it read is the one later refreshes compare with, and
 * earlier failures are forgotten.
 */
export async function markRefreshed(db: Db, puuid: string): Promise<void> {
  const newest = await db
    .selectFrom('lol_matches')
    .select((eb) => eb.fn.max('started_at').as('newest'))
    .where('puuid', '=', puuid)
    .executeTakeFirst();
  await db
    .updateTable('lol_accounts')
    .set((eb) => ({
      synced_until: newest?.newest ?? null,
      refreshed_at: Date.now(),
      refreshed_revision: eb.ref('revision_date'),
      refresh_after: 0,
      refresh_failures: 0,
      refresh_error: null,
    }))
    .where('puuid', '=', puuid)
    .execute();
}

type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccountByPuuid>>>;

type StoredDetails = Omit<AccountDetails, 'matchesBeyondRiot' | 'percentile' | 'playersCompared'>;

/** The stored figures alone (no standing): what a reply that only names the player needs. */
export function storedDetails(row: AccountRow): StoredDetails {
  const since = row.counted_since;
  return {
    id: row.id,
    gameName: row.game_name,
    tagLine: row.tag_line,
    region: row.region,
    profileIconId: row.profile_icon_id,
    level: row.summoner_level,
    updatedAt: row.refreshed_at === null ? null : new Date(row.refreshed_at).toISOString(),
    recentTimeSpent: row.recent_minutes,
    totalTimeSpent: row.total_minutes,
    rank: row.solo_rank ? (JSON.parse(row.solo_rank) as AccountDetails['rank']) : null,
    countedSince: since === null ? null : new Date(since).toISOString(),
    matchesCounted: row.matches_counted,
    matchesMissing: row.matches_missing,
    perQueue: (JSON.parse(row.per_queue) as { queueId: number; minutes: number }[]).map((q) => ({ ...q, name: queueName(q.queueId) })),
  };
}

/** Counted matches started within Riot's window (those without a start time are taken as within). */
async function countedWithinWindow(db: Db, puuid: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('lol_matches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('puuid', '=', puuid)
    .where('status', '=', 'counted')
    .where((eb) => eb.or([eb('started_at', 'is', null), eb('started_at', '>=', now - RIOT_KEEPS_MS)]))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** A stored account as the page shows it: its figures, what Riot no longer lists of them, and where it stands. */
export async function describeAccount(db: Db, row: AccountRow, now = Date.now()): Promise<AccountDetails> {
  const details = storedDetails(row);
  const [within, standing] = await Promise.all([
    details.matchesCounted > 0 ? countedWithinWindow(db, row.puuid, now) : 0,
    standingOf(db, { region: row.region, totalMinutes: details.totalTimeSpent, matchesCounted: details.matchesCounted }),
  ]);
  return { ...details, matchesBeyondRiot: beyondRiot(details.matchesCounted, within), ...standing };
}

export async function accountDetails(db: Db, id: number): Promise<AccountDetails | null> {
  const row = await db.selectFrom('lol_accounts').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? describeAccount(db, row) : null;
}

/** Several stored accounts in the order asked; null when one of them is not stored. */
export async function accountsDetails(db: Db, ids: readonly number[]): Promise<AccountDetails[] | null> {
  const rows = await db
    .selectFrom('lol_accounts')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (ids.some((id) => !byId.has(id))) return null;
  return Promise.all(ids.map((id) => describeAccount(db, byId.get(id)!)));
}

/** One page of the leaderboard by Overall minutes (ties: first looked up first); Global when no region. */
export async function leaderboardPage(db: Db, page: number, region?: string): Promise<LeaderboardReply> {
  let query = db.selectFrom('lol_accounts').where('matches_counted', '>', 0);
  if (region) query = query.where('region', '=', region);
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'game_name', 'tag_line', 'profile_icon_id', 'region', 'total_minutes'])
      .orderBy('total_minutes', 'desc')
      .orderBy('id')
      .limit(LEADERBOARD_PAGE_SIZE)
      .offset((page - 1) * LEADERBOARD_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    lb: rows.map((r) => ({
      id: r.id,
      gameName: r.game_name,
      tagLine: r.tag_line,
      profileIconId: r.profile_icon_id,
      region: r.region,
      totalTimeSpent: r.total_minutes,
    })),
    total: count.n,
  };
}
