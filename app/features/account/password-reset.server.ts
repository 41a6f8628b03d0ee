// Loader and action of the two "password by SMS code" screens: /loginPwd (first password of an
// account without one, POST /users/setPwd, SMS type phone_no_login, which needs an image code)
// and /findpwd (recovery, POST /users/findPwd, SMS type find_pwd, no image code).
import { parseWithZod } from '@conform-to/zod';
import { data, redirect } from '@remix-run/node';
import type { SmsType } from '#contract/auth/schemas';
import { CODES, MESSAGES_8 } from '#contract/codes';
import { isPhone } from '#contract/validators';
import { honeypotProblem, validateCsrf } from '#app/utils/csrf.server';
import { api } from '#app/utils/api.server';
import type { Caller } from '#app/utils/platform.server';
import { commitSession, getSession } from '#app/utils/session.server';
import { HIDDEN_FIELDS, intentOf, passwordResetSchema, smsPhoneOnlySchema, smsWithImageSchema } from './account-forms';
import { encryptFields } from './account.server';
import { pageCaptcha } from './captcha.server';
import { requestSmsCode } from './sms-request.server';
import { smsSecondsLeft } from './sms-wait.server';

export type PasswordScreen = {
  /** POST /users/setPwd or /users/findPwd */
  endpoint: 'setPwd' | 'findPwd';
  smsType: Extract<SmsType, 'phone_no_login' | 'find_pwd'>;
  /** the platform asks an image code before sending this type of SMS */
  imageCode: boolean;
  successMessage: string;
};

export const SET_PASSWORD: PasswordScreen = {
  endpoint: 'setPwd',
  smsType: 'phone_no_login',
  imageCode: true,
  successMessage: '密码设置成功，请登录',
};

export const FIND_PASSWORD: PasswordScreen = {
  endpoint: 'findPwd',
  smsType: 'find_pwd',
  imageCode: false,
  successMessage: '密码重置成功，请使用新密码登录',
};

/** The phone to prefill (a valid ?mobile=, else the phone a code was last sent to) and its wait. */
export async function passwordPageData(caller: Caller, screen: PasswordScreen) {
  const url = new URL(caller.request.url);
  const session = await getSession(caller.request);
  const queryPhone = url.searchParams.get('mobile')?.trim() ?? '';
  const sessionPhone = session.get('mobile') ?? '';
  const defaultPhone = isPhone(queryPhone) ? queryPhone : smsSecondsLeft(session, screen.smsType, sessionPhone) > 0 ? sessionPhone : '';
  const { captcha, setCookie } = screen.imageCode ? await pageCaptcha(caller) : { captcha: null, setCookie: null };
  return data(
    { captcha, smsSecondsLeft: smsSecondsLeft(session, screen.smsType, defaultPhone), defaultPhone },
    setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined,
  );
}

export async function passwordAction(caller: Caller, screen: PasswordScreen) {
  const { request } = caller;
  const formData = await request.formData();
  await validateCsrf(formData, request.headers);
  const spam = await honeypotProblem(formData);
  const intent = intentOf(formData);
  if (!intent) throw new Response('未知操作', { status: 400, statusText: 'Bad Request' });
  if (spam) {
    const submission = parseWithZod(formData, { schema: passwordResetSchema });
    return data({ result: submission.reply({ formErrors: [spam], hideFields: HIDDEN_FIELDS }), smsSent: false }, { status: 400 });
  }

  if (intent === 'sendSms') {
    const submission = screen.imageCode ? parseWithZod(formData, { schema: smsWithImageSchema }) : parseWithZod(formData, { schema: smsPhoneOnlySchema });
    if (submission.status !== 'success') {
      return data({ result: submission.reply({ hideFields: HIDDEN_FIELDS }), smsSent: false }, { status: 400 });
    }
    const value: { mobile: string; imgCode?: string; imgCodeKey?: string } = submission.value;
    const image = value.imgCode && value.imgCodeKey ? { imgCode: value.imgCode, imgCodeKey: value.imgCodeKey } : undefined;
    const sent = await requestSmsCode(caller, screen.smsType, value.mobile, image);
    if (!sent.ok) {
      return data({ result: submission.reply({ formErrors: [sent.message], hideFields: HIDDEN_FIELDS }), smsSent: false }, { status: 400 });
    }
    // The page stays (with what was typed); the session carries the 60 s wait for later visits.
    return data({ result: submission.reply({ hideFields: HIDDEN_FIELDS }), smsSent: true }, { headers: { 'Set-Cookie': await commitSession(sent.session) } });
  }

  const submission = parseWithZod(formData, { schema: passwordResetSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: HIDDEN_FIELDS }), smsSent: false }, { status: 400 });
  }
  const { mobile, numberCode, newPwd, confirm_pwd } = submission.value;
  const result = await api.auth[screen.endpoint].envelope(
    caller,
    { mobile, numberCode, ...(await encryptFields(caller, { newPwd, confirm_pwd })) },
    { token: null },
  );
  if (result.code !== CODES.SUCCESS) {
    return data(
      {
        result: submission.reply({ formErrors: [result.message || MESSAGES_8.fallbackError], hideFields: HIDDEN_FIELDS }),
        smsSent: false,
      },
      { status: 400 },
    );
  }

  // The platform revoked the account's sessions; the flow ends at the login form either way, so a
  // session held in this browser ends here too (revoked on the platform if it was someone else's).
  const session = await getSession(request);
  const token = session.get('token');
  if (token) {
    await api.auth.logout.envelope(caller, {}, { token }).catch(() => null);
    session.unset('token');
  }
  session.set('mobile', mobile);
  session.flash('toast', { type: 'success', message: screen.successMessage });
  return redirect(`/login?${new URLSearchParams({ mobile })}`, {
    headers: { 'Set-Cookie': await commitSession(session) },
  });
}
