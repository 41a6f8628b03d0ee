import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { interfaceLogs } from '../../db/schema';
import { runBackupChild } from './run-child';

describe('the child', () => {
  it('dumps and packs the copy, and removes the copy itself (at its own priority, not the server)', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'run-child-'));
    try {
      const snapshotDir = path.join(work, '.snapshot-test');
      const source = await openDatabase({ dataDir: snapshotDir });
      await source.db.insert(interfaceLogs).values({ name: 'child-dump', method: 'GET', type: 'route', mode: 'pc' });
      await source.close();
      const result = await runBackupChild({ snapshotDir, filesDir: path.join(work, 'files'), out: path.join(work, 'out.tar.gz') });
      expect(result.size).toBeGreaterThan(0);
      expect(Object.entries(result.manifest.counts).filter(([table]) => table.endsWith('.interface_logs'))).toEqual([[expect.any(String), 1]]);
      expect(existsSync(path.join(work, 'out.tar.gz'))).toBe(true);
      expect(existsSync(snapshotDir)).toBe(false);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 120_000);
});
