// The message screens (/user/messages, /my-center/messages): the URL is the list's state
// (keyword, status, pageNumber, pageSize); marking read posts and comes back to the same URL.
import { redirect } from '@remix-run/node';
import { LIMITS } from '#contract/limits';
import { messageQuery, type MessageQuery, type MessageView, type Page } from '#contract/workspace/schemas';
import { formatDateTime } from '#app/utils/format';
import { requireUser } from '#app/utils/auth.server';
import { validateCsrf } from '#app/utils/csrf.server';
import { api } from '#app/utils/api.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { flash } from '#app/utils/session.server';

export type MessageRow = MessageView & { time: string };
/** `sms`: whether the hand-over messages also come by SMS (issue 42), and whether the platform can send them. */
export type MessagesPage = { query: MessageQuery; page: Page<MessageRow>; error: string | null; sms: { enabled: boolean; available: boolean } };

export function queryFromUrl(url: URL): { query: MessageQuery; error: string | null } {
  const raw = Object.fromEntries(['pageNumber', 'pageSize', 'keyword', 'status'].map((k) => [k, url.searchParams.get(k) ?? undefined]));
  const parsed = messageQuery.safeParse(raw);
  if (parsed.success) return { query: parsed.data, error: null };
  return {
    query: { pageNumber: 1, pageSize: LIMITS.messagePageSize },
    error: parsed.error.issues[0]?.message ?? '查询条件不正确',
  };
}

export async function loadMessages(caller: Caller): Promise<MessagesPage> {
  await requireUser(caller);
  const { query, error } = queryFromUrl(new URL(caller.request.url));
  const [page, sms] = await Promise.all([api.workspace.messagePage(caller, query), api.workspace.smsNotices(caller)]);
  // Times are formatted here, once, so server and browser render the same text.
  return { query, page: { ...page, list: page.list.map((m) => ({ ...m, time: formatDateTime(m.createdAt) })) }, error, sms };
}

/**
 * Marks one message (intent=read, id) or all (intent=readAll) read, or turns the SMS copies of
 * hand-over messages on or off (intent=smsNotices, the checkbox `enabled`), then reloads the same list.
 */
export async function messagesAction(caller: Caller) {
  const formData = await caller.request.formData();
  await validateCsrf(formData, caller.request.headers);
  await requireUser(caller);
  const url = new URL(caller.request.url);
  const back = url.pathname + url.search;
  const intent = formData.get('intent');
  try {
    if (intent === 'read') {
      const id = Number(formData.get('id'));
      if (!Number.isInteger(id) || id <= 0) throw new PlatformError(400, '消息编号不正确');
      await api.workspace.markRead(caller, { id });
      return redirect(back, { headers: await flash(caller.request, { type: 'success', message: '已标记为已读' }) });
    }
    if (intent === 'smsNotices') {
      const enabled = formData.get('enabled') === 'on';
      const saved = await api.workspace.saveSmsNotices(caller, { enabled });
      return redirect(back, { headers: await flash(caller.request, { type: 'success', message: saved.enabled ? '已开启短信提醒' : '已关闭短信提醒' }) });
    }
    if (intent === 'readAll') {
      const result = await api.workspace.markAllRead(caller);
      const message = result.updated > 0 ? `已将 ${result.updated} 条消息标记为已读` : '没有未读消息';
      return redirect(back, { headers: await flash(caller.request, { type: 'success', message }) });
    }
  } catch (error) {
    if (error instanceof PlatformError) {
      return redirect(back, { headers: await flash(caller.request, { type: 'error', message: error.message }) });
    }
    throw error;
  }
  throw new Response('未知的操作', { status: 400 });
}
