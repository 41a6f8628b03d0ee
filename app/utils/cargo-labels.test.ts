import { describe, expect, it } from 'vitest';
import { amountLabel } from './cargo-labels';

describe('amountLabel', () => {
  it('says a weight in tonnes once (it said "30 吨，30 吨")', () => {
    expect(amountLabel(30, 'ton', 30_000)).toBe('30 吨');
  });
  it('gives another unit with the total weight', () => {
    expect(amountLabel(20, 'piece', 30_000)).toBe('20 件，共 30 吨');
  });
  it('keeps a tonnage that differs from the weight', () => {
    expect(amountLabel(30, 'ton', 30_500)).toBe('30 吨，共 30.5 吨');
  });
});
