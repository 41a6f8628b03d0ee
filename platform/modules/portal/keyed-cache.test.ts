import { describe, expect, it, vi } from 'vitest';
import { keyedTtlCache } from './keyed-cache';

describe('keyedTtlCache', () => {
  it('shares one load per key within the ttl, evicts the oldest key, forgets failures', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async (k: { n: number }) => k.n * 10);
    const cached = keyedTtlCache(1000, 2, load);
    expect(await Promise.all([cached({ n: 1 }), cached({ n: 1 })])).toEqual([10, 10]);
    expect(load).toHaveBeenCalledTimes(1);
    await cached({ n: 2 });
    await cached({ n: 3 }); // evicts n=1
    await cached({ n: 1 });
    expect(load).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(1001);
    await cached({ n: 1 });
    expect(load).toHaveBeenCalledTimes(5);
    const failing = keyedTtlCache(1000, 2, vi.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValue(7));
    await expect(failing('a')).rejects.toThrow('x');
    expect(await failing('a')).toBe(7);
    vi.useRealTimers();
  });
});
