// Display formats and business constants of spec section 9.
// No date library (issue 15: dayjs with its utc plugin was some 4 KB gzip in every list page's
// client JS): the few format tokens the screens use, and dayjs's own reading of date strings.

// The platform serves China: times read in China Standard Time (UTC+8, no daylight saving)
// whatever the zone of the server or the browser, so server markup and the hydrated page agree.
const CHINA_OFFSET_MS = 8 * 3600 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const hour12 = (hour: number) => hour % 12 || 12;
// One table for every call (a list page formats a few hundred times: no closures per call).
const TOKENS: Record<string, (t: Date) => string> = {
  YYYY: (t) => pad(t.getUTCFullYear(), 4),
  YY: (t) => pad(t.getUTCFullYear() % 100),
  M: (t) => String(t.getUTCMonth() + 1),
  MM: (t) => pad(t.getUTCMonth() + 1),
  D: (t) => String(t.getUTCDate()),
  DD: (t) => pad(t.getUTCDate()),
  H: (t) => String(t.getUTCHours()),
  HH: (t) => pad(t.getUTCHours()),
  h: (t) => String(hour12(t.getUTCHours())),
  hh: (t) => pad(hour12(t.getUTCHours())),
  m: (t) => String(t.getUTCMinutes()),
  mm: (t) => pad(t.getUTCMinutes()),
  s: (t) => String(t.getUTCSeconds()),
  ss: (t) => pad(t.getUTCSeconds()),
  SSS: (t) => pad(t.getUTCMilliseconds(), 3),
  A: (t) => (t.getUTCHours() < 12 ? 'AM' : 'PM'),
  a: (t) => (t.getUTCHours() < 12 ? 'am' : 'pm'),
};
const TOKEN_PATTERN = /\[([^\]]+)]|YYYY|YY|MM|M|DD|D|HH|H|hh|h|mm|m|ss|s|SSS|A|a/g;

/**
 * `pattern` with the time's China wall clock: YYYY YY M MM D DD H HH h hh m mm s ss SSS A a, text
 * in [brackets] as it is (the tokens of dayjs's format that these patterns use).
 */
function formatInChina(ms: number, pattern: string): string {
  const t = new Date(ms + CHINA_OFFSET_MS);
  return pattern.replace(TOKEN_PATTERN, (match, text?: string) => text ?? TOKENS[match](t));
}

/** A date string as dayjs reads it: '2024-01-05', '2024/1/5 8:03', '20240105' in the local zone; ISO with a zone as Date does. */
const DATE_STRING = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;
function parseDateString(text: string): number {
  const d = /Z$/i.test(text) ? null : DATE_STRING.exec(text);
  if (!d) return new Date(text).getTime();
  const n = (v: string | undefined, fallback: number) => (v ? Number(v) : fallback);
  return new Date(Number(d[1]), n(d[2], 1) - 1, n(d[3], 1), n(d[4], 0), n(d[5], 0), n(d[6], 0), Number((d[7] || '0').substring(0, 3))).getTime();
}

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
    const parsed = parseDateString(text);
    return Number.isNaN(parsed) ? null : parsed;
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
  return formatInChina(ms, 'M月D日H时mm分');
}

/** The time in China as `pattern` (tokens as dayjs's); default 'YYYY-MM-DD HH:mm:ss'. Returns '' for an invalid time. */
export function formatDateTime(time: TimeInput | null | undefined, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  const ms = toMillis(time);
  return ms === null ? '' : formatInChina(ms, pattern);
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
 * A yuan amount as people type it, made plain for yuanToFen: full-width digits, point and comma
 * read as ASCII; spaces, a leading ¥ and a trailing 元 dropped ('￥１，０００．５ 元' → '1,000.5').
 */
export function plainYuanText(input: string): string {
  return input
    .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[．。]/g, '.')
    .replace(/，/g, ',')
    .replace(/[\s¥￥]|元$/g, '');
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
