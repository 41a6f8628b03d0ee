// What the developer tools read and move: the latest SMS messages sent to a phone, and its codes
// aged as if time had passed.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsCodes, smsOutbox } from '../../db/schema';

/** The 10 latest messages to `mobile`, newest first. */
export async function latestOutbox(db: Db, mobile: string) {
  const rows = await db
    .select({ type: smsOutbox.type, code: smsOutbox.code, content: smsOutbox.content, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(10);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * Moves the phone's SMS codes and messages `seconds` into the past, as if that much time had gone
 * by since they were sent: the 60 s resend wait and the five-minute validity move with them.
 * Returns how many codes moved.
 */
export async function ageSmsCodes(db: Db, mobile: string, seconds: number): Promise<number> {
  const back = sql`interval '1 second' * ${seconds}`;
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(smsCodes)
      .set({ createdAt: sql`${smsCodes.createdAt} - ${back}`, expiresAt: sql`${smsCodes.expiresAt} - ${back}` })
      .where(eq(smsCodes.mobile, mobile))
      .returning({ id: smsCodes.id });
    await tx
      .update(smsOutbox)
      .set({ createdAt: sql`${smsOutbox.createdAt} - ${back}` })
      .where(eq(smsOutbox.mobile, mobile));
    return moved.length;
  });
}
