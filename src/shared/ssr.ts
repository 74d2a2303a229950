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

export interface SsrEntry {
  /** `pageForm`: the page is rendered again after its form was posted and refused (its loaders read it from their context). */
  renderPage(request: Request, pageForm?: PageFormState): Promise<RenderResult>;
  /** `resolve` returns the transport of the request being rendered (the server keeps it per request). */
  setApiTransportResolver(resolve: () => ApiTransport | undefined): void;
}
