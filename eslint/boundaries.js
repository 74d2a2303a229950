// A local ESLint rule for the dependency rules of docs/decisions/0002-boundaries.md.
// Relative imports are resolved to paths, so `../../server/x` is caught however it is spelled.
import path from 'node:path';
import { builtinModules } from 'node:module';
import { fileNamesRule } from './file-names.js';
import { formMethodRule } from './form-method.js';

const NODE_BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const isBuiltin = (spec) => spec.startsWith('node:') || NODE_BUILTINS.has(spec.split('/')[0]);
const UI_PACKAGES = /^(react|react-dom|react-router|swr|@mantine\/|@rjsf\/|react-toastify)/;
const SERVER_PACKAGES = /^(fastify|@fastify\/|kysely|better-sqlite3|pg)(\/|$)/;

/**
 * Server folders that are infrastructure every feature may use (database, audit trail, the
 * operator request, the read cache, serving the client, robots/sitemaps/icons/share images, security headers, upstream clients, the job runner, metrics, request
 * ids and the shutdown sequence, the revisions of operator edits). Every other folder
 * of src/server is a feature; the files directly in src/server (app.ts, server.ts, env.ts) compose.
 */
export const SERVER_CORE = new Set([
  'audit',
  'db',
  'http',
  'read-cache',
  'security',
  'seo',
  'site',
  'upstream',
  'jobs',
  'operations',
  'revisions',
]);

/** Which layer a repository-relative path belongs to. */
export function layerOf(relPath) {
  const parts = relPath.split(path.sep).join('/').split('/');
  if (parts[0] !== 'src') return 'outside';
  if (parts[1] === 'client' && parts[2] === 'features' && parts[3]) return `feature:${parts[3]}`;
  if (parts[1] === 'server' && parts.length > 3) return SERVER_CORE.has(parts[2]) ? 'server-core' : `server-feature:${parts[2]}`;
  return parts[1] ?? 'outside';
}

const LAYER_RULES = {
  engine: { layers: ['engine'], node: false, ui: false, server: false },
  shared: { layers: ['engine', 'shared'], node: false, ui: false, server: false },
  server: { layers: ['engine', 'shared', 'server', 'server-core', 'server-feature:*', 'outside'], node: true, ui: false, server: true },
  'server-core': { layers: ['engine', 'shared', 'server', 'server-core', 'outside'], node: true, ui: false, server: true },
  client: { layers: ['engine', 'shared', 'client', 'feature:*', 'outside'], node: false, ui: true, server: false },
};

function rulesFor(layer) {
  if (layer.startsWith('feature:')) {
    const base = LAYER_RULES.client;
    return { ...base, layers: ['engine', 'shared', 'client', layer, 'outside'] };
  }
  if (layer.startsWith('server-feature:')) {
    return { ...LAYER_RULES.server, layers: ['engine', 'shared', 'server', 'server-core', layer, 'outside'] };
  }
  return LAYER_RULES[layer];
}

function whyNot(from, target, rules) {
  if (target.startsWith('feature:')) return 'client features do not import each other; compose them in src/client/app';
  if (target.startsWith('server-feature:')) {
    return from === 'server-core'
      ? 'server infrastructure does not import features; src/server/app.ts composes them'
      : 'server features do not import each other; src/server/app.ts creates each service once and passes it in';
  }
  return `the ${from} layer may import only ${rules.layers.join(', ')}`;
}

export const boundariesRule = {
  meta: { type: 'problem', schema: [], messages: { forbidden: '{{from}} must not import {{what}}: {{why}}' } },
  create(context) {
    const cwd = context.cwd ?? process.cwd();
    const filename = context.filename ?? context.getFilename();
    const from = layerOf(path.relative(cwd, filename));
    const rules = rulesFor(from);
    if (!rules) return {};

    function check(node, spec) {
      if (typeof spec !== 'string') return;
      const report = (what, why) =>
        context.report({
          node,
          messageId: 'forbidden',
          data: { from: `src/${from.replace(/^server-(core|feature):?/, 'server/')}`, what, why },
        });
      if (spec.startsWith('.')) {
        const target = layerOf(path.relative(cwd, path.resolve(path.dirname(filename), spec)));
        const wildcard = target.replace(/:.*$/, ':*');
        // Data (content/, schemas/ JSON) is not code: every layer may read it.
        const data = target === 'outside' && spec.endsWith('.json');
        const ok = data || rules.layers.includes(target) || (target.includes(':') && rules.layers.includes(wildcard));
        if (!ok) report(spec, whyNot(from, target, rules));
        return;
      }
      if (!rules.node && isBuiltin(spec)) report(spec, 'no Node built-ins or I/O here');
      else if (!rules.ui && UI_PACKAGES.test(spec)) report(spec, 'no React or UI libraries here');
      else if (!rules.server && SERVER_PACKAGES.test(spec)) report(spec, 'no server, database or driver libraries here');
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { boundaries: boundariesRule, 'file-names': fileNamesRule, 'form-method': formMethodRule } };
