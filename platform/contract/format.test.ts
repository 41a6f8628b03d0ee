import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { LIMITS, formatDateTime, formatFen, plainYuanText, timeAgo, toMillis, yuanToFen } from './format';
import { yuanAmount } from './money/wallet';

/** A wall-clock time in China (UTC+8), whatever the zone the tests run in. */
const china = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(Date.UTC(y, mo, d, h - 8, mi, s));

describe('LIMITS', () => {
  it('holds the spec section 9 numbers', () => {
    expect(LIMITS).toEqual({
      requestTimeoutMs: 50000,
      errorToastMs: 5000,
      smsResendSeconds: 60,
      passwordMinLength: 8,
      passwordAgeWarnDays: 180,
      messagePageSize: 10,
      recentProductsMax: 10,
      mobileBreakpointPx: 992,
      sidebarWidthPx: 160,
      dialogWidthPx: 440,
      logoutReloadDelayMs: 300,
      cancelAccountLogoutDelayMs: 800,
      passwordChangeReturnMs: 1000,
      requiresPassMessageMs: 3000,
      marqueeSpeed: 80,
      marqueeMinDurationS: 6,
      defaultPageSize: 20,
      bankCardMinDigits: 16,
      bankCardMaxDigits: 19,
      mobileDigits: 11,
      themeColor: '#CE141D',
    });
  });
});

describe('toMillis', () => {
  it('treats 10-digit numbers as seconds and 13-digit as milliseconds', () => {
    expect(toMillis(1700000000)).toBe(1700000000000);
    expect(toMillis(1700000000123)).toBe(1700000000123);
    expect(toMillis('1700000000')).toBe(1700000000000);
    expect(toMillis('1700000000123')).toBe(1700000000123);
  });
  it('accepts Dates and ISO strings, rejects garbage', () => {
    expect(toMillis(new Date(1700000000123))).toBe(1700000000123);
    expect(toMillis('2023-11-14T22:13:20.000Z')).toBe(1700000000000);
    expect(toMillis('not a date')).toBeNull();
    expect(toMillis('')).toBeNull();
    expect(toMillis(new Date(NaN))).toBeNull();
    expect(toMillis(Number.NaN)).toBeNull();
    expect(toMillis(null)).toBeNull();
  });
});

describe('timeAgo', () => {
  const now = china(2024, 10, 20, 14, 5, 0).getTime(); // 2024-11-20 14:05:00 in China
  const ago = (seconds: number) => now - seconds * 1000;

  it('刚刚 under 30 s (and for future times)', () => {
    expect(timeAgo(now, now)).toBe('刚刚');
    expect(timeAgo(ago(29), now)).toBe('刚刚');
    expect(timeAgo(now + 60_000, now)).toBe('刚刚');
  });
  it('minutes under 1 h', () => {
    expect(timeAgo(ago(30), now)).toBe('1分钟前');
    expect(timeAgo(ago(60), now)).toBe('1分钟前');
    expect(timeAgo(ago(5 * 60), now)).toBe('5分钟前');
    expect(timeAgo(ago(59 * 60), now)).toBe('59分钟前');
  });
  it('hours under 24 h', () => {
    expect(timeAgo(ago(3600), now)).toBe('1小时前');
    expect(timeAgo(ago(3 * 3600), now)).toBe('3小时前');
    expect(timeAgo(ago(23 * 3600), now)).toBe('23小时前');
  });
  it('1天前 under 48 h', () => {
    expect(timeAgo(ago(24 * 3600), now)).toBe('1天前');
    expect(timeAgo(ago(47 * 3600), now)).toBe('1天前');
  });
  it('a date in Chinese after that', () => {
    const old = china(2024, 10, 10, 9, 5, 0);
    expect(timeAgo(old, now)).toBe('11月10日9时05分');
    expect(timeAgo(china(2024, 0, 2, 14, 30), now)).toBe('1月2日14时30分');
    expect(timeAgo(ago(48 * 3600), now)).toBe('11月18日14时05分');
  });
  it('accepts seconds, milliseconds, ISO strings and Dates', () => {
    const t = ago(10 * 60);
    expect(timeAgo(Math.floor(t / 1000), now)).toBe('10分钟前');
    expect(timeAgo(t, now)).toBe('10分钟前');
    expect(timeAgo(new Date(t).toISOString(), now)).toBe('10分钟前');
    expect(timeAgo(new Date(t), now)).toBe('10分钟前');
    expect(timeAgo('garbage', now)).toBe('');
  });
  it('defaults now to the current time', () => {
    expect(timeAgo(Date.now() - 1000)).toBe('刚刚');
  });
});

