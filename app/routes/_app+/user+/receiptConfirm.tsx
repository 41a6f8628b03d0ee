// /user/receiptConfirm — 回单确认: the shipper's signed orders waiting for their receipts to be
// confirmed. ?orderId= opens the confirmation (a route, not a JS dialog) with the order's waybills,
// weights, loss and freight; confirming completes the order.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { Table } from '#app/ui/table';
import { ORDER_MESSAGES, orderIdBody } from '#app/features/orders/order-schemas.server';
import { OrderList } from '#app/features/orders/order-ui';
import { requireUser } from '#app/utils/auth.server';
import { readForm, redirectWith } from '#app/utils/forms.server';
import { idOr404, moveAndReturn, orderDetailData, orderListData } from '#app/features/orders/orders.server';
import { api } from '#app/utils/api.server';

const PATH = '/user/receiptConfirm';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const orderId = new URL(args.request.url).searchParams.get('orderId');
  const [list, confirming] = await Promise.all([
    orderListData(args, { status: 'SIGN' }),
    orderId ? orderDetailData(args, idOr404(orderId, ORDER_MESSAGES.orderNotFound)) : Promise.resolve(null),
  ]);
  return { ...list, confirming };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const formData = await readForm(args.request);
  if (formData.get('intent') !== 'confirm') throw new Response('未知的操作', { status: 400 });
  const parsed = orderIdBody.safeParse({ orderId: formData.get('orderId') });
  if (!parsed.success) return redirectWith(args.request, PATH, ORDER_MESSAGES.orderNotFound, 'error');
  return moveAndReturn(args, () => api.orders.receipt(args, parsed.data), `/orderDetails/${parsed.data.orderId}`, ORDER_MESSAGES.receiptConfirmed);
}

export default function ReceiptConfirm() {
  const { query, rows, total, confirming } = useLoaderData<typeof loader>();
  return (
    <>
      {confirming ? (
        <section className="panel cap-confirm" role="alertdialog" aria-labelledby="receipt-title">
          <h2 id="receipt-title">确认订单 {confirming.order.orderNo} 的回单</h2>
          <p>
            {confirming.order.goodsName}，{confirming.order.route}，承运方 {confirming.order.carrierName}
          </p>
          <Table className="cap-table" aria-label="回单明细">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>派车单号</Table.Th>
                <Table.Th>车牌号</Table.Th>
                <Table.Th>装货重量</Table.Th>
                <Table.Th>卸货重量</Table.Th>
                <Table.Th>途损</Table.Th>
                <Table.Th>运费</Table.Th>
                <Table.Th>状态</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {confirming.waybills.map((w) => (
                <Table.Tr key={w.id}>
                  <Table.Td>{w.waybillNo}</Table.Td>
                  <Table.Td>{w.plateNo}</Table.Td>
                  <Table.Td>{w.loadWeight || '—'}</Table.Td>
                  <Table.Td>{w.unloadWeight || '—'}</Table.Td>
                  <Table.Td>{w.loss || '—'}</Table.Td>
                  <Table.Td>{w.freight || '—'}</Table.Td>
                  <Table.Td>{w.statusLabel}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {confirming.actions.includes('confirmReceipt') ? (
            <Form method="post" action={PATH} className="cap-actions">
              <AuthenticityTokenInput />
              <input type="hidden" name="orderId" value={confirming.order.id} />
              <Button type="submit" name="intent" value="confirm">
                确认回单
              </Button>
              <Button component={Link} to={PATH} variant="default">
                取消
              </Button>
            </Form>
          ) : (
            <p className="muted">该订单当前不能确认回单（{confirming.order.statusLabel}）。</p>
          )}
        </section>
      ) : null}
      <OrderList
        path={PATH}
        title="回单确认"
        query={query}
        rows={rows}
        total={total}
        extra={(o) => (
          <Link to={`${PATH}?orderId=${o.id}`} aria-label={`确认 ${o.orderNo} 的回单`}>
            回单确认
          </Link>
        )}
      />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
