import { describe, expect, it, vi } from 'vitest';
import { ttlCache } from './ttl-cache';

describe('ttlCache', () => {
  it('loads once within the time to live, again after it', async () => {
    vi.useFakeTimers();
    let loads = 0;
    const get = ttlCache(1000, async () => ++loads);
    expect(await get()).toBe(1);
    expect(await get()).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await get()).toBe(2);
    vi.useRealTimers();
  });

  it('does not keep a failure', async () => {
    let calls = 0;
    const get = ttlCache(60_000, async () => {
      calls += 1;
      if (calls === 1) throw new Error('db down');
      return 'ok';
    });
    await expect(get()).rejects.toThrow('db down');
    expect(await get()).toBe('ok');
  });
});
