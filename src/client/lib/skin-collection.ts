import { readLocalStorageValue, useLocalStorage } from '@mantine/hooks';
import { CHROMA_RARITY } from '../../shared/api/skin-collection';
import { chromaCount, skinCount } from '../../shared/collection-format';

/**
 * "My collection": the skins a visitor ticked as owned, kept in this browser as {riot_id: rarity}
 * (the rarity rides along so the calculator can count tiers without loading the catalogue).
 * Shared by the skin pages and the calculator, which never import each other.
 */
export const COLLECTION_STORAGE_KEY = 'lol-skin-collection';
type Owned = Record<string, string>;

const EMPTY: Owned = {};
/*
 * The last text read or written and its object: every card's hook parses the same text to the
 * same object (so a page of cards renders once when the collection arrives) and writes it back
 * without encoding it again.
 */
let last: { text: string | undefined; owned: Owned } = { text: undefined, owned: EMPTY };

function deserialize(text: string | undefined): Owned {
  if (text !== last.text) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text ?? 'null');
    } catch {
      // Not ours, or damaged: no collection.
    }
    const valid = parsed && typeof parsed === 'object' && !Array.isArray(parsed) && Object.keys(parsed).length > 0;
    last = { text, owned: valid ? (parsed as Owned) : EMPTY };
  }
  return last.owned;
}

function serialize(owned: Owned = EMPTY): string {
  if (owned !== last.owned || last.text === undefined) last = { text: JSON.stringify(owned), owned };
  return last.text!;
}

// No default: a visitor without a collection gets none written for them.
const STORE = { key: COLLECTION_STORAGE_KEY, serialize, deserialize };

/** No collection is the server's very object: hydration then sees no change and re-renders nothing. */
export const useSkinCollection = (): Owned => useLocalStorage<Owned | undefined>(STORE)[0] ?? EMPTY;

/** The collection as stored now, for an action that needs it once (no re-render when it changes). */
export const readCollection = (): Owned => readLocalStorageValue<Owned | undefined>(STORE) ?? EMPTY;

/** Writes outside a hook, told to every hook as another tab's write would be. */
function write(next: Owned): void {
  const newValue = serialize(next);
  try {
    localStorage.setItem(COLLECTION_STORAGE_KEY, newValue);
  } catch {
    // Private mode or a full quota: the collection lasts for this page view only.
  }
  window.dispatchEvent(new StorageEvent('storage', { key: COLLECTION_STORAGE_KEY, newValue, storageArea: localStorage }));
}

export function setOwned(riotId: number, rarity: string, owned: boolean): void {
  const next = { ...readCollection() };
  if (owned) next[String(riotId)] = rarity;
  else delete next[String(riotId)];
  write(next);
}

export function addToCollection(skins: Owned): void {
  write({ ...readCollection(), ...skins });
}

export function clearCollection(): void {
  write({});
}

/** Puts back a collection as it was (an import undone). */
export function replaceCollection(owned: Owned): void {
  write({ ...owned });
}

/** How many skins and chromas a collection holds (chromas are kept with the rarity 'Chroma'). */
export function ownedCounts(owned: Owned): { skins: number; chromas: number } {
  const chromas = Object.values(owned).filter((rarity) => rarity === CHROMA_RARITY).length;
  return { skins: Object.keys(owned).length - chromas, chromas };
}

/** '1 skin', '12 skins', '12 skins, 3 chromas'. */
export function describeCollection(owned: Owned): string {
  const { skins, chromas } = ownedCounts(owned);
  return chromas > 0 ? `${skinCount(skins)}, ${chromaCount(chromas)}` : skinCount(skins);
}
