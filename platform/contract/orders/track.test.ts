import { describe, expect, it } from 'vitest';
import { TRACK_MESSAGES, defaultReportRange, positionBody, positionForm, sendCarReportQuery, REPORT_MESSAGES } from './track';

describe('positions', () => {
  it('takes typed coordinates inside China and says what is wrong at the field', () => {
    expect(positionForm.safeParse({ waybillId: '3', lat: ' 39.0842 ', lng: '117.2009', speedKmh: '' }).success).toBe(true);
    const issues = (v: Record<string, unknown>) => positionForm.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ waybillId: '3' })).toEqual([
      ['lat', TRACK_MESSAGES.latRequired],
      ['lng', TRACK_MESSAGES.lngRequired],
    ]);
    expect(issues({ waybillId: '3', lat: '北京', lng: '117' })).toEqual([['lat', TRACK_MESSAGES.latInvalid]]);
    expect(issues({ waybillId: '3', lat: '51.5', lng: '-0.12' })).toEqual([['lat', TRACK_MESSAGES.outsideChina]]);
    expect(issues({ waybillId: '3', lat: '39', lng: '117', speedKmh: '300' })).toEqual([['speedKmh', TRACK_MESSAGES.speedInvalid]]);
    expect(positionBody.parse({ waybillId: 3, lat: 39, lng: 117 }).source).toBe('driver');
  });
});

describe('report ranges', () => {
  it('defaults to the last 30 China days and refuses inverted or overlong ranges', () => {
    expect(defaultReportRange(new Date('2026-03-01T17:00:00Z'))).toEqual({ startDate: '2026-02-01', endDate: '2026-03-02' });
    expect(sendCarReportQuery.safeParse({ startDate: '2026-03-02', endDate: '2026-03-01' }).error?.issues[0].message).toBe(REPORT_MESSAGES.rangeInverted);
    expect(sendCarReportQuery.safeParse({ startDate: '2024-01-01', endDate: '2026-03-01' }).error?.issues[0].message).toBe(REPORT_MESSAGES.rangeTooLong);
    expect(sendCarReportQuery.parse({}).groupBy).toBe('day');
  });
});
