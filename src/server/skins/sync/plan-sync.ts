import { isDeepStrictEqual } from 'node:util';
import type { OverrideField, SyncChange, SyncCounts } from '../../../shared/api/skin-operator';
import type { SourceSkin } from '../merge/catalogue-types';
import { ZERO_COUNTS } from './sync-runs';

/** Below this share of the catalogue, a source is taken to be broken, not the game to have lost skins. */
export const MIN_COVERAGE = 0.9;

const OVERRIDABLE: Partial<Record<keyof SourceSkin, OverrideField>> = { releaseDate: 'release_date', availability: 'availability' };

export type Overrides = ReadonlyMap<number, { release_date: string | null; availability: string | null }>;

export interface SourceFlagPlan {
  riotId: number;
  field: OverrideField;
  was: string | null;
  now: string | null;
}

export interface SyncPlan {
  /** New and changed skins: their source facts are written, nothing else. */
  upserts: SourceSkin[];
  changes: (Omit<SyncChange, 'riot_id'> & { riotId: number })[];
  flags: SourceFlagPlan[];
  newlyMissing: number[];
  returned: number[];
  counts: SyncCounts;
}

/** Why a run must not commit because it found too few skins; null when the count is plausible. */
export function coverageProblem(found: number, catalogue: number): string | null {
  if (catalogue === 0 || found >= Math.ceil(catalogue * MIN_COVERAGE)) return null;
  const share = Math.floor((found / catalogue) * 100);
  return `The sources list ${found} skins, ${share}% of the ${catalogue} in the catalogue (at least ${MIN_COVERAGE * 100}% expected), so nothing was changed.`;
}

const COMPARED: (keyof SourceSkin)[] = [
  'championId',
  'name',
  'description',
  'tilePath',
  'splashPath',
  'loadScreenPath',
  'loadScreenVintagePath',
  'rarity',
  'legacy',
  'skinlineIds',
  'releaseDate',
  'cost',
  'costCurrency',
  'costSource',
  'availability',
  'distribution',
  'lootEligible',
  'voiceActors',
  'splashArtists',
  'features',
  'wiki',
  'factSources',
  'upcoming',
  'questParent',
  'chromas',
];

/**
 * What a sync does, decided without I/O. The merge rules (docs/decisions/0020):
 * - only source facts are written; overrides and videos are not inputs here, so they cannot change;
 * - a source change to a field the operator overrides is still stored as the source's value, and
 *   flagged ("source now says X") unless the source now agrees with the override;
 * - a skin the sources no longer list is marked missing, never deleted; one listed again is unmarked.
 */
export function planSync(
  current: ReadonlyMap<number, SourceSkin>,
  incoming: readonly SourceSkin[],
  overrides: Overrides,
  missing: ReadonlySet<number>,
): SyncPlan {
  const plan: SyncPlan = { upserts: [], changes: [], flags: [], newlyMissing: [], returned: [], counts: { ...ZERO_COUNTS } };
  const seen = new Set<number>();
  for (const skin of incoming) {
    seen.add(skin.riotId);
    if (missing.has(skin.riotId)) {
      plan.returned.push(skin.riotId);
      plan.counts.returned++;
      plan.changes.push({ riotId: skin.riotId, name: skin.name, kind: 'returned', fields: [] });
    }
    const before = current.get(skin.riotId);
    if (!before) {
      plan.upserts.push(skin);
      plan.counts.added++;
      plan.changes.push({ riotId: skin.riotId, name: skin.name, kind: 'added', fields: [] });
      continue;
    }
    const fields = COMPARED.filter((field) => !isDeepStrictEqual(before[field], skin[field])).map((field) => {
      const overrideField = OVERRIDABLE[field];
      const override = overrideField ? overrides.get(skin.riotId)?.[overrideField] : null;
      const flagged = override !== null && override !== undefined && override !== skin[field];
      if (flagged)
        plan.flags.push({
          riotId: skin.riotId,
          field: overrideField!,
          was: before[field] as string | null,
          now: skin[field] as string | null,
        });
      return {
        field,
        was: field === 'chromas' ? before.chromas.length : before[field],
        now: field === 'chromas' ? skin.chromas.length : skin[field],
        flagged,
      };
    });
    if (fields.length === 0) {
      plan.counts.unchanged++;
      continue;
    }
    plan.upserts.push(skin);
    plan.counts.changed++;
    plan.counts.flagged += fields.filter((f) => f.flagged).length;
    plan.changes.push({ riotId: skin.riotId, name: skin.name, kind: 'changed', fields });
  }
  for (const [riotId, skin] of current) {
    if (seen.has(riotId) || missing.has(riotId)) continue;
    plan.newlyMissing.push(riotId);
    plan.counts.missing++;
    plan.changes.push({ riotId, name: skin.name, kind: 'missing', fields: [] });
  }
  return plan;
}
