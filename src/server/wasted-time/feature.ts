import type { FeatureFactory } from '../feature';
import { httpError } from '../http/http-error';
import { mount, mountCached } from '../http/mount';
import { enqueueJob, findActiveJob, findJobById } from '../jobs/job-queue';
import {
  LOOKUP_MESSAGES,
  fetchAccount,
  accountGroup,
  splitAccountIds,
  leaderboard,
  lookupStatus,
  storedAccount,
  type FetchBody,
  type FetchReply,
  type LookupState,
} from '../../shared/api/wasted-time';
import { lookupJob, lookupKey, type LookupPayload, type LookupProgress } from './lookup-job';
import { refreshJob } from './refresh-job';
import { wastedTimeShareCard, wastedTimeSitemap } from './wasted-time-seo';
import { lookupState } from './lookup-state';
import { LOOKUP_LIMIT, takeLookupOrRefuse } from './lookup-throttle';
import { LOOKUP_JOB, WASTED_TIME_TOPIC } from './names';
import { refreshProfile } from './profile-step';
import { asVisitorError, VISITOR_RIOT_DEADLINE_MS, withDeadline } from './riot-deadline';
import { mountRiotProfile } from './riot-profile-route';
import { accountDetails, accountsDetails, describeAccount, findAccountByPuuid, findAccountByRiotId, leaderboardPage } from './repository';

/** A stored account refreshed this recently is answered from storage: no lookup slot, no Riot request. */
export const FRESH_MS = 5 * 60 * 1000;

const settled = (reason: string | null = null): LookupState => ({ id: null, state: 'done', done: 0, total: 0, reason });

/**
 * The time-wasted lookup: POST /fetch answers the account (the spec's contract), GET /lookups/:id
 * follows the crawl, and from the read cache the leaderboard and stored players.
 */
export const wastedTimeFeature: FeatureFactory = ({ db, cache, games, upstream, settings, config, log }) => {
  const riot = upstream.riot;
  if (!riot) log.info('RIOT_API_KEY is not set: stored players are not refreshed in the background');
  const refresh = {
    ...config.wastedTimeRefresh,
    ...(settings.refreshRetryBaseMs === undefined ? {} : { retryBaseMs: settings.refreshRetryBaseMs }),
  };
  const limit = settings.lookupLimit ?? LOOKUP_LIMIT;
  const freshMs = settings.lookupFreshMs ?? FRESH_MS;

  /** The account step for a Riot ID nobody looked up yet, within the deadline; Riot's refusals as our codes. */
  const firstProfile = async (payload: FetchBody) => {
    try {
      return await withDeadline(refreshProfile(db, riot!, payload, null), VISITOR_RIOT_DEADLINE_MS);
    } catch (error) {
      throw asVisitorError(error);
    }
  };

  return {
    sitemap: [wastedTimeSitemap],
    shareCard: wastedTimeShareCard(db),
    jobs: riot ? [lookupJob({ db, riot }) as never, refreshJob({ db, riot, settings: refresh, log }) as never] : [],
    routes(api) {
      mount(api, fetchAccount, async ({ body, request }): Promise<FetchReply> => {
        const payload: FetchBody = { gameName: body.gameName.trim(), tagLine: body.tagLine.trim(), region: body.region };
        const known = await findAccountByRiotId(db, payload.region, payload.gameName, payload.tagLine);
        const answer = async (row: NonNullable<typeof known>, lookup: LookupState): Promise<FetchReply> => ({
          ...(await describeAccount(db, row)),
          lookup,
        });

        if (known?.refreshed_at && Date.now() - Date.parse(known.refreshed_at) < freshMs) return answer(known, settled());
        if (!riot) {
          if (!known) throw httpError('LOOKUPS_UNAVAILABLE', LOOKUP_MESSAGES.unavailable);
          return answer(known, { ...settled(LOOKUP_MESSAGES.unavailable), state: 'unavailable' });
        }
        const key = lookupKey(payload);
        // Already being refreshed: follow that lookup rather than spend a slot on it.
        const active = known ? await findActiveJob<LookupProgress>(db, LOOKUP_JOB, key) : null;
        if (known && active) return answer(known, lookupState(active));

        await takeLookupOrRefuse(db, request.ip, limit);
        let job: LookupPayload = payload;
        if (!known) {
          const outcome = await firstProfile(payload);
          job = {
            ...payload,
            profiled: { puuid: outcome.puuid, ...(outcome.startTime === undefined ? {} : { startTime: outcome.startTime }) },
          };
        }
        const { status } = await enqueueJob<LookupProgress>(db, LOOKUP_JOB, key, job);
        const row = known ?? (await findAccountByPuuid(db, job.profiled!.puuid));
        return answer(row!, lookupState(status));
      });

      mount(api, lookupStatus, async ({ params }) => {
        const job = await findJobById<LookupPayload, LookupProgress>(db, LOOKUP_JOB, params.id);
        if (!job) throw httpError('NOT_FOUND', LOOKUP_MESSAGES.noSuchLookup);
        const puuid = job.progress?.puuid ?? job.payload.profiled?.puuid;
        const row = puuid
          ? await findAccountByPuuid(db, puuid)
          : await findAccountByRiotId(db, job.payload.region, job.payload.gameName, job.payload.tagLine);
        // A lookup that failed before its account was stored (Riot said no such player) has nothing to show.
        if (!row) throw httpError('NOT_FOUND', job.error ?? LOOKUP_MESSAGES.notFound);
        return { ...(await describeAccount(db, row)), lookup: lookupState(job) };
      });

      // The calculator's fill from a Riot ID: the same stored players, budget and throttle as the lookup.
      mountRiotProfile(api, { db, riot, game: games.games.find((g) => g.profileFill?.source === 'riot'), limit, freshMs });

      // Keyed by the parameters, so junk query strings neither miss nor fill the cache.
      mountCached(
        api,
        leaderboard,
        { cache, topic: WASTED_TIME_TOPIC, key: ({ params }) => `leaderboard:${params.page}:${params.region ?? ''}` },
        ({ params }) => leaderboardPage(db, params.page, params.region),
      );

      mountCached(
        api,
        storedAccount,
        { cache, topic: WASTED_TIME_TOPIC, key: ({ params }) => `account:${params.id}` },
        async ({ params }) => {
          const details = await accountDetails(db, params.id);
          if (!details) throw httpError('NOT_FOUND', LOOKUP_MESSAGES.noSuchPlayer);
          return details;
        },
      );

      // Keyed by the list as given: a shared link is one cache entry however many open it.
      mountCached(
        api,
        accountGroup,
        { cache, topic: WASTED_TIME_TOPIC, key: ({ params }) => `group:${params.ids}` },
        async ({ params }) => {
          const ids = splitAccountIds(params.ids);
          if (new Set(ids).size !== ids.length) throw httpError('BAD_REQUEST', LOOKUP_MESSAGES.repeatedAccount);
          const accounts = await accountsDetails(db, ids);
          if (!accounts) throw httpError('NOT_FOUND', LOOKUP_MESSAGES.noSuchPlayer);
          return { accounts };
        },
      );
    },
  };
};
