// The key-area form as people type it (also without JS): each geometry message at its field.
import { describe, expect, it } from 'vitest';
import { areaAlarmForm, keyAreaForm, KEY_AREA_MESSAGES as M } from './areas';

const errorsOf = (input: Record<string, unknown>) => {
  const parsed = keyAreaForm.safeParse(input);
  return parsed.success ? {} : parsed.error.flatten().fieldErrors;
};
const circle = { name: '天津港', areaType: '2', shape: 'circle', centerLng: '117.2009', centerLat: '39.0842', radius: '2000' };
const polygon = { name: '禁停区', areaType: '3', shape: 'polygon' };

describe('keyAreaForm', () => {
  it('takes the blank fields Conform leaves out as empty', () => {
    expect(errorsOf({ name: '天津港', areaType: '2', shape: 'circle', radius: '500' })).toEqual({ centerLng: [M.lngRequired], centerLat: [M.latRequired] });
    expect(errorsOf({ ...polygon })).toEqual({ points: [M.pointsRequired] });
  });

  it('turns a circle typed with full-width digits into numbers', () => {
    expect(keyAreaForm.parse({ ...circle, centerLng: '１１７.２', radius: ' 2000 ' })).toMatchObject({ centerLng: 117.2, centerLat: 39.0842, radius: 2000 });
  });

  it('tells each circle field', () => {
    expect(errorsOf({ ...circle, centerLng: '', centerLat: 'abc', radius: '' })).toEqual({
      centerLng: [M.lngRequired],
      centerLat: [M.latInvalid],
      radius: [M.radiusRequired],
    });
    expect(errorsOf({ ...circle, centerLng: '1e2' })).toEqual({ centerLng: [M.lngInvalid] });
    expect(errorsOf({ ...circle, centerLng: '151.2', centerLat: '-33.8' })).toEqual({ centerLng: [M.outsideChina] });
    expect(errorsOf({ ...circle, radius: '20' })).toEqual({ radius: [M.radiusRange] });
    expect(errorsOf({ ...circle, radius: '100.5' })).toEqual({ radius: [M.radiusInvalid] });
  });

  it('reads polygon points one per line and tells the line that is wrong', () => {
    expect(keyAreaForm.parse({ ...polygon, points: '118.1,39.6\n118.2，39.6\n\n118.2 39.7\r\n118.1,39.6' })).toMatchObject({
      points: [
        [118.1, 39.6],
        [118.2, 39.6],
        [118.2, 39.7],
        [118.1, 39.6],
      ],
    });
    expect(errorsOf({ ...polygon, points: '' })).toEqual({ points: [M.pointsRequired] });
    expect(errorsOf({ ...polygon, points: '118.1,39.6\n118.2;x' })).toEqual({ points: [M.pointLine(2)] });
    expect(errorsOf({ ...polygon, points: '118.1,39.6\n118.2,39.6\n10,10' })).toEqual({ points: [M.pointOutsideChina(3)] });
    expect(errorsOf({ ...polygon, points: '118.1,39.6\n118.2,39.6\n118.1,39.6' })).toEqual({ points: [M.tooFewPoints] });
  });
});

describe('areaAlarmForm', () => {
  it('takes minutes and a mobile as typed, blank minutes as 0', () => {
    expect(areaAlarmForm.parse({ ids: '3', exitTime: '45' })).toEqual({ ids: [3], stopTime: 0, exitTime: 45, mobile: '' }); // Conform leaves blank fields out
    expect(areaAlarmForm.parse({ ids: '3', stopTime: '', exitTime: '45', mobile: '+86 138-0013-8000' })).toEqual({
      ids: [3],
      stopTime: 0,
      exitTime: 45,
      mobile: '13800138000',
    });
    const bad = areaAlarmForm.safeParse({ ids: ['3'], stopTime: '-1', exitTime: '1441', mobile: '123' });
    expect(bad.success ? {} : bad.error.flatten().fieldErrors).toEqual({
      stopTime: [M.stopTimeInvalid],
      exitTime: [M.exitTimeInvalid],
      mobile: [M.mobileInvalid],
    });
  });
});
