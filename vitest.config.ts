import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'platform/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    // Each worker opens its own PGlite (~1 s, ~0.9 GB); two workers fit the 2-core machines.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
