import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** "toggle": each panel opens and closes on its own; "accordion": opening one closes the others. */
export type PanelMode = 'toggle' | 'accordion';

interface GroupPanelsState {
  isOpen: (key: string) => boolean;
  toggle: (key: string, mode: PanelMode) => void;
}

const GroupPanelsContext = createContext<GroupPanelsState | null>(null);

export function GroupPanelsProvider({ children }: { children: ReactNode }) {
  // Open panels with their mode: opening an accordion panel closes the other accordion panels only.
  const [open, setOpen] = useState<ReadonlyMap<string, PanelMode>>(new Map());
  const toggle = useCallback((key: string, mode: PanelMode) => {
    setOpen((current) => {
      const next = new Map(current);
      if (next.delete(key)) return next;
      if (mode === 'accordion') for (const [k, m] of current) if (m === 'accordion') next.delete(k);
      return next.set(key, mode);
    });
  }, []);
  const value = useMemo(() => ({ isOpen: (key: string) => open.has(key), toggle }), [open, toggle]);
  return <GroupPanelsContext.Provider value={value}>{children}</GroupPanelsContext.Provider>;
}

/** Open state of one panel; without a provider each panel keeps its own. */
export function useGroupPanel(key: string, mode: PanelMode): [boolean, () => void] {
  const shared = useContext(GroupPanelsContext);
  const [localOpen, setLocalOpen] = useState(false);
  if (shared) return [shared.isOpen(key), () => shared.toggle(key, mode)];
  return [localOpen, () => setLocalOpen((o) => !o)];
}
