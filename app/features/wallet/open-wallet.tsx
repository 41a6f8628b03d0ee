// The two "open a wallet" screens: who the wallet will be for (the verified name the bank gets),
// and one button. The kind follows the caller: a company's user opens the company's wallet.
import { Form, Link } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { BankNotConfigured } from './bank-notice';

export function OpenWallet({ kind, holder, bankConfigured, busy }: { kind: 'enterprise' | 'person'; holder: string; bankConfigured: boolean; busy: boolean }) {
  const title = kind === 'enterprise' ? '开通企业钱包' : '开通个人钱包';
  return (
    <section className="panel cap-page" aria-labelledby="open-wallet-title">
      <h1 id="open-wallet-title" className="page-title">
        {title}
      </h1>
      {bankConfigured ? null : <BankNotConfigured />}
      <p>
        钱包将以{kind === 'enterprise' ? '认证企业' : '实名认证'}信息在平台的存管银行开立子账户，户名：<strong>{holder || '未认证'}</strong>。
      </p>
      <p className="muted">资金由存管银行保管，平台不能挪用；付款、收款与提现都记入资金流水。</p>
      <Form method="post" className="cap-actions" aria-label={title}>
        <AuthenticityTokenInput />
        <Button type="submit" loading={busy} disabled={!bankConfigured}>
          确认开通
        </Button>
        <Button component={Link} to="/my-center/electronicPurse" variant="default">
          返回
        </Button>
      </Form>
    </section>
  );
}
