// 支付密码 (/my-center/payPassword): the wallet's payment password, asked before money leaves the
// wallet (钱包支付, 提现). Set once; then change it (?do=change) or reset it by SMS (?do=reset).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import type { FormReply } from '#app/utils/forms.server';
import { payPasswordAction, payPasswordData } from '#app/features/wallet/pay-password.server';
import { PayPasswordForm, stepLink } from '#app/features/wallet/pay-password';

// Both sign the caller in first (requireUser, in the feature's functions).
export const loader = (args: LoaderFunctionArgs) => payPasswordData(args);
export const action = (args: ActionFunctionArgs) => payPasswordAction(args);

export default function PayPassword() {
  const { step, hasPayPassword, back } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="panel cap-page" aria-labelledby="pay-password-title">
      <h1 id="pay-password-title" className="page-title">
        钱包支付密码
      </h1>
      <p>钱包支付与提现前须输入支付密码（6位数字）。连续输错5次，钱包付款与提现锁定30分钟；可用短信验证码重置。</p>
      {hasPayPassword ? (
        <nav aria-label="支付密码操作" className="cap-actions">
          {step === 'change' ? <span aria-current="page">修改支付密码</span> : <Link to={stepLink('change', back)}>修改支付密码</Link>}
          <span aria-hidden="true"> | </span>
          {step === 'reset' ? <span aria-current="page">忘记支付密码</span> : <Link to={stepLink('reset', back)}>忘记支付密码</Link>}
        </nav>
      ) : null}
      <PayPasswordForm key={step} step={step} reply={reply} busy={busy} back={back} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
