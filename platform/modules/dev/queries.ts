// What the developer tools read: the latest SMS messages sent to a phone.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';

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
