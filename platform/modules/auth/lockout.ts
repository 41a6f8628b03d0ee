// Wrong-password lockout, counted per phone number and source (issue 41 item 3; the why is in
// docs/decisions/019-login-lockout-per-source.md). Five wrong passwords in a row from one source
// lock that phone for that source for 30 minutes (the spec's 9941); fifty within an hour from all
// sources together lock password sign-in of that phone for everyone for 30 minutes, so a guesser
// with many addresses is still stopped. SMS-code sign-in is not locked: it proves the phone.
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { loginFailures } from '../../db/schema';

export const PAIR_MAX_FAILURES = 5;
/** Wrong passwords in a row from one source: the count starts again after a day without a lock. */
export const PAIR_WINDOW_MINUTES = 24 * 60;
export const ACCOUNT_MAX_FAILURES = 50;
export const ACCOUNT_WINDOW_MINUTES = 60;
export const LOCK_MINUTES = 30;
/** The source key of a phone's account-wide count. */
export const ACCOUNT_WIDE = '*';

export type LockState = { locked: false } | { locked: true; minutesLeft: number };

/**
 * The source a failure is counted against: the caller's address; an IPv6 caller's /64, since one
 * customer line gets a whole /64 and could otherwise take a fresh address for every five tries.
 */
export function sourceOf(address: string | null | undefined): string {
  const value = (address ?? '').trim().toLowerCase();
  if (!value) return 'local';
  if (value.startsWith('::ffff:') && value.includes('.')) return value.slice('::ffff:'.length);
  if (!value.includes(':')) return value;
  const [head, tail = ''] = value.split('::');
  const groups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const full = value.includes('::') ? [...groups, ...Array(8 - groups.length - tailGroups.length).fill('0'), ...tailGroups] : groups;
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function stateOf(lockedUntil: Date | null, now = Date.now()): LockState {
  const until = lockedUntil?.getTime() ?? 0;
  if (until <= now) return { locked: false };
  return { locked: true, minutesLeft: Math.max(1, Math.ceil((until - now) / 60_000)) };
}

/** The lock of the caller's own pair and the phone's account-wide lock. */
export async function locksOf(db: Db, mobile: string, source: string): Promise<{ pair: LockState; account: LockState }> {
  const rows = await db
    .select({ source: loginFailures.source, lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(and(eq(loginFailures.mobile, mobile), inArray(loginFailures.source, [source, ACCOUNT_WIDE])));
  const until = (key: string) => rows.find((row) => row.source === key)?.lockedUntil ?? null;
  return { pair: stateOf(until(source)), account: stateOf(until(ACCOUNT_WIDE)) };
}

/** Adds one failure to a count (starting it again once its window or lock has run out) and locks it at `max`. */
async function countOne(db: Db, mobile: string, source: string, max: number, windowMinutes: number): Promise<{ failures: number; locked: boolean }> {
  const stale = sql`(${loginFailures.windowStartedAt} <= now() - make_interval(mins => ${windowMinutes}) or ${loginFailures.lockedUntil} <= now())`;
  const next = sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`;
  const [row] = await db
    .insert(loginFailures)
    .values({ mobile, source, failures: 1, lockedUntil: max <= 1 ? sql`now() + make_interval(mins => ${LOCK_MINUTES})` : null })
    .onConflictDoUpdate({
      target: [loginFailures.mobile, loginFailures.source],
      set: {
        failures: next,
        windowStartedAt: sql`case when ${stale} then now() else ${loginFailures.windowStartedAt} end`,
        lockedUntil: sql`case when ${next} >= ${max} then now() + make_interval(mins => ${LOCK_MINUTES}) else null end`,
      },
    })
    .returning({ failures: loginFailures.failures, lockedUntil: loginFailures.lockedUntil });
  return { failures: row.failures, locked: stateOf(row.lockedUntil).locked };
}

/** Counts a wrong password against the caller's pair and the phone's account-wide count. */
export async function countFailure(db: Db, mobile: string, source: string): Promise<{ failures: number; pairLocked: boolean; accountLocked: boolean }> {
  const pair = await countOne(db, mobile, source, PAIR_MAX_FAILURES, PAIR_WINDOW_MINUTES);
  const account = await countOne(db, mobile, ACCOUNT_WIDE, ACCOUNT_MAX_FAILURES, ACCOUNT_WINDOW_MINUTES);
  if (Math.random() < 0.01) {
    // Counts nobody has added to for a day and that hold no lock are forgotten.
    await db
      .delete(loginFailures)
      .where(
        and(
          lt(loginFailures.windowStartedAt, sql`now() - interval '1 day'`),
          or(sql`${loginFailures.lockedUntil} is null`, lt(loginFailures.lockedUntil, sql`now()`)),
        ),
      );
  }
  return { failures: pair.failures, pairLocked: pair.locked, accountLocked: account.locked };
}

/** A right password from this source: its run of failures ends (the account-wide hour runs on). */
export async function clearPair(db: Db, mobile: string, source: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.mobile, mobile), eq(loginFailures.source, source)));
}

/** A new password set through a proven phone: every count and lock of that phone ends. */
export async function clearPhone(db: Db | Tx, mobile: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.mobile, mobile));
}
