import { useSyncExternalStore } from 'react';

/** Everything the sidebar remembers, in one localStorage entry (spec: "under a single key"). */
export interface SidebarState {
  open: boolean;
  /** Open sections: category names, 'upcoming' and 'prestige'. */
  expanded: string[];
  /** Open entries, as 'category|value'. */
  expandedSub: string[];
  /** Entries shown per section (starts at 10, +10). */
  itemCounts: Record<string, number>;
  /** Skins shown per open entry (starts at 5, +5). */
  skinCounts: Record<string, number>;
}

export const SIDEBAR_KEY = 'lol-skins-sidebar';
export const ITEMS_START = 10;
export const ITEMS_STEP = 10;
export const SKINS_START = 5;
export const SKINS_STEP = 5;
const NARROW = '(max-width: 1024px)';

export const DEFAULT_SIDEBAR: SidebarState = {
  open: true,
  expanded: ['upcoming', 'prestige', 'rarity'],
  expandedSub: [],
  itemCounts: {},
  skinCounts: {},
};
/** What the server renders (and hydration starts from): the default, before the browser's memory is read. */
const SERVER_SNAPSHOT: SidebarState = { ...DEFAULT_SIDEBAR };

let current: SidebarState | null = null;
const listeners = new Set<() => void>();

function stored(): SidebarState {
  try {
    const parsed = JSON.parse(localStorage.getItem(SIDEBAR_KEY) ?? 'null') as Partial<SidebarState> | null;
    return parsed && typeof parsed === 'object' ? { ...DEFAULT_SIDEBAR, ...parsed } : DEFAULT_SIDEBAR;
  } catch {
    return DEFAULT_SIDEBAR;
  }
}

/** Read once per page load; on a window 1024 px wide or narrower the sidebar starts closed (it "closes itself once"). */
function snapshot(): SidebarState {
  if (!current) {
    const remembered = stored();
    current = window.matchMedia?.(NARROW).matches ? { ...remembered, open: false } : remembered;
  }
  return current;
}

function update(change: (s: SidebarState) => SidebarState): void {
  current = change(snapshot());
  try {
    localStorage.setItem(SIDEBAR_KEY, JSON.stringify(current));
  } catch {
    // Not remembered in private mode; the sidebar still works.
  }
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const toggle = (list: string[], item: string) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

const actions = {
  toggleOpen: () => update((s) => ({ ...s, open: !s.open })),
  close: () => update((s) => ({ ...s, open: false })),
  toggleSection: (name: string) => update((s) => ({ ...s, expanded: toggle(s.expanded, name) })),
  toggleEntry: (key: string) => update((s) => ({ ...s, expandedSub: toggle(s.expandedSub, key) })),
  moreItems: (name: string) =>
    update((s) => ({ ...s, itemCounts: { ...s.itemCounts, [name]: (s.itemCounts[name] ?? ITEMS_START) + ITEMS_STEP } })),
  moreSkins: (key: string) =>
    update((s) => ({ ...s, skinCounts: { ...s.skinCounts, [key]: (s.skinCounts[key] ?? SKINS_START) + SKINS_STEP } })),
};

export function useSidebarState() {
  const state = useSyncExternalStore(subscribe, snapshot, () => SERVER_SNAPSHOT);
  /** False while the server's default shows: phones hide the sidebar until then (no flash, no shift). */
  const ready = state !== SERVER_SNAPSHOT;
  return { state, ready, ...actions };
}

export type Sidebar = ReturnType<typeof useSidebarState>;
