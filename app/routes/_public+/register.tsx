// /register (spec 2): after choosing shipper or agent/carrier (remembered in the register_role
// cookie, so coming back shows the same form), phone + image code + SMS code (type register),
// password twice, real name, agreement → POST /users/register, which signs the new user in.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { CODES, MESSAGES_8 } from '#contract/codes';
import { RegisterChoice, RegisterForm } from '#app/features/account/register-form';
import { HIDDEN_FIELDS, defaultRoleOf, groupOf, intentOf, isRegisterRole, parseRegisterChoice } from '#app/features/account/register-choice';
import { registerSchema, smsWithImageSchema } from '#app/features/account/account-forms.server';
import { parseWithZod } from '#app/utils/forms.server';
import { encryptFields, landingPath, startSession } from '#app/features/account/account.server';
import { optionalUser } from '#app/utils/auth.server';
import { honeypotProblem, validateCsrf } from '#app/utils/csrf.server';
import { api } from '#app/utils/api.server';
import { readRegisterChoice, rememberRegisterChoice } from '#app/features/account/register-role.server';
import { commitSession, getSession } from '#app/utils/session.server';
import { pageCaptcha } from '#app/features/account/captcha.server';
import { requestSmsCode } from '#app/features/account/sms-request.server';
import { smsSecondsLeft } from '#app/features/account/sms-wait.server';
export { pagesLinks as links } from '#app/styles/sheets';

export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const user = await optionalUser(args);
  if (user) throw redirect(landingPath(user, null));

  const url = new URL(request.url);
  const stored = await readRegisterChoice(request);
  const linked = parseRegisterChoice(url.searchParams.get('role'));
  // A group link (?role=shipper from the login page) keeps a remembered role of that group.
  const choice = url.searchParams.has('choose')
    ? null
    : linked
      ? !isRegisterRole(linked) && stored && groupOf(stored).group === linked
        ? stored
        : linked
      : stored;
  const headers = new Headers();
  if (choice && choice !== stored) headers.append('Set-Cookie', await rememberRegisterChoice(choice));
  if (!choice) return data({ step: 'choose' as const }, { headers });

  const session = await getSession(request);
  const sessionPhone = session.get('mobile') ?? '';
  const waiting = smsSecondsLeft(session, 'register', sessionPhone);
  const { captcha, setCookie } = await pageCaptcha(args);
  if (setCookie) headers.append('Set-Cookie', setCookie);
  return data(
    {
      step: 'form' as const,
      group: groupOf(choice).group,
      defaultRole: defaultRoleOf(choice),
      captcha,
      smsSecondsLeft: waiting,
      // The phone a registration code was just sent to (the wait is rendered for it).
      defaultPhone: waiting > 0 ? sessionPhone : '',
    },
    { headers },
  );
}

// After a refused post (status 400) Remix would not reload the page's data, but a code request
// spends the image code even when the platform refuses it: always fetch a new one after a post.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === 'POST' ? true : defaultShouldRevalidate;

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const formData = await request.formData();
  await validateCsrf(formData, request.headers);
  const spam = await honeypotProblem(formData);
  const intent = intentOf(formData);
  if (!intent) throw new Response('未知操作', { status: 400, statusText: 'Bad Request' });

  const headers = new Headers();
  const role = formData.get('role');
  if (isRegisterRole(role)) headers.append('Set-Cookie', await rememberRegisterChoice(role));
  if (spam) {
    const submission = parseWithZod(formData, { schema: intent === 'sendSms' ? smsWithImageSchema : registerSchema });
    return data({ result: submission.reply({ formErrors: [spam], hideFields: HIDDEN_FIELDS }), smsSent: false }, { status: 400, headers });
  }

  if (intent === 'sendSms') {
    const submission = parseWithZod(formData, { schema: smsWithImageSchema });
    if (submission.status !== 'success') {
      return data({ result: submission.reply({ hideFields: HIDDEN_FIELDS }), smsSent: false }, { status: 400, headers });
    }
    const { mobile, imgCode, imgCodeKey } = submission.value;
    const sent = await requestSmsCode(args, 'register', mobile, { imgCode, imgCodeKey });
    if (!sent.ok) {
      return data({ result: submission.reply({ formErrors: [sent.message], hideFields: HIDDEN_FIELDS }), smsSent: false }, { status: 400, headers });
    }
    // The page stays with what was typed; the session carries the 60 s wait for later visits.
    headers.append('Set-Cookie', await commitSession(sent.session));
    return data({ result: submission.reply({ hideFields: HIDDEN_FIELDS }), smsSent: true }, { headers });
  }

  const submission = parseWithZod(formData, { schema: registerSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: HIDDEN_FIELDS }), smsSent: false }, { status: 400, headers });
  }
  const { mobile, numberCode, password, confirm_pwd, realName } = submission.value;
  const result = await api.auth.register.envelope(
    args,
    { role: submission.value.role, mobile, numberCode, ...(realName ? { realName } : {}), ...(await encryptFields(args, { password, confirm_pwd })) },
    { token: null },
  );
  if (result.code !== CODES.SUCCESS) {
    return data(
      {
        result: submission.reply({ formErrors: [result.message || MESSAGES_8.fallbackError], hideFields: HIDDEN_FIELDS }),
        smsSent: false,
      },
      { status: 400, headers },
    );
  }
  const { token, user } = result.data;
  return startSession(args, token, user, landingPath(user, null), { type: 'success', message: '注册成功' });
}

export default function RegisterPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (page.step === 'choose') return <RegisterChoice />;
  return (
    <RegisterForm
      group={page.group}
      defaultRole={page.defaultRole}
      captcha={page.captcha}
      smsSecondsLeft={page.smsSecondsLeft}
      defaultPhone={page.defaultPhone}
      lastResult={actionData?.result}
      smsSent={actionData?.smsSent}
    />
  );
}
