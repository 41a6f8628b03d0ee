import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { onServer, templateName } from '../../platform/testing/test-run';

// The route modules import their stylesheets (app/styles/*.bundle.css), which are build outputs
// (git ignores them): on a fresh clone a test that reaches root's or a layout's modules failed to
// import before `npm run build` had run once. Building them takes ~1.5 s.
//
// The run's scratch directory and id: the first test file that opens a seeded database makes the
// run's seeded copy there (platform/testing/test-db.ts), or the template database on PostgreSQL
// under TEST_DATABASE_URL; both go when the run ends.
export default function setup(project: TestProject) {
  execFileSync(process.execPath, ['scripts/build-css.mjs'], { stdio: 'ignore' });
  const dir = mkdtempSync(join(tmpdir(), 'freight-test-run-'));
  const id = randomBytes(6).toString('hex');
  project.provide('testRun', { dir, id });
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    for (const name of [templateName(id), `${templateName(id)}_partial`]) await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  };
}
