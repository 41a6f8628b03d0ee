// Writing an in-app message (the workspace's messages table) inside a business event's transaction.
// A module of its own, importing nothing of the other areas: every area calls it, and the workspace
// service (which reads the money area's aging) must not sit between them and it.
import { sql } from 'drizzle-orm';
import type { MessageType } from '../../contract/workspace/messages';
import type { Db, Tx } from '../../db/client';
import { messages, smsOutbox, users } from '../../db/schema';

export type Notice = { type: MessageType; title: string; content: string; link?: string | null };

/** The hand-overs between parties (issue 42): the messages a user may also get by SMS. */
export const SMS_NOTICE_TYPES: ReadonlySet<MessageType> = new Set(['order', 'waybill', 'payment']);
/** The outbox type of those copies; their one template variable is the message's title. */
export const SMS_NOTICE = 'notice';
/** A provider's template variable holds at most 35 characters (Alibaba Cloud's rule for non-code variables). */
export const SMS_NOTICE_MAX = 35;

/**
 * Leaves a message for a user. Call it inside the transaction of the business event, so the
 * message exists exactly when the event does. A hand-over message is also queued as an SMS for a
 * user who has chosen that (users.sms_notices), in the same transaction: a rolled-back event sends
 * nothing, and the sms.notices job (auth/sms-providers.ts) hands the queued copies to the provider.
 */
export async function notify(db: Db | Tx, userId: number, notice: Notice): Promise<void> {
  const title = notice.title.slice(0, 100);
  await db.insert(messages).values({
    userId,
    type: notice.type,
    title,
    content: notice.content.slice(0, 2000),
    link: notice.link ?? null,
  });
  if (!SMS_NOTICE_TYPES.has(notice.type)) return;
  // one statement: the copy exists only if the user has the setting on at this moment
  await db.execute(
    sql`insert into ${smsOutbox} (mobile, type, content)
        select ${users.mobile}, ${SMS_NOTICE}, ${title.slice(0, SMS_NOTICE_MAX)} from ${users} where ${users.id} = ${userId} and ${users.smsNotices}`,
  );
}
