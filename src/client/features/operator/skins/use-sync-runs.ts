import { useCallback, useEffect, useState } from 'react';
import { skinSyncRuns, type SyncRun } from '../../../../shared/api/skin-operator';
import { callApi } from '../../../lib/api-client';

const isActive = (run: SyncRun | undefined) => run?.state === 'queued' || run?.state === 'running';

/** The last runs, polled every second while one is queued or running, and on `refresh()`. */
export function useSyncRuns() {
  const [runs, setRuns] = useState<SyncRun[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((t) => t + 1), []);

  useEffect(() => {
    let live = true;
    callApi(skinSyncRuns).then(
      (reply) => {
        if (!live) return;
        setRuns(reply.runs);
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [tick]);

  const active = runs?.find(isActive) ?? null;
  useEffect(() => {
    if (!active && !failed) return;
    // While a run works, and after a failed poll, look again shortly.
    const timer = setTimeout(refresh, active ? 1000 : 5000);
    return () => clearTimeout(timer);
  }, [active, failed, runs, refresh]);

  return { runs, active, failed, refresh };
}
