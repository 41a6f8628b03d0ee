import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { data, redirect, useActionData, useLoaderData } from '@remix-run/react';
import { CODES, MESSAGES_8 } from '#contract/codes';
import { LoginForm, type LoginTab } from '#app/features/account/login-form';
// The server side from one `.server` module: one empty module in the browser build, not nine shared chunks.
import {
  CHANGE_PASSWORD_PATH,
  api,
  commitSession,
  encryptFields,
  honeypotProblem,
  landingPath,
  loginPageData,
  optionalUser,
  parseLogin,
  requestSmsCode,
  safeRedirectTarget,
  startSession,
  validateCsrf,
} from '#app/features/account/login-route.server';

// The base stylesheet inline on the first load: the page paints from one response (app/styles/document-sheet.tsx).
export const handle = { inlineStyles: true };

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const user = await optionalUser(args);
  if (user) throw redirect(landingPath(user, url.searchParams.get('redirect')));
  const { page, headers } = await loginPageData(args);
  return data(page, { headers });
}

// A failed login answers 400, after which Remix would skip reloading; the form needs a new
// image code every time (the old one is spent).
export const shouldRevalidate = () => true;

const PASSWORD_AGE_WARNING = '您的密码已超过180天未修改，为了账号安全，请修改密码';

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const formData = await request.formData();
  await validateCsrf(formData, request.headers);
  const spam = await honeypotProblem(formData);
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get('redirect');

  const submission = parseLogin(formData);
  if (spam) return data({ result: submission.reply({ formErrors: [spam], hideFields: ['password'] }), locked: false, formMessage: null }, { status: 400 });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }), locked: false, formMessage: null }, { status: 400 });
  }
  const value = submission.value;

  if (!('loginType' in value)) {
    // intent=sendSms: phone + image code → SMS code for login
    const sent = await requestSmsCode(args, 'phone_no_login', value.userName, {
      imgCode: value.imgCode,
      imgCodeKey: value.imgCodeKey,
    });
    if (!sent.ok) {
      return data({ result: submission.reply({ formErrors: [sent.message] }), locked: false, formMessage: null }, { status: 400 });
    }
    const session = sent.session;
    session.flash('toast', { type: 'success', message: MESSAGES_8.smsSent });
    return redirect(`/login?${new URLSearchParams({ tab: 'code', ...(redirectTo ? { redirect: redirectTo } : {}) })}`, {
      headers: { 'Set-Cookie': await commitSession(session) },
    });
  }

  const body =
    value.loginType === 'password'
      ? {
          loginType: 'password' as const,
          userName: value.userName,
          imgCode: value.imgCode,
          imgCodeKey: value.imgCodeKey,
          ...(await encryptFields(args, { password: value.password })),
        }
      : { loginType: 'numberCode' as const, userName: value.userName, numberCode: value.numberCode };
  const result = await api.auth.login.envelope(args, body, { token: null });

  if (result.code === CODES.SUCCESS) {
    const { token, user } = result.data;
    const to = landingPath(user, safeRedirectTarget(redirectTo, '') || null);
    const toast =
      to === CHANGE_PASSWORD_PATH ? ({ type: 'info', message: PASSWORD_AGE_WARNING } as const) : ({ type: 'success', message: '登录成功' } as const);
    return startSession(args, token, user, to, toast);
  }
  if (result.code === CODES.SSO_ONLY) {
    return redirect('/sso/index');
  }
  // Failed: the message at the form, a fresh image code (the loader runs again), and the
  // login button disabled while the account is locked.
  return data(
    {
      result: submission.reply({ formErrors: [result.message || MESSAGES_8.fallbackError], hideFields: ['password', 'imgCode'] }),
      locked: result.code === CODES.PWD_LOCKED,
      formMessage: null,
    },
    { status: 400 },
  );
}

export default function LoginPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="login-page">
      <LoginForm
        tab={page.tab as LoginTab}
        captcha={page.captcha}
        smsSecondsLeft={page.smsSecondsLeft}
        redirectTo={page.redirectTo}
        locked={page.locked || Boolean(actionData?.locked)}
        lastResult={actionData?.result}
        formMessage={page.formMessage}
        defaultPhone={page.defaultPhone}
      />
    </div>
  );
}
