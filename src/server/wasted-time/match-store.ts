import type { Db } from '../db/database';
import type { MatchDto } from '../upstream/riot/riot-dtos';
import { MISSING, recordOf, secondsPlayed, startOf, type MatchRecord } from './time-totals';

/**
 * One store of matches for every player (issue 30): a match is fetched once and kept once with
 * the few fields the totals need — queue, start, and each participant's seconds — so a friend
 * who played the same games is counted from storage. `lol_player_games` says which stored games
 * count for which looked-up player (a player nobody looked up has none: nobody asked for their time).
 */

/** A fetched match as stored: null when Riot answered 404 for a listed id. */
export function gameRow(matchId: string, match: MatchDto | null, now = Date.now()) {
  if (!match) return { match_id: matchId, queue_id: null, started_at: null, missing: 1, participants: '[]', fetched_at: now };
  const { info } = match;
  const seconds = info.participants.map((p) => [p.puuid, secondsPlayed(info, p)] as const);
  return {
    match_id: matchId,
    queue_id: info.queueId ?? null,
    started_at: startOf(info),
    missing: 0,
    participants: JSON.stringify(seconds),
    fetched_at: now,
  };
}

const secondsOf = (participants: string, puuid: string): number | null =>
  (JSON.parse(participants) as [string, number][]).find(([p]) => p === puuid)?.[1] ?? null;

const BATCH = 500;

/**
 * Of `ids` listed for the player, those it needs no fetch for: already linked to the player, or
 * stored for someone else with every participant (linked now, from storage). The rest must be fetched.
 */
export async function linkStoredGames(db: Db, puuid: string, ids: readonly string[]): Promise<Set<string>> {
  const done = new Set<string>();
  for (let i = 0; i < ids.length; i += BATCH) {
    const slice = ids.slice(i, i + BATCH);
    const linked = await db
      .selectFrom('lol_player_games')
      .select('match_id')
      .where('puuid', '=', puuid)
      .where('match_id', 'in', slice)
      .execute();
    for (const row of linked) done.add(row.match_id);
    const rest = slice.filter((id) => !done.has(id));
    if (!rest.length) continue;
    const known = await db
      .selectFrom('lol_games')
      .select(['match_id', 'participants', 'missing'])
      .where('match_id', 'in', rest)
      .where((eb) => eb.or([eb('participants', 'is not', null), eb('missing', '=', 1)]))
      .execute();
    if (!known.length) continue;
    await db
      .insertInto('lol_player_games')
      .values(known.map((g) => ({ puuid, match_id: g.match_id, seconds: secondsOf(g.participants ?? '[]', puuid) })))
      .onConflict((oc) => oc.columns(['puuid', 'match_id']).doNothing())
      .execute();
    for (const g of known) done.add(g.match_id);
  }
  return done;
}

/** Stores a fetched match (replacing a copy without participants) and links it to the player it was fetched for. */
export async function storeGame(db: Db, puuid: string, matchId: string, match: MatchDto | null): Promise<void> {
  const row = gameRow(matchId, match);
  const { match_id: _matchId, ...fetched } = row;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('lol_games')
      .values(row)
      .onConflict((oc) => oc.column('match_id').doUpdateSet(fetched))
      .execute();
    const seconds = secondsOf(row.participants, puuid);
    await trx
      .insertInto('lol_player_games')
      .values({ puuid, match_id: matchId, seconds })
      .onConflict((oc) => oc.columns(['puuid', 'match_id']).doUpdateSet({ seconds }))
      .execute();
  });
}

export async function playerRecords(db: Db, puuid: string): Promise<MatchRecord[]> {
  const rows = await db
    .selectFrom('lol_player_games as p')
    .innerJoin('lol_games as g', 'g.match_id', 'p.match_id')
    .select(['p.seconds', 'g.started_at', 'g.queue_id', 'g.missing'])
    .where('p.puuid', '=', puuid)
    .execute();
  return rows.map((r) => (r.missing === 1 ? MISSING : recordOf(r.seconds === null ? null : r.seconds, r.started_at, r.queue_id)));
}

/** The start of the player's newest stored match (epoch ms): later refreshes ask Riot only for newer ids. */
export async function newestStart(db: Db, puuid: string): Promise<number | null> {
  const row = await db
    .selectFrom('lol_player_games as p')
    .innerJoin('lol_games as g', 'g.match_id', 'p.match_id')
    .select((eb) => eb.fn.max('g.started_at').as('newest'))
    .where('p.puuid', '=', puuid)
    .executeTakeFirst();
  return row?.newest ?? null;
}
