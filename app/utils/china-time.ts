// Times of the public pages in China Standard Time (UTC+8, no daylight saving), whatever the
// time zone of the server or the browser: server markup and the hydrated page read the same.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { timeAgo, toMillis, type TimeInput } from '../../platform/contract/format';

dayjs.extend(utc);

const CST_OFFSET_MS = 8 * 3600 * 1000;

export function chinaTime(time: TimeInput | null | undefined, pattern = 'YYYY-MM-DD HH:mm'): string {
  const ms = toMillis(time);
  return ms === null ? '' : dayjs.utc(ms + CST_OFFSET_MS).format(pattern);
}

/** timeAgo of spec 9, with its date fallback (two days and older) in China time. */
export function chinaAgo(time: TimeInput, now: number): string {
  const ms = toMillis(time);
  if (ms === null) return '';
  return now - ms < 2 * 86400 * 1000 ? timeAgo(ms, now) : chinaTime(ms, 'M月D日H时mm分');
}
