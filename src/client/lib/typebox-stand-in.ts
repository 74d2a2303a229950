/**
 * TypeBox as the browser build sees it (build/vite/endpoint-identity.ts, decision 0024). The contract
 * files of src/shared/api build their schemas when they load, for the server's validation and the
 * types; the browser reads only how to call each endpoint (scope, method, path), which the build
 * keeps apart from the schemas. So every builder here answers an empty object schema at no cost,
 * instead of shipping TypeBox's ~41 kB to build schemas nothing reads.
 */
const emptySchema = (): { properties: Record<string, never> } => ({ properties: {} });

export const Type: Record<string, (...args: unknown[]) => { properties: Record<string, never> }> = new Proxy(
  {},
  { get: () => emptySchema },
);
