import type { BenchSuite } from './harness';
import { median, timeRuns } from './harness';
import { readWikiSkinData } from '../../src/server/skins/sync/wiki-skindata';
import { readCdragonFiles } from '../../src/server/skins/sync/cdragon-files';
import { mergeCatalogue } from '../../src/server/skins/merge/merge-catalogue';
import { planSync } from '../../src/server/skins/sync/plan-sync';
import { loadBundle } from '../../src/server/skins/bundle';
import { sourceTexts } from '../fakes/skin-sources/source-files';

/**
 * The CPU part of a skin sync on the real sources (1.8 MB of Lua, 7 MB of JSON): reading the
 * wiki module, reading and merging everything, and planning against the shipped catalogue.
 */
const suite: BenchSuite = {
  title: 'Skin sync (real sources)',
  async run() {
    const texts = sourceTexts();
    const files = {
      contentMetadata: JSON.stringify({ version: '16.16.8049184' }),
      skins: texts.skins,
      pbeSkins: texts.pbeSkins,
      championSummary: texts.championSummary,
      skinlines: texts.skinlines,
      wikiSkinData: texts.wikiLua,
    };
    const lua = await timeRuns(() => readWikiSkinData(texts.wikiLua), 7, 1);
    const merged = () => mergeCatalogue({ ...readCdragonFiles(files), wiki: readWikiSkinData(texts.wikiLua) });
    const merge = await timeRuns(merged, 5, 1);
    const current = new Map(loadBundle().skins.map((s) => [s.riotId, s]));
    const incoming = merged().skins;
    const plan = await timeRuns(() => planSync(current, incoming, new Map(), new Set()), 9);
    return [
      { name: 'wiki SkinData Lua read (1.8 MB)', value: median(lua), unit: 'ms', budget: 2000, note: 'median of 7' },
      { name: 'sources read + merged (7 MB JSON + Lua)', value: median(merge), unit: 'ms', budget: 4000, note: 'median of 5' },
      { name: 'plan against 1945 skins', value: median(plan), unit: 'ms', budget: 500, note: 'median of 9' },
    ];
  },
};
export default suite;
