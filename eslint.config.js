// Lint: TypeScript's recommended rules, the rules of hooks, import hygiene, and the layering of the
// repository — app/ imports only the contract from platform/, platform/ never imports app/, only
// tests import the seed, which sits above the modules — and inside app/: routes → features →
// components and utils, never back up (docs/decisions/017-layers-inside-the-app.md;
// app/layering.test.ts holds app/ to no import circle).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';

// The patterns are gitignore lines: a leading '#' would make '#app/*' a comment that matches nothing,
// hence the backslash.
const NOT_APP = { group: ['\\#app/*', '**/app/**', '~/*'], message: 'platform/ never imports app/.' };
const NOT_SEED = { group: ['**/seed', '**/seed/**'], message: 'Only tests import the seed (platform/seed sits above the modules and the database layer).' };

// app/ reaches the platform only through its published contract and the HTTP client.
const APP_CONTRACT_ONLY = {
  group: ['**/platform/*', '!**/platform/contract', '**/platform/modules/**', '**/platform/db/**', '**/platform/http/**'],
  message: 'app/ imports only the contract (#contract/*) from platform/.',
};
// Their markup is written out in app/components (a test holds each to Mantine's): Mantine's own would
// bring its component machinery back into every page's JS (issue 15).
const MANTINE_WRITTEN_OUT = [
  { name: '@mantine-part/button', message: 'Use Button from #app/components/button.' },
  { name: '@mantine-part/alert', message: 'Use Alert from #app/components/alert.' },
  { name: '@mantine-part/badge', message: 'Use Badge from #app/components/badge (always a <span>).' },
  { name: '@mantine-part/text-input', message: 'Use TextInput from #app/components/text-input, or Field from #app/components/forms.' },
];
// The layers of app/ (decision 017): routes → features → components and utils, never back up.
const NOT_ROUTES = {
  group: ['**/routes/**', '\\#app/root', '**/root', '\\#app/entry.*'],
  message: 'Nothing under routes/ (or the root) is imported from below: move what both need into features/ or below.',
};
const NOT_FEATURES = {
  group: ['**/features/**'],
  message: 'components/ and utils/ know no area: take what the area knows as props, or move the piece into features/<area>.',
};
const NOT_SERVER = {
  group: ['*.server', '**/*.server'],
  message: 'A component imports no *.server module, not even a type: declare the shape it shows beside it (or in a plain module), or move it into features/.',
};
// Money and times are shown the one way app/utils/format.ts shows them (it re-exports these).
const FORMAT_FROM_UTILS = {
  name: '#contract/format',
  importNames: ['formatFen', 'formatDateTime', 'timeAgo'],
  message: 'Import money and time formatting from #app/utils/format.',
};
/** The app's restricted imports for one layer: the platform, Mantine and formatting rules of every file, and the layer's own. */
const appImports = (...patterns) => ['error', { patterns: [APP_CONTRACT_ONLY, ...patterns], paths: [...MANTINE_WRITTEN_OUT, FORMAT_FROM_UTILS] }];

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'public/build/**',
      // the bench's floor app (tests/perf/floor), built by `npm run bench`
      'tests/perf/floor/build/**',
      'tests/perf/floor/public/build/**',
      'data/**',
      'tests/.tmp/**',
      'tests/.bench-data/**',
      'node_modules/**',
      'platform/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    rules: {
      // A control character in a regular expression is usually a typo; the few that strip them on
      // purpose say so with a disable comment.
      'no-control-regex': 'error',
      'import-x/first': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '#*/**', group: 'internal' }],
          'newlines-between': 'never',
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // React lives in app/ only; elsewhere a `use` is something else (a Playwright fixture's callback).
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // routes/ (and root.tsx, the entries) may import anything of app/; every layer below them is
    // held to what it may import in the blocks after this one.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': appImports() },
  },
  {
    // An area's screens, forms and server helpers: never a route (a route module is the top).
    files: ['app/features/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': appImports(NOT_ROUTES) },
  },
  {
    // The generic kit and helpers, and what sits beside them (the screen registry, styles, Mantine's
    // scope, the site's name): no area, no route.
    files: [
      'app/utils/**/*.{ts,tsx}',
      'app/screens/**/*.ts',
      'app/screens.server.ts',
      'app/styles/**/*.{ts,tsx}',
      'app/ui/**/*.{ts,tsx}',
      'app/site.ts',
      'app/theme.ts',
    ],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': appImports(NOT_ROUTES, NOT_FEATURES) },
  },
  {
    // Components run in the browser too: no area, no route, and nothing of a *.server module.
    files: ['app/components/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': appImports(NOT_ROUTES, NOT_FEATURES, NOT_SERVER) },
  },
  {
    files: ['app/utils/format.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [APP_CONTRACT_ONLY, NOT_ROUTES, NOT_FEATURES], paths: MANTINE_WRITTEN_OUT }] },
  },
  {
    files: ['platform/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NOT_APP] }],
    },
  },
  {
    // The seed (platform/seed) sits above the modules: it may call them, no module imports it
    // (tests and their helpers may).
    files: ['platform/modules/**/*.ts'],
    ignores: ['platform/modules/**/*.test.ts', 'platform/modules/**/testing.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NOT_APP, NOT_SEED] }],
    },
  },
  {
    // The database layer sits below the modules and the seed. The backup and restore command lines
    // still live here and call the backup module.
    files: ['platform/db/**/*.ts'],
    ignores: ['platform/db/**/*.test.ts', 'platform/db/backup-cli.ts', 'platform/db/restore-cli.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NOT_APP, NOT_SEED, { group: ['**/modules/**'], message: 'platform/db sits below the modules.' }] }],
    },
  },
  {
    // The contract is shared by both sides: plain zod and nothing of either side.
    files: ['platform/contract/**/*.ts'],
    ignores: ['platform/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NOT_APP,
            { group: ['**/modules/**', '**/db/**', '**/http/**', '@hono/*', 'hono', 'hono/*'], message: 'The contract depends on neither side.' },
          ],
        },
      ],
    },
  },
);
