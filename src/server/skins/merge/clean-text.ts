/**
 * Names as the sources write them, made one spelling each: the wiki's lists carry stray spaces
 * (' Feodor Chin') and wiki quoting ("'Ralph'"), and one person may be spelled in two cases.
 * Every value a filter lists (people, skinlines, availability, champions) passes through here.
 */

/** Quote marks a whole value may be wrapped in, straight or typographic, matched or not ('Ralph’). */
const QUOTES = new Set(["'", '"', '`', '\u00b4', '\u2018', '\u2019', '\u201c', '\u201d']);

/** Spaces of every kind, zero-width ones and the byte-order mark included. */
const SPACES = /[\s\u200b-\u200d\u2060\ufeff]+/g;

/** `[[Page|Shown]]` → 'Shown', `[[Page]]` → 'Page': wiki links keep the text a reader sees. */
const WIKI_LINK = /\[\[(?:[^\]|]*\|)?([^\]|]*)\]\]/g;

function unwrapQuotes(text: string): string {
  let value = text;
  while (value.length >= 2 && QUOTES.has(value[0]!) && QUOTES.has(value.at(-1)!)) value = value.slice(1, -1).trim();
  return value;
}

/** Trimmed, spaces collapsed, wiki links and bold/italic marks ('' and ''') gone, wrapping quotes removed. */
export function cleanText(value: string): string {
  const plain = value.normalize('NFC').replace(WIKI_LINK, '$1').replace(/'{2,}/g, '').replace(SPACES, ' ').trim();
  return unwrapQuotes(plain);
}

/** The key two spellings of one name share: case, accents and spacing do not count. */
export function foldKey(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').replace(SPACES, ' ').trim().toLocaleLowerCase('en');
}

/** A list of names cleaned, without empty entries and without a second spelling of one already there. */
export function cleanList(values: readonly string[] | string | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  // A one-name list may come as a bare string from a hand-edited wiki row.
  for (const value of typeof values === 'string' ? [values] : (values ?? [])) {
    const text = cleanText(value);
    const key = foldKey(text);
    if (text && !seen.has(key)) {
      seen.add(key);
      out.push(text);
    }
  }
  return out;
}

/** Which of a name's spellings wins: the most used, then the one with accents, then capitals first. */
function preferred(a: [string, number], b: [string, number]): number {
  const accents = (s: string) => s.normalize('NFD').length - s.length;
  return b[1] - a[1] || accents(b[0]) - accents(a[0]) || a[0].localeCompare(b[0], 'en', { caseFirst: 'upper' });
}

/**
 * One spelling per name across the whole catalogue: every spelling that folds to the same key is
 * replaced by the preferred one. `uses` is every occurrence (a name counted once per skin naming it).
 */
export function spellingMap(uses: Iterable<string>): (name: string) => string {
  const counts = new Map<string, Map<string, number>>();
  for (const name of uses) {
    const key = foldKey(name);
    const spellings = counts.get(key) ?? new Map<string, number>();
    spellings.set(name, (spellings.get(name) ?? 0) + 1);
    counts.set(key, spellings);
  }
  const chosen = new Map([...counts].map(([key, spellings]) => [key, [...spellings].sort(preferred)[0]![0]]));
  return (name) => chosen.get(foldKey(name)) ?? name;
}
