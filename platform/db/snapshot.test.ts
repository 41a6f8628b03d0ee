import type { Dirent, Stats } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gentleFs, type TreeFs } from './snapshot';

// The backup's pre-copy runs beside the pages (decision 040): after each file it pauses as long as
// that file's copy took, so the copying takes about half of a core at most.
describe('the paced pre-copy', () => {
  it('pauses after each file as long as its copy took, and passes the other calls through', async () => {
    let now = 0;
    const slept: number[] = [];
    const copied: string[] = [];
    const fs: TreeFs = {
      readdir: async () => [] as Dirent[],
      stat: async () => ({}) as Stats,
      mkdir: async () => undefined,
      rm: async () => undefined,
      copyFile: async (from) => {
        copied.push(from);
        now += from === 'big' ? 40 : 3;
      },
    };
    const paced = gentleFs(fs, { now: () => now, sleep: async (ms) => slept.push(ms) });
    await paced.copyFile('big', 'to/big');
    await paced.copyFile('small', 'to/small');
    expect(copied).toEqual(['big', 'small']);
    expect(slept).toEqual([40, 3]);
    expect(paced.readdir).toBe(fs.readdir);
  });
});
