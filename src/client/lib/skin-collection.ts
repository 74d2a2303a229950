import { useSyncExternalStore } from 'react';
import { CHROMA_RARITY } from '../../shared/api/skin-collection';

/**
 * "My collection": the skins a visitor ticked as owned, kept in this browser as {riot_id: rarity}
 * (the rarity rides along so the calculator can count tiers without loading the catalogue).
 * Shared by the skin pages and the calculator, which never import each other.
 */
export const COLLECTION_STORAGE_KEY = 'lol-skin-collection';
const KEY = COLLECTION_STORAGE_KEY;
type Owned = Record<string, string>;

const EMPTY: Owned = {};
let cache: Owned | null = null;
const listeners = new Set<() => void>();

function read(): Owned {
  if (cache) return cache;
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    const valid = parsed && typeof parsed === 'object' && !Array.isArray(parsed) && Object.keys(parsed).length > 0;
    // No collection is the server's very object: hydration then sees no change and re-renders nothing.
    cache = valid ? (parsed as Owned) : EMPTY;
  } catch {
    cache = EMPTY;
  }
  return cache;
}

function write(next: Owned): void {
  cache = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the collection lasts for this page view only.
  }
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) {
      cache = null;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

export function useSkinCollection(): Owned {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

export function setOwned(riotId: number, rarity: string, owned: boolean): void {
  const next = { ...read() };
  if (owned) next[String(riotId)] = rarity;
  else delete next[String(riotId)];
  write(next);
}

export function addToCollection(skins: Owned): void {
  write({ ...read(), ...skins });
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

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** '1 skin', '12 skins', '12 skins, 3 chromas'. */
export function describeCollection(owned: Owned): string {
  const { skins, chromas } = ownedCounts(owned);
  return chromas > 0 ? `${plural(skins, 'skin')}, ${plural(chromas, 'chroma')}` : plural(skins, 'skin');
}
