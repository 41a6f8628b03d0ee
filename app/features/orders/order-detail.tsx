// The order detail screen (/orderDetails/:orderId and the spec's other order-detail paths): the
// order, its waybills and history, and the moves the caller may make now (from the contract's
// table) — accept or refuse, awaiting vehicles, dispatch, cancel with a reason, receipt, rating.
import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { Fact } from '#app/components/fact';
import { CapPage } from '#app/components/cap-page';
import type { AppointOption } from '#contract/orders/agent';
import type { orderDetailData } from '#app/features/orders/orders.server';
import { DictBadge, ListTable, type Column } from '#app/components/list-ui';
import { DISPATCH_STATUS, ORDER_STATUS } from '#contract/orders/dict';
import { AgentOrderActions } from './order-agent';
import { Timeline } from './order-ui';
import { OrderReasonForm } from './order-reason-form';
import { SettlementLine } from './settlement-text';
import { CargoPlacesSection } from './places';

type Detail = Awaited<ReturnType<typeof orderDetailData>> & { detailPath: string; carriers?: AppointOption[] };

function CancelForm({ orderId }: { orderId: number }) {
  return (
    <OrderReasonForm
      id="cancel-order"
      orderId={orderId}
      loadSchema={() => import('#contract/orders/schemas').then((m) => m.orderReasonBody)}
      intent="cancel"
      title="取消订单"
      reasonLabel="取消原因"
    />
  );
}

function IntentButton({ intent, label, color }: { intent: string; label: string; color?: string }) {
  return (
    <Form method="post" className="inline-form">
      <AuthenticityTokenInput />
      <Button type="submit" name="intent" value={intent} color={color}>
        {label}
      </Button>
    </Form>
  );
}

type OrderWaybill = Detail['waybills'][number];

function orderWaybillColumns(detailPath: string): Column<OrderWaybill>[] {
  return [
    { title: '派车单号', cell: (w) => <Link to={`${detailPath}?id=${w.id}`}>{w.waybillNo}</Link> },
    { title: '车牌号', cell: (w) => w.plateNo, className: 'nowrap' },
    { title: '司机', cell: (w) => w.driver },
    { title: '派车重量', cell: (w) => w.planned },
    {
      title: '装货 / 卸货',
      cell: (w) => (
        <>
          {w.loadWeight || '—'} / {w.unloadWeight || '—'}
        </>
      ),
    },
    {
      title: '运费',
      cell: (w) => (
        <>
          {w.freight}
          <SettlementLine state={w.settlement} />
        </>
      ),
    },
    { title: '状态', cell: (w) => <DictBadge dict={DISPATCH_STATUS} value={w.status} /> },
  ];
}

/** `children` (e.g. the stops of a multi load/unload order) come between the moves and the waybills. */
export function OrderDetailView({ detail, children, multiView = false }: { detail: Detail; children?: ReactNode; multiView?: boolean }) {
  const { order, actions, waybills, history, evaluation, detailPath, actors, places } = detail;
  const can = (a: string) => actions.includes(a as never);
  return (
    <CapPage
      id="order-title"
      title={
        <>
          订单 {order.orderNo} <DictBadge dict={ORDER_STATUS} value={order.status} label={order.statusLabel} />
        </>
      }
    >
      <dl className="facts">
        <dt>货物</dt>
        <dd>{order.goodsName}</dd>
        <dt>线路</dt>
        <dd>{order.route}</dd>
        <dt>货主</dt>
        <dd>{order.shipperName}</dd>
        <dt>承运方</dt>
        <dd>{order.carrierName}</dd>
        <dt>数量</dt>
        <dd>
          {order.weight}，{order.vehicles}（已派 {order.dispatched}，剩余 {order.remainder}）
        </dd>
        <dt>运价</dt>
        <dd>
          {order.unitPrice}，{order.chargeNode}
        </dd>
        <dt>运费</dt>
        <dd>
          {order.total}（{order.payStatus}）
        </dd>
        <Fact term="实付运费" value={order.paid ? `${order.paid}（按对账单结算）` : ''} />
        <dt>订单来源</dt>
        <dd>{order.sourceLabel}</dd>
        <dt>订单类型</dt>
        <dd>{order.releaseKindLabel}</dd>
        <dt>业务方向</dt>
        <dd>{order.directionLabel}</dd>
        <Fact term="收货单位" value={order.consigneeName} />
        <dt>下单时间</dt>
        <dd>{order.createdAt}</dd>
        <Fact term="原因" value={order.cancelReason} />
        {evaluation ? (
          <>
            <dt>评价</dt>
            <dd>
              {evaluation.score} 分{evaluation.comment ? `：${evaluation.comment}` : ''}（{evaluation.at}）
            </dd>
          </>
        ) : null}
      </dl>
      <CargoPlacesSection places={places} />

      <div className="cap-actions" role="group" aria-label="操作">
        {can('accept') ? <IntentButton intent="accept" label="接单" /> : null}
        {can('schedule') ? <IntentButton intent="schedule" label="转入待调度" color="gray" /> : null}
        {can('dispatch') ? (
          <Button component={Link} to={`${order.stopMode === 'multi' ? '/user/addDispatchMultiLoadUnload' : '/user/addDispatch'}?orderId=${order.id}`}>
            派车
          </Button>
        ) : null}
        {order.stopMode === 'multi' && !multiView ? (
          <Button component={Link} to={`/user/multiLoadOrderDetail?orderId=${order.id}`} variant="default">
            多装多卸站点
          </Button>
        ) : null}
        {can('confirmReceipt') ? (
          <Button component={Link} to={`/user/receiptConfirm?orderId=${order.id}`}>
            回单确认
          </Button>
        ) : null}
        {actors.includes('shipper') && !evaluation && (order.status === 'SIGN' || order.status === 'COMPLETE') ? (
          <Button component={Link} to={`/shipper/evaluateList?orderId=${order.id}`} variant="default">
            评价承运方
          </Button>
        ) : null}
      </div>
      {can('refuse') ? (
        <Form method="post" className="cap-inline-form" aria-label="拒绝接单">
          <AuthenticityTokenInput />
          <label className="cap-field">
            <span className="cap-label">拒绝原因（选填）</span>
            <input name="reason" maxLength={200} className="cap-input" />
          </label>
          <Button type="submit" name="intent" value="refuse" color="red" variant="light">
            拒绝接单
          </Button>
        </Form>
      ) : null}
      <AgentOrderActions orderId={order.id} actions={actions} carriers={detail.carriers ?? []} />
      {can('cancel') ? <CancelForm orderId={order.id} /> : null}
      {children}

      <h2 className="section-title">派车单</h2>
      <ListTable label="订单的派车单" empty="暂无派车单" columns={orderWaybillColumns(detailPath)} rows={waybills} rowKey={(w) => w.id} />

      <h2 className="section-title">订单记录</h2>
      <Timeline items={history} />
    </CapPage>
  );
}
