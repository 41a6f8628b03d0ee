// The cockpits' time window: a period's buckets counted back from today in China time (UTC+8, no
// DST), so every figure reads over a bounded range of rows.
import { sql, type SQL } from 'drizzle-orm';
import { PERIOD_BUCKETS, type CockpitPeriod } from '../../contract/cockpits/schemas';

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

export type CockpitWindow = { period: CockpitPeriod; from: string; to: string; start: Date; end: Date };

const ymd = (d: Date) => d.toISOString().slice(0, 10);
/** Midnight of a China calendar day, as an instant. */
const chinaMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The window of `period` ending today (China time): its first bucket's first day to tomorrow (exclusive). */
export function windowOf(period: CockpitPeriod, now: Date = new Date()): CockpitWindow {
  const today = new Date(Math.floor((now.getTime() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS); // UTC midnight named like the China day
  const n = PERIOD_BUCKETS[period];
  let first: Date;
  if (period === 'day') first = new Date(today.getTime() - (n - 1) * DAY_MS);
  else if (period === 'week') {
    const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS);
    first = new Date(monday.getTime() - (n - 1) * 7 * DAY_MS);
  } else first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (n - 1), 1));
  const from = ymd(first);
  const to = ymd(new Date(today.getTime() + DAY_MS));
  return { period, from, to, start: chinaMidnight(from), end: chinaMidnight(to) };
}

/** The window as the answers name it. */
export const windowFields = (w: CockpitWindow) => ({ period: w.period, from: w.from, to: w.to });

/** Every bucket's first day of the window, oldest first (buckets without rows show as zero). */
export function bucketsOf(w: CockpitWindow): string[] {
  const out: string[] = [];
  let d = new Date(`${w.from}T00:00:00Z`);
  const end = new Date(`${w.to}T00:00:00Z`);
  while (d < end) {
    out.push(ymd(d));
    d =
      w.period === 'day'
        ? new Date(d.getTime() + DAY_MS)
        : w.period === 'week'
          ? new Date(d.getTime() + 7 * DAY_MS)
          : new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
  }
  return out;
}

/** The bucket (its first China day, YYYY-MM-DD) a time column falls in. */
export function bucketOf(period: CockpitPeriod, column: SQL | unknown): SQL<string> {
  return sql<string>`to_char(date_trunc(${sql.raw(`'${period}'`)}, ${column} at time zone 'Asia/Shanghai'), 'YYYY-MM-DD')`;
}
