// /findpwd (spec 2, route name findpwd): recover the password with an SMS code (type find_pwd).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { PasswordResetForm } from '#app/features/account/password-reset-form';
import { FIND_PASSWORD, passwordAction, passwordPageData } from '#app/features/account/password-reset.server';
export { pagesLinks as links } from '#app/styles/sheets';

export function loader(args: LoaderFunctionArgs) {
  return passwordPageData(args, FIND_PASSWORD);
}

export function action(args: ActionFunctionArgs) {
  return passwordAction(args, FIND_PASSWORD);
}

export default function FindPasswordPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <PasswordResetForm
      id="find-password"
      title="找回密码"
      intro="通过手机短信验证码重置登录密码。"
      submitLabel="重置密码"
      action="/findpwd"
      imageCode={false}
      captcha={page.captcha}
      smsSecondsLeft={page.smsSecondsLeft}
      defaultPhone={page.defaultPhone}
      lastResult={actionData?.result}
      smsSent={actionData?.smsSent}
    />
  );
}
