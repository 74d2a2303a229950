import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A player the fake knows; matches are served newest first, like Riot. */
export interface FakePlayer {
  gameName: string;
  tagLine: string;
  puuid: string;
  /** Riot platform host (`euw1`, `ru`, `sg2`, …). */
  platform: string;
  profileIconId: number;
  summonerLevel: number;
  revisionDate: number;
  league: { queueType: string; tier: string; rank: string; leaguePoints: number; wins: number; losses: number }[];
  matchIds: string[];
  /** Ids listed by the ids endpoint whose match endpoint answers 404. */
  missing?: Set<string>;
  /** champion-mastery-v4 entries, one per champion played; none when absent. */
  masteries?: FakeMastery[];
}

/** One champion-mastery-v4 ChampionMasteryDto, with the fields Riot sends since the 2024 mastery rework. */
export interface FakeMastery {
  puuid: string;
  championId: number;
  championLevel: number;
  championPoints: number;
  lastPlayTime: number;
  championPointsSinceLastLevel: number;
  championPointsUntilNextLevel: number;
  markRequiredForNextLevel: number;
  tokensEarned: number;
  championSeasonMilestone: number;
  milestoneGrades?: string[];
  nextSeasonMilestone: { requireGradeCounts: Record<string, number>; rewardMarks: number; bonus: boolean; totalGamesRequires: number };
}

export interface FakeMatch {
  metadata: { matchId: string; participants: string[] };
  info: Record<string, unknown> & {
    gameStartTimestamp?: number;
    participants: ({ puuid: string; timePlayed?: number } & Record<string, unknown>)[];
  };
}

const FIXTURES = fileURLToPath(new URL('../../fixtures/riot/match-v5/', import.meta.url));

/** The 21 recorded replies, by match id. */
export function recordedMatches(): Map<string, FakeMatch> {
  const matches = new Map<string, FakeMatch>();
  for (const file of fs
    .readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const match = JSON.parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8')) as FakeMatch;
    matches.set(match.metadata.matchId, match);
  }
  return matches;
}

/** A recorded match as one player would see it: participant 0 becomes that player (the body is otherwise unchanged). */
export function recordedFor(match: FakeMatch, puuid: string): FakeMatch {
  if (match.info.participants.length === 0) return match;
  const participants = match.info.participants.map((p, i) => (i === 0 ? { ...p, puuid } : p));
  return { metadata: { ...match.metadata, participants: participants.map((p) => p.puuid) }, info: { ...match.info, participants } };
}

/** Small deterministic generator (mulberry32), so generated players are the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const QUEUES = [420, 420, 440, 450, 400, 490, 1700];

/**
 * `count` mastery entries for a player, most points first as Riot sorts them; champion ids are
 * distinct (1, 2, … stand in for Riot's, which are not contiguous) and levels follow points.
 */
export function generatedMasteries(seed: number, puuid: string, count: number, newestMs: number): FakeMastery[] {
  const random = seededRandom(seed * 7919 + 1);
  return Array.from({ length: count }, (_, i) => {
    const championPoints = Math.max(1, Math.floor(600_000 / (i + 1) ** 1.4 + random() * 500));
    const championLevel = Math.max(1, Math.min(40, Math.floor(championPoints / 11_000)) || 1);
    return {
      puuid,
      championId: i + 1,
      championLevel,
      championPoints,
      lastPlayTime: newestMs - Math.floor(random() * 400) * 86_400_000,
      championPointsSinceLastLevel: Math.floor(random() * 11_000),
      championPointsUntilNextLevel: Math.floor(random() * 11_000),
      markRequiredForNextLevel: championLevel >= 5 ? 2 : 0,
      tokensEarned: Math.floor(random() * 3),
      championSeasonMilestone: Math.floor(random() * 4),
      ...(championLevel >= 4 ? { milestoneGrades: ['A-', 'B+'] } : {}),
      nextSeasonMilestone: { requireGradeCounts: { 'A-': 1 }, rewardMarks: 1, bonus: false, totalGamesRequires: 1 },
    };
  });
}

/**
 * A match in Riot's shape for a generated player: ten participants (the player first), each
 * with their `timePlayed`; game times in milliseconds, `gameDuration` in seconds.
 */
export function generatedMatch(
  matchId: string,
  puuid: string,
  startMs: number,
  seconds: number,
  queueId: number,
  platform: string,
): FakeMatch {
  const participants = Array.from({ length: 10 }, (_, i) => ({
    puuid: i === 0 ? puuid : `${matchId}-p${i}`,
    participantId: i + 1,
    teamId: i < 5 ? 100 : 200,
    timePlayed: i === 0 ? seconds : seconds - (i % 3),
    win: i < 5,
    championName: 'Annie',
  }));
  return {
    metadata: { matchId, participants: participants.map((p) => p.puuid) },
    info: {
      gameCreation: startMs - 30_000,
      gameStartTimestamp: startMs,
      gameEndTimestamp: startMs + seconds * 1000,
      gameDuration: seconds,
      queueId,
      platformId: platform.toUpperCase(),
      endOfGameResult: 'GameComplete',
      participants,
    },
  };
}

/** A player with `count` generated matches, one every ~2 days back from `newestMs`. */
export function generatedPlayer(
  seed: number,
  count: number,
  newestMs: number,
  platform = 'euw1',
): { player: FakePlayer; matches: FakeMatch[] } {
  const random = seededRandom(seed);
  const puuid = `gen-${seed}-${'x'.repeat(60)}`.slice(0, 78);
  const matches: FakeMatch[] = [];
  let start = newestMs;
  for (let i = 0; i < count; i++) {
    start -= Math.floor((0.2 + random() * 3.6) * 86_400_000);
    const seconds = 900 + Math.floor(random() * 1500);
    matches.push(
      generatedMatch(
        `${platform.toUpperCase()}_${9_000_000_000 + seed * 10_000 + count - i}`,
        puuid,
        start,
        seconds,
        QUEUES[i % QUEUES.length]!,
        platform,
      ),
    );
  }
  return {
    matches,
    player: {
      gameName: `Grinder${seed}`,
      tagLine: 'EUW',
      puuid,
      platform,
      profileIconId: 4270,
      summonerLevel: 100 + seed,
      revisionDate: newestMs,
      league: [{ queueType: 'RANKED_SOLO_5x5', tier: 'GOLD', rank: 'II', leaguePoints: 45, wins: 60, losses: 50 }],
      matchIds: matches.map((m) => m.metadata.matchId),
      masteries: generatedMasteries(seed, puuid, 20 + (seed % 60), newestMs),
    },
  };
}

/**
 * A second generated player who played every one of `first`'s matches with them (as participant 2,
 * on the same team), plus `own` matches of their own: friends whose histories overlap.
 */
export function friendOf(
  first: { player: FakePlayer; matches: FakeMatch[] },
  seed: number,
  own = 0,
): { player: FakePlayer; matches: FakeMatch[] } {
  const friend = generatedPlayer(seed, own, first.matches[0]?.info.gameStartTimestamp ?? Date.UTC(2026, 0, 1));
  for (const match of first.matches) {
    match.info.participants[1]!.puuid = friend.player.puuid;
    match.metadata.participants[1] = friend.player.puuid;
  }
  const all = [...friend.matches, ...first.matches].sort((a, b) => b.info.gameStartTimestamp! - a.info.gameStartTimestamp!);
  return { player: { ...friend.player, matchIds: all.map((m) => m.metadata.matchId) }, matches: friend.matches };
}
