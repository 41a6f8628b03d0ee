// /shipper/dispatch/track?id= — 运单跟踪: where a waybill stands — its route, vehicle, driver and
// every event of its journey (departure, loading, unloading, signing) as a timeline with times,
// weights and slips. Positions from vehicle GPS are not collected yet; the timeline is the track.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { ORDER_MESSAGES } from '../../../../platform/contract/orders';
import { DictBadge } from '~/components/list-ui';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Timeline } from '~/components/order-ui';
import { requireUser } from '~/utils/auth.server';
import { idOr404, waybillDetailData } from '~/utils/orders.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const { waybill, history } = await waybillDetailData(args, idOr404(new URL(args.request.url).searchParams.get('id'), ORDER_MESSAGES.waybillNotFound));
  return { waybill, history };
}

export default function DispatchTrack() {
  const { waybill: w, history } = useLoaderData<typeof loader>();
  return (
    <section className="panel cap-page" aria-labelledby="track-title">
      <p className="muted">
        <Link to={`/shipper/shipperSendCardetail?id=${w.id}`}>派车单 {w.waybillNo}</Link> / 运单跟踪
      </p>
      <h1 id="track-title" className="page-title">
        运单跟踪 {w.waybillNo} <DictBadge type="dispatch_status" value={w.status} />
      </h1>
      <dl className="facts">
        <dt>线路</dt>
        <dd>{w.route}</dd>
        <dt>车辆 / 司机</dt>
        <dd>
          {w.plateNo} / {w.driver}
        </dd>
        <dt>收货人</dt>
        <dd>{w.consignee}</dd>
      </dl>
      <h2 className="section-title">运输节点</h2>
      <Timeline items={history} photoHref={(uuid) => `/resources/orders/photo?waybillId=${w.id}&uuid=${uuid}`} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
