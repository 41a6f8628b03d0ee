// 银行卡 (/user/bankCard): the cards bound to the caller's wallet; binding one (a person's card by
// SMS code, a company's account by the bank's micro-deposit), verifying (?confirm=id) and
// unbinding (?unbind=id) — each step a URL, so it works without JS.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import { walletAction } from '#app/features/wallet/wallet.server';
import { BankNotConfigured, BindCardForm, CardTable, ConfirmCardForm, UnbindConfirm, type WalletReply } from '#app/features/wallet/wallet-ui';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return api.wallet.wallet(args);
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return walletAction(args, '/user/bankCard');
}

export default function BankCard() {
  const view = useLoaderData<typeof loader>();
  const reply = useActionData<WalletReply>();
  const busy = useNavigation().state === 'submitting';
  const [params] = useSearchParams();
  const confirming = view.cards.find((c) => String(c.id) === params.get('confirm') && c.status === 'BINDING');
  const unbinding = view.cards.find((c) => String(c.id) === params.get('unbind') && c.status === 'BOUND');
  return (
    <section className="panel cap-page" aria-labelledby="bank-card-title">
      <h1 id="bank-card-title" className="page-title">
        银行卡管理
      </h1>
      <p>
        <Link to="/my-center/electronicPurse">电子钱包</Link>
        <span aria-hidden="true"> | </span>
        <Link to="/user/cashJournelAccount">资金流水</Link>
      </p>
      {view.bankConfigured ? null : <BankNotConfigured />}
      {view.wallet ? (
        <>
          {unbinding ? <UnbindConfirm card={unbinding} /> : null}
          <CardTable cards={view.cards} manage />
          {confirming ? (
            <ConfirmCardForm card={confirming} reply={reply} busy={busy} />
          ) : (
            <BindCardForm reply={reply} company={view.wallet.userType === 1} busy={busy} />
          )}
        </>
      ) : (
        <p>
          绑定银行卡前请先<Link to="/my-center/electronicPurse">开通钱包</Link>。
        </p>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
