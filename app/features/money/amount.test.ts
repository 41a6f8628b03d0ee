import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, fenToCapitals, parseYuan } from './amount';

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

describe('parseYuan', () => {
  it.each([
    ['12', 1200],
    ['12.3', 1230],
    ['0.01', 1],
    ['1,234.56', 123456],
    [' ¥ 88.80 ', 8880],
    ['１２．５', 1250],
    ['0.29', 29], // 0.29 * 100 is 28.999… in floats
    ['1.10元', 110],
  ])('%s → %i fen', (text, fen) => {
    expect(parseYuan(text)).toEqual({ fen });
  });
  it.each([
    ['', AMOUNT_MESSAGES.required],
    [null, AMOUNT_MESSAGES.required],
    ['abc', AMOUNT_MESSAGES.format],
    ['1.234', AMOUNT_MESSAGES.format],
    ['1e3', AMOUNT_MESSAGES.format],
    ['12,34', AMOUNT_MESSAGES.format],
    ['0', AMOUNT_MESSAGES.positive],
    ['0.00', AMOUNT_MESSAGES.positive],
    ['-5', AMOUNT_MESSAGES.positive],
    ['100000000', AMOUNT_MESSAGES.tooLarge],
  ])('%s → %s', (text, error) => {
    expect(parseYuan(text)).toEqual({ error });
  });
});
