// The server's way into the client: built by Vite into dist/ssr/entry-server.js and imported
// by the server by path (decision 0012), so src/server never imports src/client.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { CLIENT_ONLY_PATHS, routes } from './app/router';
import { SiteOriginProvider } from './lib/site-origin';
import { hydrationScript, splitHoistedHead } from './ssr-output';
import { RenderFragmentsProvider } from './lib/kept-fragment';

import type { RenderOptions, RenderResult } from '../shared/ssr';

export { setApiTransportResolver } from './lib/api-client';

const handler = createStaticHandler(routes);

const isClientOnly = (pathname: string) => CLIENT_ONLY_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/**
 * react-router's static handler runs the route loaders (their callApi calls go through the transport
 * the server installed) and resolves lazy routes; React then renders everything, Suspense included.
 */
export async function renderPage(request: Request, { pageForm, fragments }: RenderOptions = {}): Promise<RenderResult> {
  const url = new URL(request.url);
  if (isClientOnly(url.pathname)) return { kind: 'client-only' };
  // A refused form post renders its page again: the page's loader reads what to say from its context.
  const context = await handler.query(request, pageForm ? { requestContext: { pageForm } } : undefined);
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    return location ? { kind: 'redirect', status: context.status, location } : { kind: 'client-only' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RenderFragmentsProvider value={fragments ?? null}>
        <SiteOriginProvider origin={url.origin}>
          <Providers>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
            {/* main.tsx's root slot of the hydration mark, empty when hydrating (the page frame holds it): one tree shape */}
            {false}
          </Providers>
        </SiteOriginProvider>
      </RenderFragmentsProvider>
    </StrictMode>,
    // Every Suspense boundary inline, in place: React would otherwise move large ones into place
    // with a script, leaving them hidden without JavaScript and shifting the page when revealed.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // Read as Node buffers: a web stream's reader cost more than a millisecond of each render.
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  const { head, body } = splitHoistedHead(Buffer.concat(chunks).toString('utf8'));
  return { kind: 'page', status: context.statusCode, head, body, script: hydrationScript(context) };
}
