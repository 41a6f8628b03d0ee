import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chinaDateTime } from '#contract/capacity/display';
import { fenOrDash, fenToCapitals, shortDateTime, yuan, yuanPerTonne } from './format';

describe('yuan', () => {
  it('shows fen as yuan with separators and the unit, nothing for no amount', () => {
    expect(yuan(123456)).toBe('1,234.56 元');
    expect(yuan(0)).toBe('0.00 元');
    expect(yuan(-5)).toBe('-0.05 元');
    expect(yuan(null)).toBe('');
    expect(yuan(undefined)).toBe('');
    expect(yuanPerTonne(12345)).toBe('123.45 元/吨');
    expect(fenOrDash(12345)).toBe('123.45');
    expect(fenOrDash(null)).toBe('—');
  });
});

describe('fenToCapitals', () => {
  it.each([
    [0, '零元整'],
    [1, '壹分'],
    [10, '壹角整'],
    [11, '壹角壹分'],
    [100, '壹元整'],
    [105, '壹元零伍分'],
    [150, '壹元伍角整'],
    [1000, '壹拾元整'],
    [100005, '壹仟元零伍分'],
    [1_000_500, '壹万零伍元整'],
    [1_010_000, '壹万零壹佰元整'],
    [10_010_000, '壹拾万零壹佰元整'],
    [100_000_000, '壹佰万元整'],
    [1_234_567_89, '壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分'],
    [10_000_000_000, '壹亿元整'],
    [10_001_000_000, '壹亿零壹万元整'],
    [10_000_000_100, '壹亿零壹元整'],
    [100_100_000_000, '壹拾亿零壹佰万元整'],
    [-2050, '负贰拾元伍角整'],
  ])('%i fen → %s', (fen, text) => {
    expect(fenToCapitals(fen)).toBe(text);
  });
  it('refuses what is not a whole number of fen', () => {
    expect(fenToCapitals(1.5)).toBe('');
    expect(fenToCapitals(Number.NaN)).toBe('');
  });
});

describe('times', () => {
  it('shows a time to the minute in China time', () => {
    expect(shortDateTime('2026-01-31T16:05:09Z')).toBe('2026-02-01 00:05');
    expect(shortDateTime(null)).toBe('');
  });
  it("reads the platform's ISO times as the contract's capacity display does", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
        const iso = date.toISOString();
        return shortDateTime(iso) === chinaDateTime(iso);
      }),
    );
  });
});
