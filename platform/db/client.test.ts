import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parsePlatformEnv } from '../config';
import { openDatabase } from './client';

describe('embedded database memory', () => {
  it('runs PGlite with the configured shared_buffers (32MB unless PGLITE_SHARED_BUFFERS says otherwise)', async () => {
    expect(parsePlatformEnv({}).PGLITE_SHARED_BUFFERS).toBe('32MB');
    expect(parsePlatformEnv({ PGLITE_SHARED_BUFFERS: '64MB' }).PGLITE_SHARED_BUFFERS).toBe('64MB');
    expect(() => parsePlatformEnv({ PGLITE_SHARED_BUFFERS: 'lots' })).toThrow(/PGLITE_SHARED_BUFFERS|size/);

    const dir = mkdtempSync(join(tmpdir(), 'pglite-buffers-'));
    const database = await openDatabase({ dataDir: dir, sharedBuffers: '16MB' });
    try {
      const result = await database.db.execute(sql`show shared_buffers`);
      const rows = (result as unknown as { rows: { shared_buffers: string }[] }).rows;
      expect(rows[0].shared_buffers).toBe('16MB');
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
