import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The per-component Mantine imports (@mantine-part/*) resolve as tsconfig "paths" say, as in the build.
const { paths } = JSON.parse(readFileSync(new URL('./tsconfig.json', import.meta.url), 'utf8')).compilerOptions as { paths: Record<string, string[]> };
const mantineParts = Object.fromEntries(
  Object.entries(paths)
    .filter(([name]) => name.startsWith('@mantine-part/'))
    .map(([name, [target]]) => [name, fileURLToPath(new URL(target, import.meta.url))]),
);

/**
 * Test files that change what a process shares, so each runs in a process of its own: they mock a
 * module every file imports (`vi.mock` applies only to a module not loaded yet), read a setting the
 * process keeps from its first reading, or need Node's own `Response`, which @hono/node-server's
 * listener (any file that starts a server) replaces process-wide.
 */
const ISOLATED = [
  'platform/contract/portal/rich-text.test.ts',
  'platform/db/pglite-remote.test.ts',
  'app/utils/session.server.test.ts',
  'app/utils/response-text.server.test.ts',
];

export default defineConfig({
  resolve: {
    alias: {
      '#app': fileURLToPath(new URL('./app', import.meta.url)),
      '#contract': fileURLToPath(new URL('./platform/contract', import.meta.url)),
      ...mantineParts,
    },
  },
  test: {
    environment: 'node',
    globalSetup: ['tests/setup/vitest-global.ts'],
    // Each worker opens its own PGlite (~1 s, ~0.9 GB); two workers fit the 2-core machines.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    // opening a PGlite platform with the demo seed takes ~10 s alone and several times that on a busy
    // machine: at 120 s, whole files were skipped under a load average of 20
    hookTimeout: 300_000,
    projects: [
      {
        extends: true,
        // The other files share their worker's modules (decision 041): evaluating the platform's
        // modules again for every file was a quarter of the run (vitest's `import` 277 of ~1 180
        // worker-seconds). Each file still opens its own database and closes what it starts.
        test: {
          name: 'shared',
          include: ['app/**/*.test.{ts,tsx}', 'platform/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/open/**/*.test.ts'],
          exclude: ISOLATED,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
