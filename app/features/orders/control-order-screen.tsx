// 管控订单详情, served at /shipper/… and /user/controlOrderDetails/:orderId (the spec's two paths):
// the order with its waybills and moves, then the shipper, the contract carrier and the actual carrier.
import { useLoaderData } from '@remix-run/react';
import type { controlDetailData } from './kinds.server';
import { OrderDetailView } from './order-detail';
import { ControlPartiesView } from './order-kind-views';

export function ControlOrderScreen() {
  const { parties, assign, ...detail } = useLoaderData<typeof controlDetailData>();
  return (
    <>
      <OrderDetailView detail={detail} />
      <ControlPartiesView parties={parties} assign={assign} />
    </>
  );
}
