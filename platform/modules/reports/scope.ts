// What every report reads: the caller's waybills (the cockpits' rule: the shipper's or the carrier's
// company, a driver's own, operations the platform's, narrowed by an administrator-made role's data
// scope), and the period as China days.
import { sql, type SQL } from 'drizzle-orm';
import { REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS, REPORT_MESSAGES } from '../../contract/reports/labels';
import type { Db } from '../../db/client';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { cockpitScope } from '../cockpits/scope';

export { num, rowsOf } from '../cockpits/scope';

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The caller's waybills, as one condition on the waybills table. */
export async function reportScope(db: Db, auth: Auth): Promise<SQL> {
  return (await cockpitScope(db, auth)).waybills;
}

/** `%text%` for ILIKE, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Today in China, YYYY-MM-DD. */
export const chinaToday = (now: Date = new Date()) => new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

const addDays = (day: string, n: number) => new Date(new Date(`${day}T00:00:00Z`).getTime() + n * DAY_MS).toISOString().slice(0, 10);

/**
 * The period of a report: `from`..`to` China days, both included; without them the last
 * REPORT_DEFAULT_DAYS days up to today. Refused (at the field) when reversed or longer than REPORT_MAX_DAYS.
 */
export function periodOf(from: string | undefined, to: string | undefined, now: Date = new Date()) {
  const last = to ?? chinaToday(now);
  const first = from ?? addDays(last, -(REPORT_DEFAULT_DAYS - 1));
  if (first > last) refuse(REPORT_MESSAGES.range, 400, { field: 'from' });
  if (new Date(`${last}T00:00:00Z`).getTime() - new Date(`${first}T00:00:00Z`).getTime() >= REPORT_MAX_DAYS * DAY_MS) {
    refuse(REPORT_MESSAGES.rangeTooLong, 400, { field: 'from' });
  }
  return { from: first, to: last, start: new Date(`${first}T00:00:00+08:00`), end: new Date(`${addDays(last, 1)}T00:00:00+08:00`) };
}

/** A China day range on a time column: [from, to] both included, either side optional. */
export function daysBetween(column: SQL | unknown, from: string | undefined, to: string | undefined): SQL {
  const parts: SQL[] = [];
  if (from) parts.push(sql`${column} >= ${new Date(`${from}T00:00:00+08:00`)}`);
  if (to) parts.push(sql`${column} < ${new Date(`${addDays(to, 1)}T00:00:00+08:00`)}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}
