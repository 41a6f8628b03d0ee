// The account-security actions (spec 4 "Phone and password dialogs", "Account cancellation"):
// change/set password, change phone (with its SMS code), cancel the account, release the broker
// identity. Each validates with the form's zod schema, calls the platform, and answers with a
// conform reply (400), a `{ done }` for JS forms, or a redirect with a flash message.
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { data, redirect } from '@remix-run/node';
import { CODES, MESSAGES_8 } from '#contract/codes';
import { LIMITS } from '#contract/limits';
import type { UserInfo } from '#contract/auth/user';
import { JS_FIELD, type Done } from '#app/components/done-notice';
import { api } from '#app/utils/api.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { commitSession, getSession, type Toast } from '#app/utils/session.server';
import type { ConfirmKind } from './account-confirm';
import { confirmSchema } from './account-confirm-schema';
import { passwordFormSchema } from './password-schema';
import { DIALOG_FIELD } from './phone-form';
import { phoneFormSchema, phoneSmsSchema } from './phone-schema';
import { SAFESET_PHONE_PATH, USER_DETAILS_PATH, canCancelAccount, canReleaseAgent } from './account-actions';
import { encryptFields, endSession } from './account.server';
import { markSmsSent } from './sms-wait.server';

export type AccountForm = 'password' | 'phone' | 'confirm';

/** What an account action answers when it does not redirect. */
export type AccountReply = {
  form: AccountForm;
  result: SubmissionResult<string[]> | null;
  done: Done | null;
  /** 9988: the password is changed in the unified portal only */
  sso: boolean;
  /** the SMS code went out (JS forms): the seconds of the wait, and the message to show */
  smsSent?: { seconds: number; message: string };
};

const PASSWORD_FIELDS = ['oldPwd', 'newPwd', 'confirm_pwd'];
export const SMS_TYPE_CHANGE_PHONE = 'modify_binding_phone';

function reply(form: AccountForm, result: SubmissionResult<string[]> | null, status = 400, extra: Partial<AccountReply> = {}) {
  return data<AccountReply>({ form, result, done: null, sso: false, ...extra }, { status });
}

/** The platform's message of a failed call; '操作失败' when it sent none (spec 8). */
export function failureMessage(error: PlatformError, fallback: string = MESSAGES_8.operationFailed): string {
  return error.message && error.message !== MESSAGES_8.fallbackError ? error.message : fallback;
}

/** Puts a platform message at the field it is about (first rule that matches), else on the form. */
export function placeMessage(message: string, rules: Array<[RegExp, string]>): { formErrors?: string[]; fieldErrors?: Record<string, string[]> } {
  for (const [pattern, field] of rules) if (pattern.test(message)) return { fieldErrors: { [field]: [message] } };
  return { formErrors: [message] };
}

async function flashRedirect(request: Request, to: string, toast: Toast, init: { session?: Awaited<ReturnType<typeof getSession>> } = {}) {
  const session = init.session ?? (await getSession(request));
  session.flash('toast', toast);
  return redirect(to, { headers: { 'Set-Cookie': await commitSession(session) } });
}

/** With JS: `{ done }` (the page shows the message, then navigates); without: redirect + flash. */
async function succeed(caller: Caller, formData: FormData, form: AccountForm, done: Done, headers?: HeadersInit) {
  if (formData.get(JS_FIELD) === '1') return data<AccountReply>({ form, result: null, done, sso: false }, { headers });
  return flashRedirect(caller.request, done.to, { type: 'success', message: done.message });
}

/**
 * Ends the session like logging out (the token is revoked on the platform, the cookie emptied)
 * and optionally leaves one flash message for the next page in an otherwise empty session.
 */
export async function endSessionWithFlash(caller: Caller, to: string, toast: Toast | null): Promise<Response> {
  const ended = await endSession(caller, to);
  if (!toast) return ended;
  const fresh = await getSession(new Request(caller.request.url));
  fresh.flash('toast', toast);
  const headers = new Headers(ended.headers);
  headers.set('Set-Cookie', await commitSession(fresh));
  return new Response(null, { status: ended.status, headers });
}

// ---------------------------------------------------------------------------------------------
// Password

export async function changePassword(caller: Caller, user: UserInfo, formData: FormData) {
  if (user.employeeNo) return reply('password', null, 403, { sso: true });
  const submission = parseWithZod(formData, { schema: passwordFormSchema(user.existPwd === 'Y') });
  if (submission.status !== 'success') return reply('password', submission.reply({ hideFields: PASSWORD_FIELDS }));
  const { oldPwd, newPwd, confirm_pwd } = submission.value;
  try {
    const encrypted =
      user.existPwd === 'Y' && oldPwd ? await encryptFields(caller, { oldPwd, newPwd, confirm_pwd }) : await encryptFields(caller, { newPwd, confirm_pwd });
    await api.auth.pwdModify(caller, { ...encrypted, mobile: user.mobile });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.code === CODES.SSO_ONLY) return reply('password', null, 403, { sso: true });
    const placed = placeMessage(error.message, [
      [/原始密码|旧密码|原密码/, 'oldPwd'],
      [/确认密码|不一致/, 'confirm_pwd'],
      [/新密码|密码至少/, 'newPwd'],
    ]);
    return reply('password', submission.reply({ ...placed, hideFields: PASSWORD_FIELDS }));
  }
  return succeed(caller, formData, 'password', {
    message: user.existPwd === 'Y' ? '密码修改成功' : '密码设置成功',
    to: USER_DETAILS_PATH,
    delayMs: LIMITS.passwordChangeReturnMs,
  });
}

