import type { Db } from './db/database';
import type { ServerConfig } from './env';
import type { JobDefinition } from './jobs/job-types';
import { riotClientFromConfig } from './upstream/riot/riot-from-config';
import { lookupJob } from './wasted-time/lookup-job';
import { skinSyncJob } from './skins/sync/sync-job';
import { skinSourceFromConfig } from './skins/sync/source-from-config';

export interface JobDeps {
  db: Db;
  config: ServerConfig;
}

/**
 * Every background job of the site: the one place a job is registered (see jobs/README.md).
 * A job whose upstream is not configured is left out; its queued rows wait until it is.
 */
export function listJobs({ db, config }: JobDeps): JobDefinition<never, never>[] {
  const jobs: JobDefinition<never, never>[] = [];
  const riot = riotClientFromConfig(config, db);
  if (riot) jobs.push(lookupJob({ db, riot }) as unknown as JobDefinition<never, never>);
  jobs.push(skinSyncJob({ db, source: skinSourceFromConfig(config) }) as unknown as JobDefinition<never, never>);
  return jobs;
}
