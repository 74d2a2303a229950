import type { PageFormState } from './page-form';

/**
 * The contract between the server and the client's rendering entry (src/client/entry-server.tsx,
 * built into dist/ssr/entry-server.js and imported by the server by path; decision 0012).
 */
export type RenderResult =
  /** `head`: the tags React hoisted (title, meta, canonical); `body`: the markup of #root; `script`: the router's hydration data. */
  | { kind: 'page'; status: number; head: string; body: string; script: string }
  | { kind: 'redirect'; status: number; location: string }
  /** The page renders in the browser only (the dashboard): serve the bare shell. */
  | { kind: 'client-only' };

/** How a route loader's `callApi(endpoint, args)` reaches the API while the server renders. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/**
 * Markup of page parts that many pages share (the header, the footer, a game's article), kept by
 * the server between renders (decision 0057). `key` names the part, where it sits in the tree and
 * everything it was rendered from; undefined: not kept, so the page renders the part itself.
 */
export interface RenderFragments {
  html(name: string, key: string): string | undefined;
}

export interface RenderOptions {
  /** The page is rendered again after its form was posted and refused (its loaders read it from their context). */
  pageForm?: PageFormState;
  fragments?: RenderFragments;
}

export interface SsrEntry {
  renderPage(request: Request, options?: RenderOptions): Promise<RenderResult>;
  /** `resolve` returns the transport of the request being rendered (the server keeps it per request). */
  setApiTransportResolver(resolve: () => ApiTransport | undefined): void;
}
