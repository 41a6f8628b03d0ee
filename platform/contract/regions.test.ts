import { describe, expect, it } from 'vitest';
import { cityCodeLabel, placeLabel } from './regions';

describe('place labels', () => {
  it('name a city by its code; a municipality reads as its province, never 市辖区', () => {
    expect(cityCodeLabel('1302')).toBe('唐山市');
    expect(cityCodeLabel('3101')).toBe('上海市');
    expect(cityCodeLabel('1201')).toBe('天津市');
    expect(cityCodeLabel(null)).toBe('');
    expect(placeLabel('11', '1101', '110105')).toBe('北京市 朝阳区');
  });
});
