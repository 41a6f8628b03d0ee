// 账号安全: change/set the login password and change the bound phone (spec 2 "Dialogs",
// spec 4 "Phone and password dialogs"). The dialogs are tabs of one page that follow the URL
// (?tab=password|phone); both forms work without JS and are enhanced (client validation, no
// full reload) with it.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { isPhone } from '#contract/validators/patterns';
import { SsoPasswordNotice } from '#app/features/account/account-dialog';
import { isDoneResult } from '#app/components/done-notice';
import { PASSWORD_INTENT, PasswordForm } from '#app/features/account/password-form';
import { PHONE_INTENT, PHONE_SMS_INTENT, PhoneForm } from '#app/features/account/phone-form';
import { SAFESET_PASSWORD_PATH, SAFESET_PHONE_PATH, passwordActionLabel } from '#app/features/account/account-actions';
import { SMS_TYPE_CHANGE_PHONE, changePassword, changePhone, sendPhoneCode } from '#app/features/account/account-security.server';
import { requireUser } from '#app/utils/auth.server';
import { validateCsrf } from '#app/utils/csrf.server';
import { getSession } from '#app/utils/session.server';
import { smsSecondsLeft } from '#app/features/account/sms-wait.server';
import { maskMobile } from '#app/utils/format';

type Tab = 'password' | 'phone';

function tabOf(url: URL): Tab {
  return url.searchParams.get('tab') === 'phone' ? 'phone' : 'password';
}

export async function loader(args: LoaderFunctionArgs) {
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

export async function action(args: ActionFunctionArgs) {
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

export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  isDoneResult(actionResult) ? false : defaultShouldRevalidate;

export default function SafeSet() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const tab = page.tab;
  const reply = actionData && 'form' in actionData ? actionData : null;
  const passwordReply = reply?.form === 'password' ? reply : null;
  const phoneReply = reply?.form === 'phone' ? reply : null;

  return (
    <section className="panel account-panel" aria-labelledby="safeset-title">
      <h1 id="safeset-title" className="page-title">
        账号安全
      </h1>
      <nav className="account-tabs" aria-label="安全设置">
        <Link to={SAFESET_PASSWORD_PATH} aria-current={tab === 'password' ? 'page' : undefined} replace>
          {page.passwordLabel}
        </Link>
        <Link to={SAFESET_PHONE_PATH} aria-current={tab === 'phone' ? 'page' : undefined} replace>
          修改手机号
        </Link>
      </nav>
      <div className="dialog-card">
        {tab === 'password' ? (
          page.sso || passwordReply?.sso ? (
            <SsoPasswordNotice />
          ) : (
            <PasswordForm hasPassword={page.hasPassword} action={SAFESET_PASSWORD_PATH} lastResult={passwordReply?.result} done={passwordReply?.done} />
          )
        ) : (
          <PhoneForm
            action={page.defaultMobile ? `${SAFESET_PHONE_PATH}&mobile=${page.defaultMobile}` : SAFESET_PHONE_PATH}
            currentMobile={page.currentMobile}
            defaultMobile={page.defaultMobile}
            smsSecondsLeft={page.smsSecondsLeft}
            lastResult={phoneReply?.result}
            smsSent={phoneReply?.smsSent}
          />
        )}
      </div>
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
