import { describe, expect, it } from 'vitest';
import { ANY_CARGO_NUMBER, CARGO_NUMBER, cargoNumber } from './cargo-number';

describe('cargo numbers (issue 42: one format)', () => {
  it('numbers a cargo HY + the China day + a six-digit sequence', () => {
    // 2026-11-28 23:30 UTC is already the 29th in China
    expect(cargoNumber(52, new Date('2026-11-28T23:30:00Z'))).toBe('HY20261129000052');
    expect(cargoNumber(27, new Date('2026-11-28T10:00:00Z'))).toBe('HY20261128000027');
    expect(cargoNumber(1234567, new Date('2026-11-28T10:00:00Z'))).toBe('HY202611281234567');
    expect(cargoNumber(27)).toMatch(CARGO_NUMBER);
  });

  it('still reads the numbers earlier builds wrote (four and seven digits)', () => {
    expect('HY202611280027').not.toMatch(CARGO_NUMBER);
    expect('HY202611280027').toMatch(ANY_CARGO_NUMBER);
    expect('HY202611280000123').toMatch(ANY_CARGO_NUMBER);
    expect('DD20261128000027').not.toMatch(ANY_CARGO_NUMBER);
  });
});
