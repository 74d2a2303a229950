import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import local from './eslint/boundaries.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'var/**', 'test-results/**', 'tests/lint/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { local },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // engine <- shared <- server, client; features isolated (docs/decisions/0002-boundaries.md)
      'local/boundaries': 'error',
    },
  },
  {
    // kebab-case modules, PascalCase components (eslint/file-names.js); tool configs keep their own names.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'eslint/**/*.js'],
    rules: { 'local/file-names': 'error' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // Forms say how they submit before their script runs (eslint/form-method.js, decision 0040).
    rules: { ...reactHooks.configs.recommended.rules, 'local/form-method': 'error' },
  },
  {
    // The browser reads routes, never schemas (decision 0042): TypeBox and a contract's schemas
    // module may lend it types, but a value import would put TypeBox into its bundle.
    files: ['src/client/**/*.{ts,tsx}', 'src/shared/**/*.ts'],
    ignores: ['src/shared/api/*.schemas.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['typebox', 'typebox/*', '**/*.schemas'],
              allowTypeImports: true,
              message: 'The browser reads routes, not schemas: import types only (decision 0042).',
            },
          ],
          // The styled entry injects its own <style> when the container mounts, a whole-page style
          // recalculation during hydration; main.tsx links the same sheet. Both entries must be one
          // module, or a toast never reaches the container.
          paths: [{ name: 'react-toastify', message: "Import 'react-toastify/unstyled' (the sheet is linked in main.tsx)." }],
        },
      ],
    },
  },
);
