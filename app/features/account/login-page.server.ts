// What the login form needs to render: the tab from the URL, a fresh image code, the SMS wait,
// the redirect target, and the lock state of the phone last used here (for this caller's address).
import { CODES, MESSAGES_8 } from '#contract/codes';
import { isPhone } from '#contract/validators';
import { api } from '#app/utils/api.server';
import type { Caller } from '#app/utils/platform.server';
import { safeRedirectTarget } from '#app/utils/redirect';
import { getSession } from '#app/utils/session.server';
import type { LoginTab } from './login-form';
import { pageCaptcha } from './captcha.server';
import { smsSecondsLeft } from './sms-wait.server';

export async function loginPageData(caller: Caller) {
  const url = new URL(caller.request.url);
  const tab: LoginTab = url.searchParams.get('tab') === 'code' ? 'code' : 'password';
  const session = await getSession(caller.request);
  const queryPhone = url.searchParams.get('mobile');
  const defaultPhone = queryPhone && isPhone(queryPhone) ? queryPhone : (session.get('mobile') ?? '');
  const [{ captcha, setCookie }, lock] = await Promise.all([
    pageCaptcha(caller),
    defaultPhone ? api.auth.pwdLock.envelope(caller, { phone: defaultPhone }, { token: null }) : Promise.resolve(null),
  ]);
  const redirectParam = url.searchParams.get('redirect');
  const redirectTo = redirectParam ? safeRedirectTarget(redirectParam, '') || null : null;
  const locked = lock?.code === CODES.PWD_LOCKED;
  const formMessage = locked
    ? { type: 'error' as const, text: lock!.message }
    : url.searchParams.get('relogin')
      ? { type: 'info' as const, text: MESSAGES_8.loggedOut }
      : null;
  return {
    page: {
      tab,
      captcha,
      smsSecondsLeft: smsSecondsLeft(session, 'phone_no_login', defaultPhone),
      redirectTo,
      locked,
      formMessage,
      defaultPhone,
    },
    // The code is kept for this browser, so a reload shows the same one (captcha.server.ts): the
    // loader sends this header.
    headers: new Headers(setCookie ? { 'Set-Cookie': setCookie } : {}),
  };
}
