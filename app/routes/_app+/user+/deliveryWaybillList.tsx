// /user/deliveryWaybillList — 发货派车单: waybills leaving my company, those of my sales orders;
// filters in the URL (GET form, counterpart company too), page links, export of the filter or the ticked rows.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FilterText } from '~/components/list-ui';
import { WaybillList } from '~/components/order-ui';
import { requireUser } from '~/utils/auth.server';
import { waybillListData } from '~/utils/orders.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return waybillListData(args, { view: 'delivery' });
}

export default function DeliveryWaybillList() {
  const { query, rows, total, capped } = useLoaderData<typeof loader>();
  return (
    <WaybillList
      path="/user/deliveryWaybillList"
      title="发货派车单"
      detailPath="/shipper/shipperSendCardetail"
      query={query}
      rows={rows}
      total={total}
      capped={capped}
      filters={<FilterText name="party" label="往来单位" value={query.party ?? ''} maxLength={30} />}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
