import { skinSyncRuns, type SyncRun } from '../../../../shared/api/skin-operator';
import { useEndpoint } from '../../../lib/use-endpoint';

const isActive = (run: SyncRun | undefined) => run?.state === 'queued' || run?.state === 'running';

/** The last runs through SWR: polled every second while one is queued or running, every 5 s after a failed poll. */
export function useSyncRuns() {
  const { data, error, mutate } = useEndpoint(
    skinSyncRuns,
    {},
    {
      refreshInterval: (latest) => (latest?.runs.find(isActive) ? 1000 : 0),
      errorRetryInterval: 5000,
      onError: () => undefined,
    },
  );
  const runs = data?.runs ?? null;
  const active = runs?.find(isActive) ?? null;
  return { runs, active, failed: error !== undefined, refresh: () => void mutate() };
}
