// The server side of 账号安全 (/user/safeset): what its two tabs show and the three posts they make.
// The route renders it; the account dialog (account-dialog-modal.tsx) loads and posts the same path
// from any workspace page, typed from here.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { isPhone } from '#contract/validators/patterns';
import { requireUser } from '#app/utils/auth.server';
import { validateCsrf } from '#app/utils/csrf.server';
import { maskMobile } from '#app/utils/masks';
import { getSession } from '#app/utils/session.server';
import { passwordActionLabel, PHONE_INTENT, PHONE_SMS_INTENT } from './account-actions';
import { SMS_TYPE_CHANGE_PHONE, changePassword, changePhone, sendPhoneCode } from './account-security.server';
import { PASSWORD_INTENT } from './password-form';
import { smsSecondsLeft } from './sms-wait.server';

type Tab = 'password' | 'phone';

function tabOf(url: URL): Tab {
  return url.searchParams.get('tab') === 'phone' ? 'phone' : 'password';
}

export async function safesetLoader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  const url = new URL(args.request.url);
  const queryMobile = url.searchParams.get('mobile')?.trim() ?? '';
  const mobile = isPhone(queryMobile) ? queryMobile : '';
  const session = await getSession(args.request);
  return {
    tab: tabOf(url),
    hasPassword: user.existPwd === 'Y',
    passwordLabel: passwordActionLabel(user),
    // Internal (employeeNo) users change their password in the unified portal (spec 6).
    sso: Boolean(user.employeeNo),
    currentMobile: maskMobile(user.mobile),
    defaultMobile: mobile,
    smsSecondsLeft: smsSecondsLeft(session, SMS_TYPE_CHANGE_PHONE, mobile),
  };
}

export async function safesetAction(args: ActionFunctionArgs) {
  const formData = await args.request.formData();
  await validateCsrf(formData, args.request.headers);
  const user = await requireUser(args);
  switch (formData.get('intent')) {
    case PASSWORD_INTENT:
      return changePassword(args, user, formData);
    case PHONE_SMS_INTENT:
      return sendPhoneCode(args, formData);
    case PHONE_INTENT:
      return changePhone(args, user, formData);
    default:
      throw new Response('未知的操作', { status: 400 });
  }
}
