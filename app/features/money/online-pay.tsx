// 钱包支付 on the payer's bill page: the button beside 记录线下付款 (?do=walletPay, a page of its own
// without JS) and its panel — the wallet's available money, the amount in yuan (what the bill still
// owes, to start with), the page's one-time key and the CSRF token; or, without a wallet, the way to
// open one. A plain form: it works without JS; with JS Conform checks it as the user types.
import { getFormProps, useForm } from '@conform-to/react';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { Field } from '#app/components/forms';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { useLazySchema } from '#app/components/lazy-validation';
import type { FormReply } from '#app/utils/forms.server';
import type { WalletPayData } from './online-pay.server';

const INTENT = 'walletPay';

/** The button that opens the panel (a link: the panel is the same page with ?do=walletPay). */
export function WalletPayButton({ here }: { here: string }) {
  return (
    <Button component={Link} to={`${here}&do=${INTENT}`} variant="light">
      钱包支付
    </Button>
  );
}

function WalletPayForm({ billId, pay, back }: { billId: number; pay: WalletPayData; back: string }) {
  const reply = useActionData<FormReply>();
  const busy = useNavigation().state === 'submitting';
  // The schema (./online-pay-form, with zod) loads after hydration (lazy-validation.ts).
  const onValidate = useLazySchema(
    () => import('./online-pay-form'),
    (m) => m.walletPaySchema,
  );
  const [form, fields] = useForm({
    id: 'wallet-pay-form',
    lastResult: reply?.result,
    // Checked on submit, then as the user types: a message appearing on blur would move the button being clicked.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    defaultValue: { amountYuan: pay.amountInput, payPassword: '' },
    onValidate,
  });
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="wallet-pay-title">
      <ErrorSummary form={form} />
      <AuthenticityTokenInput />
      <input type="hidden" name="billId" value={billId} />
      <input type="hidden" name="idempotencyKey" value={pay.idempotencyKey} />
      <FormErrors errors={form.errors} />
      <Field required meta={fields.amountYuan} label="支付金额（元）" inputMode="decimal" hint="最多两位小数；不超过未付金额与钱包可用余额" />
      <Field required meta={fields.payPassword} label="支付密码" type="password" inputMode="numeric" maxLength={6} hint="钱包的6位数字支付密码" />
      <div className="cap-actions">
        <Button type="submit" name="intent" value={INTENT} loading={busy}>
          确认支付
        </Button>
        <Button component={Link} to={back} variant="default">
          取消
        </Button>
      </div>
    </Form>
  );
}

/** The panel: the form, or why there is none (no bank, no wallet, a frozen wallet). */
export function WalletPayPanel({ billId, pay, back }: { billId: number; pay: WalletPayData; back: string }) {
  return (
    <div className="cap-inline-form" role="group" aria-labelledby="wallet-pay-title">
      <h2 id="wallet-pay-title">钱包支付</h2>
      <p>
        从本方钱包经存管银行支付至收款方钱包，银行确认后记入结算单。未付金额：{pay.owed}
        {pay.pending ? `（其中 ${pay.pending} 银行处理中）` : ''}
      </p>
      {!pay.bankConfigured ? (
        <p role="status">存管银行未接入，暂不能钱包支付；请记录线下付款。</p>
      ) : !pay.payeeWalletOpen ? (
        <p role="status">
          收款方尚未开通钱包，暂不能钱包支付：请提醒收款方开通钱包后再支付，或 <Link to={`${back}&do=pay`}>记录线下付款</Link>。
        </p>
      ) : !pay.wallet ? (
        <p>
          尚未开通钱包，不能钱包支付。<Link to="/my-center/electronicPurse">去开通钱包</Link>
        </p>
      ) : pay.wallet.frozen ? (
        <p role="status">钱包已冻结，不能付款或提现。</p>
      ) : !pay.wallet.hasPayPassword ? (
        <p role="status">
          钱包尚未设置支付密码，设置后才能钱包支付。
          <Link to={`/my-center/payPassword?back=${encodeURIComponent(`${back}&do=${INTENT}`)}`}>设置支付密码</Link>
        </p>
      ) : (
        <>
          <p>钱包可用余额：{pay.wallet.available}</p>
          <WalletPayForm billId={billId} pay={pay} back={back} />
        </>
      )}
    </div>
  );
}
