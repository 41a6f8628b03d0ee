// /user/prepaymentOrderList — 数字物流运单: the waybills of controlled (网络货运) orders, where the
// platform contracts with the shipper as carrier and settles with the actual carrier, so the
// order's payment state matters on every row. The shipper, the actual carrier and operations see
// the ones they are party to; filters (payment state among them) live in the URL.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { FilterSelect, dictOptions } from '#app/components/list-ui';
import { WaybillList } from '#app/features/orders/order-ui';
import { requireUser } from '#app/utils/auth.server';
import { waybillListData } from '#app/features/orders/orders.server';
import { PAY_STATUS } from '#contract/orders/dict';

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  const detailPath = user.role === 'enterprise_shipper' || user.role === 'individual_shipper' ? '/shipper/shipperSendCardetail' : '/logistics/sendCardetail';
  return { ...(await waybillListData(args, { releaseKind: 'control' })), detailPath };
}

export default function PrepaymentOrderList() {
  const { query, rows, total, capped, detailPath } = useLoaderData<typeof loader>();
  return (
    <WaybillList
      path="/user/prepaymentOrderList"
      title="数字物流运单"
      detailPath={detailPath}
      query={query}
      rows={rows}
      total={total}
      capped={capped}
      showPay
      filters={<FilterSelect name="payStatus" label="付款状态" value={query.payStatus ?? ''} options={dictOptions(PAY_STATUS)} />}
    />
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
