// 开通成功 (/payment/openSuccess): the wallet is open; next, bind a card.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import { WalletDone } from '#app/features/wallet/wallet-done';
import { yuan } from '#app/utils/format';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const { wallet } = await api.wallet.wallet(args);
  if (!wallet) throw redirect('/my-center/electronicPurse');
  return { holderName: wallet.holderName, subAccountNo: wallet.subAccountNo, availableFen: wallet.availableFen };
}

export default function OpenSuccess() {
  const w = useLoaderData<typeof loader>();
  return (
    <WalletDone
      title="钱包开通成功"
      text={`户名 ${w.holderName}，存管子账户 ${w.subAccountNo ?? ''}，可用余额 ${yuan(w.availableFen)}。绑定银行卡后即可提现。`}
      next={[
        { to: '/user/bankCard', label: '绑定银行卡' },
        { to: '/my-center/electronicPurse', label: '查看钱包' },
      ]}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
