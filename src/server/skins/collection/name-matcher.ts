import type { MatchReply } from '../../../shared/api/skin-collection';

export interface NameTarget {
  id: number;
  name: string;
  /** What the collection keeps beside the id ('Chroma' for a chroma). */
  rarity: string;
}

export interface NameLookup {
  byKey: ReadonlyMap<string, readonly NameTarget[]>;
  byId: ReadonlyMap<number, NameTarget>;
}

/**
 * A name as compared: accents and case dropped, and every character that is neither a letter nor
 * a digit, so "k/da  kai'sa" meets "K/DA Kai'Sa". Words are kept whole: 'Prestige' and a year
 * suffix ('(2022)') stay part of the name, so a name with them never meets one without.
 */
export const nameKey = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

export function buildNameLookup(targets: Iterable<NameTarget>): NameLookup {
  const byKey = new Map<string, NameTarget[]>();
  const byId = new Map<number, NameTarget>();
  for (const target of targets) {
    byId.set(target.id, target);
    const key = nameKey(target.name);
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), target]);
  }
  return { byKey, byId };
}

type Outcome = { found: NameTarget } | { candidates: readonly NameTarget[] } | null;

function matchOne(text: string, lookup: NameLookup): Outcome {
  if (/^\d{1,9}$/.test(text)) {
    const target = lookup.byId.get(Number(text));
    return target ? { found: target } : null;
  }
  const found = lookup.byKey.get(nameKey(text));
  if (!found) return null;
  return found.length === 1 ? { found: found[0]! } : { candidates: found };
}

/**
 * Pasted entries (names or ids) → what they name. An entry that names nothing as a whole but holds
 * commas is read as a comma-separated list ('Gragas, Esq.' is one skin). Every entry or part that
 * names nothing is listed back as it was written (trimmed); one that names several is never guessed.
 */
export function matchEntries(entries: readonly string[], lookup: NameLookup): MatchReply {
  const reply: MatchReply = { matched: [], unmatched: [], ambiguous: [] };
  const record = (entry: string, outcome: Outcome) => {
    if (outcome === null) reply.unmatched.push(entry);
    else if ('found' in outcome)
      reply.matched.push({ entry, id: outcome.found.id, name: outcome.found.name, rarity: outcome.found.rarity });
    else reply.ambiguous.push({ entry, candidates: outcome.candidates.map((c) => c.name) });
  };
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    const whole = matchOne(entry, lookup);
    const parts = whole === null ? entry.split(',').flatMap((p) => p.trim() || []) : [];
    if (parts.length === 0 || parts[0] === entry) record(entry, whole);
    else for (const text of parts) record(text, matchOne(text, lookup));
  }
  return reply;
}
