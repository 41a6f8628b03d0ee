import { describe, expect, it } from 'vitest';
import { activeLinkName } from '#app/features/portal/public-header';
import { formatDateTime, timeAgo } from '#app/utils/format';
import { pageWindow } from './page-links';

describe('header active link (spec 2 route names)', () => {
  it('maps paths to the header link names', () => {
    expect(activeLinkName('/')).toBe('home');
    expect(activeLinkName('/list-goods')).toBe('listSupplyTheHall');
    expect(activeLinkName('/list-goods/detail/3')).toBe('listSupplyTheHall');
    expect(activeLinkName('/list-bid')).toBe('listSupplyTheHall');
    expect(activeLinkName('/list-feight')).toBe('listSupplyTheHall');
    expect(activeLinkName('/GPDetail')).toBe('listSupplyTheHall');
    expect(activeLinkName('/list-goodsy')).toBeNull();
    expect(activeLinkName('/lineResource')).toBe('lineResource');
    expect(activeLinkName('/cityResource')).toBe('lineResource');
    expect(activeLinkName('/mobile')).toBe('mobile');
    expect(activeLinkName('/news/policy/details/1')).toBe('news');
    expect(activeLinkName('/newsletter')).toBeNull();
    expect(activeLinkName('/about/complaint')).toBe('about');
    expect(activeLinkName('/login')).toBeNull();
  });
});

describe('pageWindow', () => {
  it('shows first, last and two either side with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 'gap', 5]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('China time', () => {
  it('formats in UTC+8 whatever the process time zone', () => {
    expect(formatDateTime('2026-11-20T16:30:00Z', 'YYYY-MM-DD HH:mm')).toBe('2026-11-21 00:30');
    expect(formatDateTime(null, 'YYYY-MM-DD HH:mm')).toBe('');
    const now = Date.parse('2026-11-23T00:00:00Z');
    expect(timeAgo('2026-11-22T23:00:00Z', now)).toBe('1小时前');
    expect(timeAgo('2026-11-19T16:05:00Z', now)).toBe('11月20日0时05分');
  });
});
