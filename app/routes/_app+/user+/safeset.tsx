// 账号安全: change/set the login password and change the bound phone (spec 2 "Dialogs",
// spec 4 "Phone and password dialogs"). The dialogs are tabs of one page that follow the URL
// (?tab=password|phone); both forms work without JS and are enhanced (client validation, no
// full reload) with it.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { SsoPasswordNotice } from '#app/features/account/sso-password-notice';
import { isDoneResult } from '#app/components/done-notice';
import { PasswordForm } from '#app/features/account/password-form';
import { PhoneForm } from '#app/features/account/phone-form';
import { SAFESET_PASSWORD_PATH, SAFESET_PHONE_PATH } from '#app/features/account/account-actions';
import { safesetAction, safesetLoader } from '#app/features/account/safeset.server';

export function loader(args: LoaderFunctionArgs) {
  return safesetLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return safesetAction(args);
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
