// 电子钱包 (/my-center/electronicPurse): the caller's wallet at the custody bank — balances, how to
// top up, withdrawing to a bound card and the withdrawals; or, without a wallet, how to open one.
import { randomUUID } from 'node:crypto';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import { walletAction, walletPage } from '#app/features/wallet/wallet.server';
import { Balances, BankNotConfigured, CardTable, WithdrawalTable, WithdrawForm, type WalletReply } from '#app/features/wallet/wallet-ui';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const [view, withdrawals] = await Promise.all([api.wallet.wallet(args), api.wallet.withdrawals(args)]);
  // A fresh key per page: a resubmitted withdrawal form withdraws once.
  return { ...walletPage(view, withdrawals), idempotencyKey: randomUUID() };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return walletAction(args, '/my-center/electronicPurse');
}

export default function ElectronicPurse() {
  const { view, withdrawals, idempotencyKey } = useLoaderData<typeof loader>();
  const reply = useActionData<WalletReply>();
  const busy = useNavigation().state === 'submitting';
  const wallet = view.wallet;
  return (
    <section className="panel cap-page" aria-labelledby="purse-title">
      <h1 id="purse-title" className="page-title">
        电子钱包
      </h1>
      {view.bankConfigured ? null : <BankNotConfigured />}
      {wallet ? (
        <>
          <Balances wallet={wallet} />
          <h2>充值</h2>
          <p>
            用已绑定的银行卡通过网银或柜台转账至存管子账户 <strong>{wallet.subAccountNo}</strong>（户名 {wallet.holderName}），银行入账后余额自动增加。
          </p>
          {view.demoBank ? (
            <Form method="post" className="cap-actions" aria-label="演示银行入金">
              <AuthenticityTokenInput />
              <input type="hidden" name="amountFen" value="100000" />
              <Button type="submit" name="intent" value="demoTopUp" variant="default" loading={busy}>
                演示：模拟银行入金 1,000.00 元
              </Button>
            </Form>
          ) : null}
          <CardTable cards={view.cards} manage={false} />
          <p>
            <Link to="/user/bankCard">管理银行卡</Link>
            <span aria-hidden="true"> | </span>
            <Link to="/my-center/paymentDetails">资金流水</Link>
          </p>
          <p>
            支付密码：{wallet.hasPayPassword ? '已设置' : '未设置（钱包支付与提现前须设置）'}{' '}
            <Link to="/my-center/payPassword">{wallet.hasPayPassword ? '修改或重置支付密码' : '设置支付密码'}</Link>
          </p>
          <WithdrawForm cards={view.cards} hasPayPassword={wallet.hasPayPassword} idempotencyKey={idempotencyKey} reply={reply} busy={busy} />
          <WithdrawalTable rows={withdrawals} />
        </>
      ) : (
        <>
          <p>尚未开通钱包。钱包开在平台的存管银行，用于在线支付运费、收款与提现。</p>
          {view.bankConfigured ? (
            <p>
              <Link to={view.opens === 'enterprise' ? '/my-center/openCompanyWallet' : '/my-center/openPersonalWallet'}>
                {view.opens === 'enterprise' ? '开通企业钱包' : '开通个人钱包'}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
