import { createContext, useContext, useEffect, useId, useState, type ReactNode } from 'react';

/** Pages declare their game tag with useFooterTag; the layout's footer reads it (no tag, none shown). */
interface Claim {
  owner: string;
  tag: string;
}

interface FooterTagState {
  tag: string | null;
  setClaim: (update: (current: Claim | null) => Claim | null) => void;
}

const FooterTagContext = createContext<FooterTagState>({ tag: null, setClaim: () => {} });

export function FooterTagProvider({ children }: { children: ReactNode }) {
  const [claim, setClaim] = useState<Claim | null>(null);
  return <FooterTagContext.Provider value={{ tag: claim?.tag ?? null, setClaim }}>{children}</FooterTagContext.Provider>;
}

/** Sets the footer's game tag while the calling page is mounted. */
export function useFooterTag(tag: string | null | undefined): void {
  const { setClaim } = useContext(FooterTagContext);
  const owner = useId();
  useEffect(() => {
    if (!tag) return undefined;
    setClaim(() => ({ owner, tag }));
    // Clear only our own claim: the next page may already have made its one.
    return () => setClaim((current) => (current?.owner === owner ? null : current));
  }, [tag, owner, setClaim]);
}

export function FooterTag({ tag }: { tag: string }) {
  useFooterTag(tag);
  return null;
}

export function useCurrentFooterTag(): string | null {
  return useContext(FooterTagContext).tag;
}
