import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';

// React 19 writes the tags it hoists (<title>, <meta>, <link>) ahead of the rendered tree when
// it renders into a container rather than a whole document. A regex, not a parser (decision 0053):
// it reads only the start of what React wrote, in React's fixed shape, and React escapes `<` and
// `>` in text and attribute values.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

export function splitHoistedHead(html: string): { head: string; body: string } {
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/** Route errors as the browser router reads them back (react-router's own wire format). */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => {
      if (isRouteErrorResponse(error)) return [id, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) return [id, { message: 'Something went wrong on our side.', __type: 'Error' }];
      return [id, error];
    }),
  );
}

/**
 * The inline script giving the browser's router what the server's loaders returned
 * (createBrowserRouter reads window.__staticRouterHydrationData), so nothing loads twice.
 * `<` is escaped so no data can close the script element.
 */
export function hydrationScript(context: StaticHandlerContext): string {
  const state = { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) };
  return `window.__staticRouterHydrationData=JSON.parse(${JSON.stringify(JSON.stringify(state)).replace(/</g, '\\u003c')});`;
}
