import { MATCH_MAX_ENTRIES, skinCollectionMatch, type MatchReply } from '../../../../shared/api/skin-collection';
import { callApi } from '../../../lib/api-client';
import type { PasteEntry } from './read-paste';

export interface ImportOutcome {
  /** {id: rarity} of every match, as the collection keeps them. */
  found: Record<string, string>;
  /** What named nothing, as the visitor wrote it. */
  unmatched: string[];
  ambiguous: MatchReply['ambiguous'];
}

/**
 * Asks the server what the entries name, a thousand at a time, reporting how many are done after
 * each request. Changes nothing.
 */
export async function matchEntries(entries: readonly PasteEntry[], onProgress?: (done: number) => void): Promise<ImportOutcome> {
  const written = new Map(entries.map((e) => [e.entry, e.written]));
  const outcome: ImportOutcome = { found: {}, unmatched: [], ambiguous: [] };
  for (let start = 0; start < entries.length; start += MATCH_MAX_ENTRIES) {
    const chunk = entries.slice(start, start + MATCH_MAX_ENTRIES).map((e) => e.entry);
    const reply = await callApi(skinCollectionMatch, { body: { entries: chunk } });
    for (const m of reply.matched) outcome.found[String(m.id)] = m.rarity;
    outcome.unmatched.push(...reply.unmatched.map((u) => written.get(u) ?? u));
    outcome.ambiguous.push(...reply.ambiguous.map((a) => ({ ...a, entry: written.get(a.entry) ?? a.entry })));
    onProgress?.(Math.min(entries.length, start + MATCH_MAX_ENTRIES));
  }
  return outcome;
}
