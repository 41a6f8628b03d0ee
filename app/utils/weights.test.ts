import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadTonnes, tonnes, tonnesRounded } from './weights';

describe('tonnes', () => {
  it('shows kg in tonnes with up to three decimals, nothing for no weight', () => {
    expect(tonnes(30_000)).toBe('30 吨');
    expect(tonnes(30_500)).toBe('30.5 吨');
    expect(tonnes(12_345)).toBe('12.345 吨');
    expect(tonnes(10)).toBe('0.01 吨');
    expect(tonnes(0)).toBe('0 吨');
    expect(tonnes(-500)).toBe('-0.5 吨');
    expect(tonnes(null)).toBe('');
    expect(tonnes(undefined)).toBe('');
  });
  it('is the shortest decimal of kg / 1000 for every whole kg', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (kg) => tonnes(kg) === `${String(kg / 1000)} 吨`));
  });
  it('rounds to 0.01 t with separators for the market, and keeps a rated load to whole tonnes or two decimals', () => {
    expect(tonnesRounded(1_234_567)).toBe('1,234.57 吨');
    expect(tonnesRounded(30_000)).toBe('30 吨');
    expect(tonnesRounded(12_345)).toBe('12.35 吨');
    expect(loadTonnes(31_000)).toBe('31 吨');
    expect(loadTonnes(1_500)).toBe('1.50 吨');
    expect(loadTonnes(1_234)).toBe('1.23 吨');
  });
});
