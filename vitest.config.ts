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

export default defineConfig({
  resolve: {
    alias: {
      '#app': fileURLToPath(new URL('./app', import.meta.url)),
      '#contract': fileURLToPath(new URL('./platform/contract', import.meta.url)),
      ...mantineParts,
    },
  },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'platform/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/open/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/setup/vitest-global.ts'],
    // Each worker opens its own PGlite (~1 s, ~0.9 GB); two workers fit the 2-core machines.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    // opening a PGlite platform with the demo seed takes ~10 s alone and several times that on a busy
    // machine: at 120 s, whole files were skipped under a load average of 20
    hookTimeout: 300_000,
  },
});
