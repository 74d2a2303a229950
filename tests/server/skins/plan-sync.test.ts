import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { SourceSkin } from '../../../src/server/skins/merge/catalogue-types';
import { coverageProblem, planSync, type Overrides } from '../../../src/server/skins/sync/plan-sync';

const skin = (riotId: number, extra: Partial<SourceSkin> = {}): SourceSkin => ({
  riotId,
  championId: Math.floor(riotId / 1000),
  name: `Skin ${riotId}`,
  description: null,
  tilePath: null,
  splashPath: null,
  loadScreenPath: null,
  loadScreenVintagePath: null,
  rarity: 'Epic',
  legacy: false,
  skinlineIds: [],
  releaseDate: '2020-01-01',
  cost: 1350,
  costCurrency: 'RP',
  costSource: 'wiki',
  availability: 'Available',
  distribution: null,
  lootEligible: true,
  voiceActors: [],
  splashArtists: [],
  features: null,
  wiki: true,
  factSources: { releaseDate: 'wiki', cost: 'wiki', availability: 'wiki', lootEligible: 'wiki' },
  upcoming: false,
  questParent: null,
  chromas: [],
  ...extra,
});

const byId = (skins: SourceSkin[]) => new Map(skins.map((s) => [s.riotId, s]));
const none: Overrides = new Map();

describe('planSync', () => {
  it('counts unchanged, changed and added skins and writes only those that differ', () => {
    const current = byId([skin(1001), skin(1002)]);
    const plan = planSync(current, [skin(1001), skin(1002, { name: 'Renamed' }), skin(1003)], none, new Set());
    expect(plan.counts).toEqual({ added: 1, changed: 1, unchanged: 1, flagged: 0, missing: 0, returned: 0 });
    expect(plan.upserts.map((s) => s.riotId)).toEqual([1002, 1003]);
    expect(plan.changes).toEqual([
      { riotId: 1002, name: 'Renamed', kind: 'changed', fields: [{ field: 'name', was: 'Skin 1002', now: 'Renamed', flagged: false }] },
      { riotId: 1003, name: 'Skin 1003', kind: 'added', fields: [] },
    ]);
  });

  it('flags a source change under an override, unless the source now agrees with it', () => {
    const current = byId([skin(1001), skin(1002)]);
    const overrides: Overrides = new Map([
      [1001, { release_date: '2021-05-05', availability: null }],
      [1002, { release_date: null, availability: 'Legacy' }],
    ]);
    const plan = planSync(
      current,
      [skin(1001, { releaseDate: '2020-02-02' }), skin(1002, { availability: 'Legacy' })],
      overrides,
      new Set(),
    );
    expect(plan.flags).toEqual([{ riotId: 1001, field: 'release_date', was: '2020-01-01', now: '2020-02-02' }]);
    expect(plan.counts).toMatchObject({ changed: 2, flagged: 1 });
  });

  it('marks dropped skins missing once, and lists returning ones', () => {
    const current = byId([skin(1001), skin(1002), skin(1003)]);
    const plan = planSync(current, [skin(1001), skin(1003)], none, new Set([1003]));
    expect(plan.newlyMissing).toEqual([1002]);
    expect(plan.returned).toEqual([1003]);
    expect(plan.counts).toMatchObject({ missing: 1, returned: 1, unchanged: 2 });
  });

  it('every incoming skin is added, changed or unchanged, and nothing incoming is missing (property)', () => {
    const ids = fc.uniqueArray(fc.integer({ min: 1000, max: 1100 }), { maxLength: 30 });
    fc.assert(
      fc.property(ids, ids, fc.boolean(), (currentIds, incomingIds, rename) => {
        const current = byId(currentIds.map((id) => skin(id)));
        const incoming = incomingIds.map((id) => skin(id, rename && id % 2 === 0 ? { name: 'x' } : {}));
        const plan = planSync(current, incoming, none, new Set());
        expect(plan.counts.added + plan.counts.changed + plan.counts.unchanged).toBe(incoming.length);
        expect(plan.counts.missing).toBe(currentIds.filter((id) => !incomingIds.includes(id)).length);
        expect(plan.newlyMissing.some((id) => incomingIds.includes(id))).toBe(false);
      }),
    );
  });
});

describe('coverageProblem', () => {
  it('accepts 90% of the catalogue and refuses less', () => {
    expect(coverageProblem(900, 1000)).toBeNull();
    expect(coverageProblem(899, 1000)).toBe(
      'The sources list 899 skins, 89% of the 1000 in the catalogue (at least 90% expected), so nothing was changed.',
    );
    expect(coverageProblem(5, 0)).toBeNull();
  });
});
