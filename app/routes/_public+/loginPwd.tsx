// /loginPwd?mobile= (spec 2, 4): set the first password of an account that has none (existPwd N).
// SMS type phone_no_login, for which the platform asks an image code first.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { PasswordResetForm } from '#app/features/account/password-reset-form';
import { SET_PASSWORD, passwordAction, passwordPageData } from '#app/features/account/password-reset.server';
export { pagesLinks as links } from '#app/styles/sheets';

export function loader(args: LoaderFunctionArgs) {
  return passwordPageData(args, SET_PASSWORD);
}

// After a refused post (status 400) Remix would not reload the page's data, but a code request
// spends the image code even when the platform refuses it: always fetch a new one after a post.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === 'POST' ? true : defaultShouldRevalidate;

export function action(args: ActionFunctionArgs) {
  return passwordAction(args, SET_PASSWORD);
}

export default function SetPasswordPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <PasswordResetForm
      id="set-password"
      title="设置登录密码"
      intro="您的账号尚未设置登录密码，请通过手机短信验证后设置。"
      submitLabel="设置密码"
      action="/loginPwd"
      imageCode
      captcha={page.captcha}
      smsSecondsLeft={page.smsSecondsLeft}
      defaultPhone={page.defaultPhone}
      lastResult={actionData?.result}
      smsSent={actionData?.smsSent}
    />
  );
}
