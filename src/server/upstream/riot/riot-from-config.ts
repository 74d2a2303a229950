import type { Db } from '../../db/database';
import type { ServerConfig } from '../../env';
import { createDbBucketStore } from '../http/db-bucket-store';
import { createRiotClient, type RiotClient } from './riot-client';

/** The site's Riot client: limits shared through the database; null without RIOT_API_KEY. */
export function riotClientFromConfig(
  config: Pick<ServerConfig, 'riotApiKey' | 'riotApiBaseUrl' | 'riotAccountCluster'>,
  db: Db,
): RiotClient | null {
  if (!config.riotApiKey) return null;
  return createRiotClient({
    apiKey: config.riotApiKey,
    baseUrl: config.riotApiBaseUrl,
    accountCluster: config.riotAccountCluster,
    buckets: createDbBucketStore(db),
  });
}
