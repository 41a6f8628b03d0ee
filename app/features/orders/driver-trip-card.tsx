// The driver's home (issue 43): the current trip as a card — where from and where to, the goods,
// the consignee to call, the planned weight — with one large button for the next move and the
// fields it needs; then the trips after it. Plain forms without JS, posting to the home's own
// action (the same platform moves as the waybill page), which brings the driver back here.
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { DictBadge } from '#app/components/list-ui';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { useLazyForm } from '#app/components/lazy-validation';
import { DISPATCH_STATUS } from '#contract/orders/dict';
import { WAYBILL_ACTION_LABELS } from '#contract/orders/labels';
import type { DriverTrips } from './driver-home.server';
import { LineField } from './line-field';
import type { PlacesView } from './places.server';
import { PositionReport } from './position-report';
import { WeightSlipForm } from './waybill-detail';

type Current = NonNullable<DriverTrips['current']>;
type MoveReply = { intent: string; result: SubmissionResult<string[]> };

/** 装货地 → 卸货地 by the cargo's addresses (several stops joined), else the waybill's cities. */
function routeOf(places: PlacesView, fallback: string): { from: string; to: string } | string {
  const points = places?.points ?? [];
  const of = (kind: '装货地' | '卸货地') =>
    points
      .filter((p) => p.title.startsWith(kind))
      .map((p) => p.fullAddress)
      .join('；');
  const from = of('装货地');
  const to = of('卸货地');
  return from && to ? { from, to } : fallback;
}

function StartForm({ action }: { action: string }) {
  const reply = useActionData<MoveReply>();
  const navigation = useNavigation();
  const [form, fields] = useLazyForm(
    () => import('#contract/orders/schemas'),
    (m) => m.startForm,
    { id: 'start-form', lastResult: reply?.intent === 'start' ? reply.result : undefined },
  );
  const label = WAYBILL_ACTION_LABELS.start;
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="orders-move" aria-label={label}>
      <ErrorSummary form={form} />
      <AuthenticityTokenInput />
      <FormErrors errors={form.errors} flush />
      <LineField meta={fields.note} label="备注（可不填）" maxLength={200} />
      <Button type="submit" name="intent" value="start" size="md" fullWidth loading={navigation.formData?.get('intent') === 'start'}>
        {label}
      </Button>
    </Form>
  );
}

/** The one move due next on the trip, or what the driver waits for. */
function NextMove({ trip, action }: { trip: Current; action: string }) {
  const { waybill: w, actions } = trip;
  if (w.stopMode === 'multi' && (actions.includes('load') || actions.includes('unload')))
    return (
      <p>
        多装多卸派车单：请在 <Link to={`/user/multiLoadOrderDetail?orderId=${w.orderId}`}>订单站点</Link> 逐站登记装卸货重量与磅单。
      </p>
    );
  if (actions.includes('start')) return <StartForm action={action} />;
  if (actions.includes('load')) return <WeightSlipForm intent="load" action={action} withNote sendAhead />;
  if (actions.includes('unload')) return <WeightSlipForm intent="unload" action={action} withNote sendAhead />;
  return <p className="muted">{w.status === 'UNLOAD' ? '已卸货，等待收货方签收。' : '暂无需要您操作的步骤。'}</p>;
}

export function DriverTripCard({ trip, homePath }: { trip: Current; homePath: string }) {
  const { waybill: w, position, places } = trip;
  const route = routeOf(places, w.route);
  const action = `${homePath}?id=${w.id}`;
  return (
    <section className="driver-trip" aria-labelledby="current-trip-title">
      <h2 id="current-trip-title" className="section-title">
        当前行程 <DictBadge dict={DISPATCH_STATUS} value={w.status} />
      </h2>
      <p className="driver-trip-route">
        {typeof route === 'string' ? (
          route
        ) : (
          <>
            <span>装货：{route.from}</span>
            <span aria-hidden="true"> → </span>
            <span>卸货：{route.to}</span>
          </>
        )}
      </p>
      <dl className="facts">
        <dt>货物</dt>
        <dd>{w.goodsName}</dd>
        <dt>收货人</dt>
        <dd>
          {w.consigneeName}{' '}
          {w.consigneePhone ? (
            <a href={trip.consigneeTel} className="driver-trip-tel">
              {w.consigneePhone}
            </a>
          ) : null}
        </dd>
        <dt>派车重量</dt>
        <dd>{w.planned}</dd>
        <dt>车辆</dt>
        <dd>{w.plateNo}</dd>
        <dt>派车单</dt>
        <dd>
          <Link to={`/logistics/sendCardetail?id=${w.id}`}>{w.waybillNo}</Link>
        </dd>
      </dl>
      <NextMove trip={trip} action={action} />
      {position.canReport ? <PositionReport state={position} action={homePath} askConsent /> : null}
    </section>
  );
}

export function NextTrips({ trips }: { trips: DriverTrips['next'] }) {
  if (trips.length === 0) return null;
  return (
    <section aria-labelledby="next-trips-title">
      <h2 id="next-trips-title" className="section-title">
        接下来的行程
      </h2>
      <ul className="driver-next-trips">
        {trips.map((t) => (
          <li key={t.id}>
            <Link to={`/logistics/sendCardetail?id=${t.id}`}>{t.waybillNo}</Link> <DictBadge dict={DISPATCH_STATUS} value={t.status} /> {t.goodsName}，{t.route}
            ，{t.planned}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The driver's trips above the full list: the card, or a word that none is due. */
export function DriverHomeTrips({ trips, homePath }: { trips: DriverTrips; homePath: string }) {
  return (
    <>
      {trips.current ? (
        <DriverTripCard trip={trips.current} homePath={homePath} />
      ) : (
        <p className="muted">当前没有待执行的行程。承运方派车后，行程会显示在这里。</p>
      )}
      <NextTrips trips={trips.next} />
      <h2 className="section-title">全部派车单</h2>
    </>
  );
}
