import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenOrDash, fenToCapitals, loadTonnes, maskIdCard, maskMobile, shortDateTime, tonnes, tonnesRounded, yuan, yuanPerTonne } from './format';

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

describe('times', () => {
  it('shows a time to the minute in China time', () => {
    expect(shortDateTime('2026-01-31T16:05:09Z')).toBe('2026-02-01 00:05');
    expect(shortDateTime(null)).toBe('');
  });
});

describe('masks', () => {
  it('masks the middle of a mobile number', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskMobile('1380000')).toBe('1380000');
  });
  it('masks the middle of an ID number', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110105********002X');
    expect(maskIdCard('1234567890')).toBe('1234567890');
    expect(maskIdCard('123')).toBe('123');
    expect(maskIdCard('')).toBe('');
    expect(maskIdCard(null)).toBe('');
  });
});
