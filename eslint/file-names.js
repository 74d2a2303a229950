// A local ESLint rule for file names (decision 0002): modules are kebab-case (`money.ts`,
// `use-linked-amounts.ts`, `site-routes.ts`); a .tsx file is a PascalCase component
// (`ConverterPage.tsx`) or a kebab-case module (`router.tsx`). `.test`/`.bench` suffixes are allowed,
// and `.schemas` and `.constants` (a contract's endpoints, and the constants its routes share with them).
import path from 'node:path';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

/** Why `fileName` is refused, or null when it is fine. */
export function fileNameProblem(fileName) {
  const base = path.basename(fileName);
  const match = /^(.*?)(\.(test|bench|schemas|constants))?\.(ts|tsx|js|mjs)$/.exec(base);
  if (!match) return null;
  const [, name, , , ext] = match;
  if (KEBAB.test(name)) return null;
  if (ext === 'tsx' && PASCAL.test(name)) return null;
  return ext === 'tsx' ? 'a component file is PascalCase (SiteHeader.tsx), any other module kebab-case' : 'a module file is kebab-case';
}

export const fileNamesRule = {
  meta: { type: 'suggestion', schema: [], messages: { name: '{{file}}: {{why}}' } },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    return {
      Program(node) {
        const why = fileNameProblem(filename);
        if (why) context.report({ node, messageId: 'name', data: { file: path.basename(filename), why } });
      },
    };
  },
};