describe('formatDateTime', () => {
  const t = china(2024, 0, 5, 8, 3, 9);
  it('defaults to YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(t)).toBe('2024-01-05 08:03:09');
    expect(formatDateTime(t.getTime())).toBe('2024-01-05 08:03:09');
    expect(formatDateTime(Math.floor(t.getTime() / 1000))).toBe('2024-01-05 08:03:09');
  });
  it('takes a pattern', () => {
    expect(formatDateTime(t, 'YYYY-MM-DD')).toBe('2024-01-05');
    expect(formatDateTime(t, 'YYYY年M月D日')).toBe('2024年1月5日');
  });
  it('shows China time whatever the zone: 16:30 UTC is 00:30 the next day', () => {
    expect(formatDateTime('2024-03-01T16:30:00Z', 'YYYY-MM-DD HH:mm')).toBe('2024-03-02 00:30');
  });
  it('returns empty text for invalid times', () => {
    expect(formatDateTime('nope')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('formatFen', () => {
  it('formats fen as yuan with separators', () => {
    expect(formatFen(0)).toBe('0.00');
    expect(formatFen(1)).toBe('0.01');
    expect(formatFen(10)).toBe('0.10');
    expect(formatFen(100)).toBe('1.00');
    expect(formatFen(123456)).toBe('1,234.56');
    expect(formatFen(100000000)).toBe('1,000,000.00');
    expect(formatFen(99999999)).toBe('999,999.99');
    expect(formatFen(-123456)).toBe('-1,234.56');
    expect(formatFen(-5)).toBe('-0.05');
  });
  it('rejects non-finite input', () => {
    expect(formatFen(Number.NaN)).toBe('');
    expect(formatFen(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('yuanToFen', () => {
  it('parses yuan amounts exactly', () => {
    expect(yuanToFen('0')).toBe(0);
    expect(yuanToFen('1')).toBe(100);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('0.29')).toBe(29); // 0.29 * 100 = 28.999999999999996 in floating point
    expect(yuanToFen('1.005'.slice(0, 4))).toBe(100);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen(' 12.30 ')).toBe(1230);
    expect(yuanToFen('1,234.56')).toBe(123456);
    expect(yuanToFen('1234567.89')).toBe(123456789);
    expect(yuanToFen('-3.5')).toBe(-350);
    expect(yuanToFen('-0')).toBe(0);
    expect(Object.is(yuanToFen('-0.00'), -0)).toBe(false);
  });
  it('rejects invalid amounts', () => {
    for (const bad of ['', ' ', 'abc', '1.234', '.5', '5.', '1,23', '12,34.5', '1e3', '+1', '--1', '1 000', '¥12', '99999999999999999999'])
      expect(yuanToFen(bad), bad).toBeNull();
  });
  it('property: yuanToFen(formatFen(n)) === n for safe integers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (fen) => {
        expect(yuanToFen(formatFen(fen))).toBe(fen === 0 ? 0 : fen);
      }),
      { numRuns: 500 },
    );
  });
  it('property: plain yuan.cents strings parse to the integer fen', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.nat({ max: 99 }), (yuan, cents) => {
        const text = `${yuan}.${String(cents).padStart(2, '0')}`;
        expect(yuanToFen(text)).toBe(yuan * 100 + cents);
      }),
    );
  });
});

describe('plainYuanText', () => {
  it('reads full-width digits, point and comma, drops spaces, ¥ and 元', () => {
    expect(plainYuanText('￥１，０００．５ 元')).toBe('1,000.5');
    expect(plainYuanText(' ¥ 300 ')).toBe('300');
    expect(plainYuanText('12。30')).toBe('12.30');
    expect(yuanToFen(plainYuanText('３００ 元'))).toBe(30_000);
  });

  it('is what the platform reads a typed yuan amount with (a withdrawal, whoever sends it)', () => {
    const amount = yuanAmount('请输入金额', '金额不正确');
    expect(amount.parse('￥１，０００．５')).toBe(100_050);
    expect(amount.safeParse('1.234').success).toBe(false);
    expect(amount.safeParse('０').success).toBe(false);
  });
});
