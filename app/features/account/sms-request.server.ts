// The "get SMS code" step shared by the account screens (login, register, set and find password),
// and the image code those forms show.
import { CODES, MESSAGES_8 } from '#contract/codes';
import type { SmsType } from '#contract/auth/schemas';
import { api } from '#app/utils/api.server';
import type { Caller } from '#app/utils/platform.server';
import { getSession, type AppSession } from '#app/utils/session.server';
import { markSmsSent } from './sms-wait.server';

export type SmsRequestResult = { ok: true; session: AppSession } | { ok: false; message: string };

/**
 * Asks the platform to send a code. On success the session remembers the 60 s wait of this
 * phone and purpose (the server renders the countdown) and the phone; the caller commits it.
 * On failure: the platform's message ('请N秒后再试', '该手机号已注册', '用户不存在', ...).
 */
export async function requestSmsCode(
  caller: Caller,
  type: SmsType,
  mobile: string,
  image?: { imgCode: string; imgCodeKey: string },
): Promise<SmsRequestResult> {
  const sent = await api.auth.smsCode.envelope(caller, { phone: mobile, type, imgCode: image?.imgCode, imgCodeKey: image?.imgCodeKey }, { token: null });
  if (sent.code !== CODES.SUCCESS) return { ok: false, message: sent.message || MESSAGES_8.fallbackError };
  const session = await getSession(caller.request);
  markSmsSent(session, type, mobile);
  session.set('mobile', mobile);
  return { ok: true, session };
}
