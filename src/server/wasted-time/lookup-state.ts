import type { JobStatus } from '../jobs/job-types';
import type { LookupState } from '../../shared/api/wasted-time';
import type { LookupProgress } from './lookup-job';

/** The job row as the page sees it: queued, fetching (matches done of total), done, or failed with the reason. */
export function lookupState(job: JobStatus<LookupProgress>): LookupState {
  const done = job.progress?.done ?? 0;
  const total = job.progress?.total ?? 0;
  const id = job.id;
  if (job.state === 'done') return { id, state: 'done', done: total, total, reason: null };
  if (job.state === 'failed') return { id, state: 'failed', done, total, reason: job.error ?? 'The lookup failed.' };
  if (job.state === 'queued' && !job.progress) return { id, state: 'queued', done, total, reason: null };
  return { id, state: 'fetching', done, total, reason: null };
}