// ---------------------------------------------------------------------------------------------
// Phone

const PHONE_RULES: Array<[RegExp, string]> = [
  [/密码/, 'pwd'],
  [/验证码/, 'code'],
  [/手机号/, 'mobile'],
];

/** intent=sendSms: the code for the NEW phone, then back to the form with the 60 s wait. */
export async function sendPhoneCode(caller: Caller, formData: FormData) {
  const submission = parseWithZod(formData, { schema: phoneSmsSchema });
  if (submission.status !== 'success') return reply('phone', submission.reply({ hideFields: ['pwd'] }));
  const { mobile } = submission.value;
  try {
    await api.auth.smsCode(caller, { phone: mobile, type: SMS_TYPE_CHANGE_PHONE });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const placed = placeMessage(error.message, [[/手机号|用户/, 'mobile']]);
    return reply('phone', submission.reply({ ...placed, hideFields: ['pwd'] }));
  }
  const session = await getSession(caller.request);
  markSmsSent(session, SMS_TYPE_CHANGE_PHONE, mobile);
  if (formData.get(DIALOG_FIELD) === '1') {
    // The dialog stays open over the page the user was on and counts the wait down itself.
    const smsSent = { seconds: LIMITS.smsResendSeconds, message: MESSAGES_8.smsSent };
    return data<AccountReply>(
      { form: 'phone', result: submission.reply(), done: null, sso: false, smsSent },
      { headers: { 'Set-Cookie': await commitSession(session) } },
    );
  }
  return flashRedirect(
    caller.request,
    `${SAFESET_PHONE_PATH}&${new URLSearchParams({ mobile })}`,
    { type: 'success', message: MESSAGES_8.smsSent },
    { session },
  );
}

export async function changePhone(caller: Caller, user: UserInfo, formData: FormData) {
  const submission = parseWithZod(formData, { schema: phoneFormSchema });
  if (submission.status !== 'success') return reply('phone', submission.reply({ hideFields: ['pwd'] }));
  const { pwd, mobile, code } = submission.value;
  try {
    await api.auth.changePhone(caller, { role: user.role, ...(await encryptFields(caller, { pwd })), mobile, code, source: 'pc' });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const placed = placeMessage(error.message, PHONE_RULES);
    return reply('phone', submission.reply({ ...placed, hideFields: ['pwd'] }));
  }
  // The session stays valid (the platform keeps the caller's token); it remembers the new phone.
  const session = await getSession(caller.request);
  session.set('mobile', mobile);
  return flashRedirect(caller.request, USER_DETAILS_PATH, { type: 'success', message: '手机号修改成功' }, { session });
}

// ---------------------------------------------------------------------------------------------
// Cancellation and broker release

export async function confirmAccountAction(caller: Caller, user: UserInfo, kind: ConfirmKind, formData: FormData) {
  const allowed = kind === 'cancel' ? canCancelAccount(user) : canReleaseAgent(user);
  if (!allowed) throw new Response('您的账号不能进行该操作', { status: 403 });
  const submission = parseWithZod(formData, { schema: confirmSchema });
  if (submission.status !== 'success') return reply('confirm', submission.reply());

  try {
    if (kind === 'cancel') await api.auth.cancelAccount(caller);
    else await api.auth.releaseRole(caller, { role: 'individual_agent' });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return reply('confirm', submission.reply({ formErrors: [failureMessage(error)] }));
  }

  if (kind === 'cancel') {
    const message = MESSAGES_8.cancelAccountSuccess;
    if (formData.get(JS_FIELD) === '1') {
      const ended = await endSession(caller, '/');
      return data<AccountReply>(
        { form: 'confirm', result: null, done: { message, to: '/', delayMs: LIMITS.cancelAccountLogoutDelayMs }, sso: false },
        { headers: { 'Set-Cookie': ended.headers.get('Set-Cookie') ?? '' } },
      );
    }
    return endSessionWithFlash(caller, '/', { type: 'success', message });
  }

  // Releasing the role revokes the sessions acting in it: then the user signs in again.
  const message = MESSAGES_8.releaseAgentSuccess;
  const still = await api.auth.info.envelope(caller);
  if (still.code !== CODES.SUCCESS) {
    return endSessionWithFlash(caller, `/login?${new URLSearchParams({ redirect: USER_DETAILS_PATH })}`, { type: 'success', message });
  }
  return flashRedirect(caller.request, USER_DETAILS_PATH, { type: 'success', message });
}
