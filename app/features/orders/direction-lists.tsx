// The plain list screens of orders (/logistics/orderList, /shipper/orderList, /user/expiredOrderList)
// and the four business-direction screens (/user/salesOrderList, purchaseOrderList,
// deliveryWaybillList, receiveWaybillList): the shared order and waybill lists with their route's
// loader data, the direction ones fixed to one view, the waybill ones with the counterpart company
// as a filter.
import { useLoaderData } from '@remix-run/react';
import type { orderListScreenData, waybillListScreenData } from '#app/features/orders/orders.server';
import { FilterText } from '#app/components/list-ui';
import { OrderList, WaybillList } from './order-ui';

const ORDER_VIEWS = {
  sales: { path: '/user/salesOrderList', title: '销售物流订单' },
  purchase: { path: '/user/purchaseOrderList', title: '采购物流订单' },
} as const;

const WAYBILL_VIEWS = {
  delivery: { path: '/user/deliveryWaybillList', title: '发货派车单' },
  receive: { path: '/user/receiveWaybillList', title: '收货派车单' },
} as const;

/** A list screen of orders, with the data of its loader (orderListScreenData). */
export function OrderListScreen({ path, title, view }: { path: string; title: string; view?: keyof typeof ORDER_VIEWS }) {
  const { query, rows, total } = useLoaderData<typeof orderListScreenData>();
  return <OrderList path={path} title={title} view={view} query={query} rows={rows} total={total} />;
}

export function DirectionOrderList({ view }: { view: keyof typeof ORDER_VIEWS }) {
  return <OrderListScreen {...ORDER_VIEWS[view]} view={view} />;
}

export function DirectionWaybillList({ view }: { view: keyof typeof WAYBILL_VIEWS }) {
  const { query, rows, total, capped } = useLoaderData<typeof waybillListScreenData>();
  return (
    <WaybillList
      {...WAYBILL_VIEWS[view]}
      detailPath="/shipper/shipperSendCardetail"
      query={query}
      rows={rows}
      total={total}
      capped={capped}
      filters={<FilterText name="party" label="往来单位" value={query.party ?? ''} maxLength={30} />}
    />
  );
}
