// Display formats and business constants of spec section 9.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

// The platform serves China: times read in China Standard Time (UTC+8, no daylight saving)
// whatever the zone of the server or the browser, so server markup and the hydrated page agree.
const CHINA_OFFSET_MS = 8 * 3600 * 1000;
const inChina = (ms: number) => dayjs.utc(ms + CHINA_OFFSET_MS);

// The constants live in limits.ts, which pages can import without the date library.
export { LIMITS } from './limits';

export type TimeInput = Date | string | number;

/**
 * Milliseconds since the epoch, or null when the input is not a time. A number (or an all-digit
 * string) of 10 digits or fewer is seconds; longer (13 digits) is milliseconds.
 */
export function toMillis(time: TimeInput | null | undefined): number | null {
  if (time === null || time === undefined) return null;
  if (time instanceof Date) {
    const ms = time.getTime();
    return Number.isNaN(ms) ? null : ms;
  }
  if (typeof time === 'number') {
    if (!Number.isFinite(time)) return null;
    return Math.abs(Math.trunc(time)).toString().length <= 10 ? time * 1000 : time;
  }
  if (typeof time === 'string') {
    const text = time.trim();
    if (text === '') return null;
    if (/^\d+$/.test(text)) return toMillis(Number(text));
    const parsed = dayjs(text);
    return parsed.isValid() ? parsed.valueOf() : null;
  }
  return null;
}

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;

/**
 * '刚刚' under 30 s, 'N分钟前' under 1 h, 'N小时前' under 24 h, '1天前' under 48 h, otherwise
 * 'M月D日H时mm分' (China time). Minutes and hours are rounded up (31 s → '1分钟前'). Times in the
 * future count as '刚刚'. Returns '' for an invalid time.
 */
export function timeAgo(time: TimeInput, now: TimeInput = Date.now()): string {
  const ms = toMillis(time);
  const nowMs = toMillis(now);
  if (ms === null || nowMs === null) return '';
  const diff = (nowMs - ms) / 1000;
  if (diff < 30) return '刚刚';
  if (diff < HOUR) return `${Math.ceil(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.ceil(diff / HOUR)}小时前`;
  if (diff < 2 * DAY) return '1天前';
  return inChina(ms).format('M月D日H时mm分');
}

/** dayjs format in China time; default 'YYYY-MM-DD HH:mm:ss'. Returns '' for an invalid time. */
export function formatDateTime(time: TimeInput | null | undefined, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  const ms = toMillis(time);
  return ms === null ? '' : inChina(ms).format(pattern);
}

/** Integer fen → yuan with 2 decimals and thousands separators: 123456789 → '1,234,567.89'. */
export function formatFen(fen: number): string {
  if (typeof fen !== 'number' || !Number.isFinite(fen)) return '';
  const rounded = Math.round(fen);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const yuan = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % 100).toString().padStart(2, '0');
  return `${sign}${yuan}.${cents}`;
}

/**
 * Yuan amount text → integer fen, without floating-point arithmetic. Accepts an optional leading
 * '-', an integer part (plain or with correct thousands commas) and up to 2 decimals:
 * '12.3' → 1230, '1,234.56' → 123456. Returns null for anything else or beyond safe integers.
 */
export function yuanToFen(input: string): number | null {
  if (typeof input !== 'string') return null;
  const match = /^(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(input.trim());
  if (!match) return null;
  const [, sign, intPart, frac = ''] = match;
  const fen = BigInt(intPart.replace(/,/g, '')) * 100n + BigInt(frac.padEnd(2, '0'));
  if (fen > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const value = Number(fen);
  return sign === '-' && value !== 0 ? -value : value;
}
