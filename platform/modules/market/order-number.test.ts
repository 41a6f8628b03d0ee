import { describe, expect, it } from 'vitest';
import { orderNoFor } from './orders';

describe('order numbers', () => {
  it('carry the China date, whatever the server zone', () => {
    // 2026-11-25 07:18 in Shanghai is 2026-11-24 23:18 UTC.
    expect(orderNoFor(42, new Date('2026-11-24T23:18:00Z'))).toBe('DD20261125000042');
    expect(orderNoFor(7, new Date('2026-11-25T15:59:00Z'))).toBe('DD20261125000007');
    expect(orderNoFor(7, new Date('2026-11-25T16:00:00Z'))).toBe('DD20261126000007');
  });
});
