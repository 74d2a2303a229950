import { createContext, useContext, useId, type HTMLAttributes, type ReactNode } from 'react';
import type { RenderFragments } from '../../shared/ssr';

const FragmentsContext = createContext<RenderFragments | null>(null);

/** Given by the server's render only: in the browser every fragment renders its children. */
export const RenderFragmentsProvider = FragmentsContext.Provider;

type FragmentProps = HTMLAttributes<HTMLElement> & {
  as: 'header' | 'footer' | 'section' | 'article' | 'div';
  /** Unique on a page: the server finds the part's markup by it (data-fragment). */
  name: string;
  /** Everything the children are rendered from that can differ between pages, as JSON: a change renders them again. */
  deps: readonly unknown[];
  /**
   * False: the children are rendered every time, in the same element. For a part that is kept only in
   * some states: one whose content then depends on more than its deps hold (data it fetches itself),
   * or that would differ on every page (nothing read twice is worth keeping).
   */
  keep?: boolean;
  children: ReactNode;
};

/**
 * An element whose content the server renders once and then writes as kept markup (decision 0057):
 * the header and footer of every page, a game's article, the skin catalogue's controls and filter
 * sections. The browser renders the children and hydrates them against that markup, which is byte
 * for byte what they render. The fragment's own id (its place in the tree) is part of the key, as
 * the ids React gives inside it depend on it.
 */
export function KeptFragment({ as: Element, name, deps, keep = true, children, ...attributes }: FragmentProps) {
  const fragments = useContext(FragmentsContext);
  const place = useId();
  const kept = keep ? fragments?.html(name, `${name} ${place} ${JSON.stringify(deps)}`) : undefined;
  return kept === undefined ? (
    <Element {...attributes} data-fragment={name}>
      {children}
    </Element>
  ) : (
    <Element {...attributes} data-fragment={name} dangerouslySetInnerHTML={{ __html: kept }} />
  );
}
