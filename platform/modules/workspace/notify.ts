// Writing an in-app message (the workspace's messages table) inside a business event's transaction.
// A module of its own, importing nothing of the other areas: every area calls it, and the workspace
// service (which reads the money area's aging) must not sit between them and it.
import type { MessageType } from '../../contract/workspace/messages';
import type { Db, Tx } from '../../db/client';
import { messages } from '../../db/schema';

export type Notice = { type: MessageType; title: string; content: string; link?: string | null };

/**
 * Leaves a message for a user. Call it inside the transaction of the business event, so the
 * message exists exactly when the event does.
 */
export async function notify(db: Db | Tx, userId: number, notice: Notice): Promise<void> {
  await db.insert(messages).values({
    userId,
    type: notice.type,
    title: notice.title.slice(0, 100),
    content: notice.content.slice(0, 2000),
    link: notice.link ?? null,
  });
}
