import type { SyncRun } from '../../../../shared/api/skin-operator';
import { dateTime } from '../format-date';

export const runTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
};

const PHASES: Record<SyncRun['phase'], string> = {
  queued: 'Waiting to start',
  fetching: 'Fetching the sources',
  comparing: 'Comparing with the catalogue',
  committing: 'Saving the changes',
  done: 'Finished',
  failed: 'Failed',
};

export const FIELD_LABELS: Record<string, string> = {
  championId: 'champion',
  tilePath: 'tile image',
  splashPath: 'splash image',
  loadScreenPath: 'loading image',
  loadScreenVintagePath: 'vintage loading image',
  skinlineIds: 'skinlines',
  releaseDate: 'release date',
  costSource: 'price source',
  costCurrency: 'price currency',
  lootEligible: 'loot eligibility',
  voiceActors: 'voice actors',
  splashArtists: 'splash artists',
  questParent: 'quest stage',
};

/** One line on where a run stands, e.g. "Fetching the sources: 3 of 6 files". */
export function runPhaseText(run: SyncRun): string {
  if (run.state === 'queued' && run.error) return 'Waiting to retry';
  const unit = run.phase === 'fetching' ? 'files' : 'skins';
  return run.total > 0 && run.state === 'running' ? `${PHASES[run.phase]}: ${run.processed} of ${run.total} ${unit}` : PHASES[run.phase];
}

export function runOutcomeText(run: SyncRun): string {
  if (run.state === 'failed') return 'Failed: nothing was changed';
  if (run.outcome === 'unchanged') return 'Sources unchanged since the last sync: skipped';
  if (run.outcome === 'committed') {
    const { added, changed, unchanged, flagged, missing, returned } = run.counts;
    const parts = [`${added} added`, `${changed} changed`, `${unchanged} unchanged`, `${flagged} flagged`, `${missing} missing`];
    if (returned) parts.push(`${returned} back`);
    return parts.join(' · ');
  }
  return runPhaseText(run);
}
