import MagicString from 'magic-string';
import { fileURLToPath } from 'node:url';
import { parseAst, type Alias, type Plugin } from 'vite';

/** What the browser reads of an endpoint value: how to call it (src/client/lib/api-client.ts). */
const KEPT = new Set(['scope', 'method', 'path', 'changesState']);
/** The client build's TypeBox: a stand-in whose builders answer empty schemas (its file says why). */
export const typeboxStandIn: Alias = {
  find: /^typebox$/,
  replacement: fileURLToPath(new URL('../../src/client/lib/typebox-stand-in.ts', import.meta.url)),
};
/** The contract files, where every `endpoint({...})` is declared. */
const CONTRACT_FILE = /[\\/]src[\\/]shared[\\/]api[\\/][^\\/]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Visits every node; `inFunction` tells whether it runs later, inside a function body, or at load. */
function walk(node: unknown, visit: (node: Node, inFunction: boolean) => void, inFunction = false): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit, inFunction));
  const n = node as Node;
  if (typeof n.type === 'string') visit(n, inFunction);
  const inside = inFunction || FUNCTIONS.has(n.type);
  for (const value of Object.values(n)) if (value && typeof value === 'object') walk(value, visit, inside);
}

const keyName = (property: Node): string | null => {
  const key = property.key as Node & { name?: string; value?: unknown };
  if (property.type !== 'Property' || property.computed) return null;
  return key.type === 'Identifier' ? (key.name ?? null) : typeof key.value === 'string' ? key.value : null;
};

/**
 * Keeps only the calling part (scope, method, path) of each `endpoint({...})` declaration, and marks
 * every other call the file makes while loading pure (never one inside a function, which does real
 * work when called), so a schema the browser no longer references is dropped with the calls that
 * build it. Returns null when the code makes no call. An endpoint holding
 * something other than plain named properties (a spread) is left whole rather than guessed at.
 */
export function endpointIdentityOnly(code: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes('(')) return null;
  const out = new MagicString(code);
  const specs: Node[] = [];
  const calls: Node[] = [];
  walk(parseAst(code), (node, inFunction) => {
    if (node.type !== 'CallExpression') return;
    const callee = node.callee as Node & { name?: string };
    const spec = (node.arguments as Node[])[0];
    const isEndpoint = callee.type === 'Identifier' && callee.name === 'endpoint' && spec?.type === 'ObjectExpression';
    if (isEndpoint && (spec.properties as Node[]).every((p) => keyName(p) !== null)) specs.push(spec);
    else if (!inFunction) calls.push(node);
  });
  for (const spec of specs) {
    const kept = (spec.properties as Node[]).filter((p) => KEPT.has(keyName(p)!)).map((p) => code.slice(p.start, p.end));
    out.overwrite(spec.start, spec.end, `{ ${kept.join(', ')} }`);
  }
  // The bundler knows TypeBox's builders are pure (manualPureFunctions), but not a helper that calls
  // them (`orNone(Url)`) nor `Object.keys(...)` in an argument; a contract file declares, it does not act.
  for (const call of calls) {
    if (!specs.some((spec) => call.start >= spec.start && call.end <= spec.end)) out.appendLeft(call.start, '/* @__PURE__ */ ');
  }
  return { code: out.toString(), map: out.generateMap({ hires: 'boundary' }) };
}

/**
 * The client build's endpoints keep how to call them and drop their schemas, summaries and error
 * codes, which only the server and the types use. The schemas then go unreferenced and the bundler
 * drops them with TypeBox's builders (`manualPureFunctions: ['Type']`): an endpoint value holding its
 * schemas put ~41 kB of TypeBox into the landing page's entry (decision 0024).
 */
export function endpointsWithoutSchemas(): Plugin {
  return {
    name: 'endpoints-without-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      return CONTRACT_FILE.test(id) ? endpointIdentityOnly(code) : null;
    },
  };
}
