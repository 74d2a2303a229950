import { create, parseDependencies, type FactoryFunctionMap } from 'mathjs/number';
import type { MathNodeLike } from './formula-node';

/**
 * The only mathjs instance the engine uses: number-only, built from the parser's own
 * dependencies and nothing else. It never evaluates anything — formulas are parsed here,
 * checked node by node against a whitelist (formula.ts) and compiled to plain closures —
 * so `import`, `evaluate`, `parse`, `createUnit`, `simplify`... are unreachable from an
 * expression. The instance's own `import`/`createUnit` are disabled as a second fence.
 * Used when a game file loads (server, tests); the browser parses with formula-parser.ts.
 */
const math = create({ parseDependencies: parseDependencies as FactoryFunctionMap }, { number: 'number' });

const refuse = (name: string) => () => {
  throw new Error(`Function ${name} is disabled`);
};
math.import(
  {
    import: refuse('import'),
    createUnit: refuse('createUnit'),
    evaluate: refuse('evaluate'),
    compile: refuse('compile'),
    simplify: refuse('simplify'),
    derivative: refuse('derivative'),
  },
  { override: true },
);

/** mathjs's parser (bound before `import` was disabled). */
export const parseFormula: (expression: string) => MathNodeLike = math.parse as unknown as (expression: string) => MathNodeLike;
