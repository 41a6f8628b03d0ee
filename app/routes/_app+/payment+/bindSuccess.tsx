// 绑定成功 (/payment/bindSuccess): the card is bound; withdrawals can go to it.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import { WalletDone } from '#app/features/wallet/wallet-done';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const { cards } = await api.wallet.wallet(args);
  return { bound: cards.filter((c) => c.status === 'BOUND').map((c) => c.cardMasked) };
}

export default function BindSuccess() {
  const { bound } = useLoaderData<typeof loader>();
  return (
    <WalletDone
      title="银行卡绑定成功"
      text={bound.length ? `已绑定：${bound.join('、')}。提现将到账至所选银行卡。` : '暂无已绑定的银行卡。'}
      next={[
        { to: '/my-center/electronicPurse', label: '去提现' },
        { to: '/user/bankCard', label: '管理银行卡' },
      ]}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
