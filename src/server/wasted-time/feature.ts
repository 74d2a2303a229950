import type { FeatureFactory } from '../feature';
import { httpError } from '../http/http-error';
import { mount, mountCached } from '../http/mount';
import { LOOKUP_MESSAGES, splitAccountIds } from '../../shared/api/wasted-time';
import { fetchAccount, accountGroup, leaderboard, lookupStatus, storedAccount } from '../../shared/api/wasted-time.schemas';
import { lookupJob } from './lookup-job';
import { refreshJob } from './refresh-job';
import { wastedTimeShareCard, wastedTimeSitemap } from './wasted-time-seo';
import { LOOKUP_LIMIT } from './lookup-throttle';
import { WASTED_TIME_TOPIC } from './names';
import { FRESH_MS, playerService } from './players';
import { mountRiotProfile } from './riot-profile-route';
import { accountDetails, accountsDetails, describeAccount, leaderboardPage } from './repository';

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
  const freshMs = settings.lookupFreshMs ?? FRESH_MS;
  const players = playerService({ db, riot, limit: settings.lookupLimit ?? LOOKUP_LIMIT, freshMs, intervalMs: refresh.intervalMs });

  return {
    sitemap: [wastedTimeSitemap],
    shareCard: wastedTimeShareCard(db),
    jobs: riot ? [lookupJob({ db, riot, intervalMs: refresh.intervalMs }), refreshJob({ db, riot, settings: refresh, log })] : [],
    routes(api) {
      mount(api, fetchAccount, async ({ body, request }) => {
        const { row, lookup } = await players.lookup(body, request.ip);
        return { ...(await describeAccount(db, row)), lookup };
      });

      mount(api, lookupStatus, async ({ params }) => {
        const { row, lookup } = await players.followLookup(params.id);
        return { ...(await describeAccount(db, row)), lookup };
      });

      // The calculator's fill from a Riot ID: the same stored players, budget and throttle as the lookup;
      // a read profile answers for FRESH_MS (tests that shorten the lookup's freshness keep this one).
      mountRiotProfile(api, { db, players, game: games.games.find((g) => g.profileFill?.source === 'riot'), freshMs: FRESH_MS });

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
