import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, parseYuan } from './amount';

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
