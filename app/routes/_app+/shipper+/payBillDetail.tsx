// /shipper/payBillDetail?id= — 结算单详情 (payer): the bill's header (total in yuan and in capitals),
// lines, payments and history; cancel while unconfirmed (?do=cancel asks first), record an offline
// payment once confirmed (?do=pay: amount in yuan, bank serial, date, a one-time key), or pay it from
// the wallet (?do=walletPay: online-pay.tsx).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { BillDetailPage } from '#app/features/money/bill-detail';
import { billAction, billDetailData } from '#app/features/money/bills.server';
import { WalletPayButton, WalletPayPanel } from '#app/features/money/online-pay';
import { isWalletPay, walletPayAction, walletPayData } from '#app/features/money/online-pay.server';
import { BILL_PATHS } from '#app/features/money/paths';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const detail = await billDetailData(args);
  return { ...detail, walletPay: await walletPayData(args, detail.bill) };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  if (await isWalletPay(args.request)) return walletPayAction(args, BILL_PATHS.pay.detail);
  return billAction(args, 'pay');
}

export default function PayBillDetail() {
  const data = useLoaderData<typeof loader>();
  const here = `${BILL_PATHS.pay.detail}?id=${data.bill.id}`;
  const pay = data.walletPay;
  return (
    <BillDetailPage
      data={data}
      listPath={BILL_PATHS.pay.list}
      detailPath={BILL_PATHS.pay.detail}
      extra={
        pay ? { button: <WalletPayButton here={here} />, panel: pay.open ? <WalletPayPanel billId={data.bill.id} pay={pay} back={here} /> : null } : undefined
      }
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
