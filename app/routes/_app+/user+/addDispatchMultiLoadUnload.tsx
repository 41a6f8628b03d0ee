// /user/addDispatchMultiLoadUnload?orderId= — 新增多装多卸派车单: one vehicle and driver along the
// order's stops with the planned tonnes at each; the loaded total is the waybill's weight (never
// more than the order's remainder), the same qualification and blacklist checks as /user/addDispatch.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { CapPage } from '#app/components/cap-page';
import { ORDER_MESSAGES } from '#contract/orders/labels';
import { MultiDispatchForm } from '#app/features/orders/multi-dispatch-form';
import { requireUser } from '#app/utils/auth.server';
import { multiDispatchAction, multiDispatchData } from '#app/features/orders/multi.server';
import { idOr404 } from '#app/features/orders/orders.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return multiDispatchData(args, idOr404(new URL(args.request.url).searchParams.get('orderId'), ORDER_MESSAGES.orderNotFound));
}

export const action = (args: ActionFunctionArgs) => multiDispatchAction(args);

export default function AddDispatchMultiLoadUnload() {
  const data = useLoaderData<typeof loader>();
  const back = `/user/multiLoadOrderDetail?orderId=${data.order.id}`;
  return (
    <CapPage
      id="multi-dispatch-title"
      crumbs={
        <>
          <Link to={back}>订单 {data.order.orderNo}</Link> / 新增多装多卸派车单 · <Link to="/user/routeDispatchOrderEdit">按常跑路线派车</Link>
        </>
      }
      title="新增多装多卸派车单"
    >
      <MultiDispatchForm data={data} back={back} note="装货计划合计须等于卸货计划合计；不经过的站点留空。" />
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
