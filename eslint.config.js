// Lint: TypeScript's recommended rules, the rules of hooks, import hygiene, and the layering of the
// repository — app/ imports only the contract from platform/, and platform/ never imports app/.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['build/**', 'public/build/**', 'data/**', 'tests/.tmp/**', 'node_modules/**', 'platform/db/migrations/**', 'test-results/**', 'playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/first': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/order': ['error', { groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'], pathGroups: [{ pattern: '#*/**', group: 'internal' }], 'newlines-between': 'never' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The app reaches the platform only through its published contract and the HTTP client.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/platform/*', '!**/platform/contract', '**/platform/modules/**', '**/platform/db/**', '**/platform/http/**'], message: 'app/ imports only the contract (#contract/*) from platform/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['platform/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['#app/*', '**/app/**', '~/*'], message: 'platform/ never imports app/.' }] }],
    },
  },
  {
    // The contract is shared by both sides: plain zod and nothing of either side.
    files: ['platform/contract/**/*.ts'],
    ignores: ['platform/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**', '**/db/**', '**/http/**', '@hono/*', 'hono', 'hono/*', '#app/*'], message: 'The contract depends on neither side.' }] },
      ],
    },
  },
);
