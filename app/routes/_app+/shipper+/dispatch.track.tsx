// /shipper/dispatch/track — 运单跟踪. Without a waybill (as the menu opens it) it lists the user's
// waybills on the road, each with a 跟踪 link. /shipper/dispatch/track?waybillId= (or ?id=): where a waybill is — the track of its GPS
// positions drawn as a sketch on the server (an SVG polyline, no map library or tiles), and its
// events and positions as one timeline, which is also the whole page without JS. With JS the
// page refreshes itself every minute without a reload. The waybill's driver (or its carrier)
// reports positions here as on the waybill page.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { CapPage } from '#app/components/cap-page';
import { ORDER_MESSAGES } from '#contract/orders/labels';
import { TRACK_REFRESH_SECONDS } from '#contract/orders/track-labels';
import { DictBadge } from '#app/components/list-ui';
import { PositionReport, TrackSketch, TrackTimeline } from '#app/features/orders/track-ui';
import { requireUser } from '#app/utils/auth.server';
import { idOr404, waybillListData } from '#app/features/orders/orders.server';
import { WaybillList } from '#app/features/orders/order-ui';
import { positionAction, trackData } from '#app/features/orders/track.server';
import { DISPATCH_STATUS } from '#contract/orders/dict';
import { CargoPlacesSection } from '#app/features/orders/places';

const PATH = '/shipper/dispatch/track';

function chosenWaybill(request: Request): string | null {
  const params = new URL(request.url).searchParams;
  return params.get('waybillId') ?? params.get('id');
}

const waybillIdOf = (request: Request) => idOr404(chosenWaybill(request), ORDER_MESSAGES.waybillNotFound);

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  const shipper = user.role === 'enterprise_shipper' || user.role === 'individual_shipper';
  const detailPath = shipper ? '/shipper/shipperSendCardetail' : '/logistics/sendCardetail';
  if (chosenWaybill(args.request) === null) return { picker: await waybillListData(args, { moving: '1' }), track: null, detailPath };
  return { picker: null, track: await trackData(args, waybillIdOf(args.request)), detailPath };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return positionAction(args, `${PATH}?waybillId=${waybillIdOf(args.request)}`);
}

export default function DispatchTrack() {
  const { picker, track, detailPath } = useLoaderData<typeof loader>();
  if (picker) {
    return (
      <WaybillList
        path={PATH}
        title="运单跟踪：在途派车单"
        detailPath={detailPath}
        {...picker}
        extra={(w) => (
          <Link to={`${PATH}?waybillId=${w.id}`} aria-label={`跟踪 ${w.waybillNo}`}>
            跟踪
          </Link>
        )}
      />
    );
  }
  return <WaybillTrack track={track!} detailPath={detailPath} />;
}

type Track = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['track']>;

function WaybillTrack({ track, detailPath }: { track: Track; detailPath: string }) {
  const { waybill: w, sketch, pointCount, last, timeline, report, places } = track;
  const revalidator = useRevalidator();
  useEffect(() => {
    const every = window.setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') revalidator.revalidate();
    }, TRACK_REFRESH_SECONDS * 1000);
    return () => window.clearInterval(every);
  }, [revalidator]);
  return (
    <CapPage
      id="track-title"
      crumbs={
        <>
          <Link to={`${detailPath}?id=${w.id}`}>派车单 {w.waybillNo}</Link> / 运单跟踪
        </>
      }
      title={
        <>
          运单跟踪 {w.waybillNo} <DictBadge dict={DISPATCH_STATUS} value={w.status} />
        </>
      }
    >
      <dl className="facts">
        <dt>订单</dt>
        <dd>
          <Link to={`/orderDetails/${w.orderId}`}>{w.orderNo}</Link>
        </dd>
        <dt>货物 / 线路</dt>
        <dd>
          {w.goodsName}，{w.route}
        </dd>
        <dt>车辆 / 司机</dt>
        <dd>
          {w.plateNo} / {w.driverName}
        </dd>
        <dt>最新位置</dt>
        <dd>{last ? `${last.coords}${last.place ? `（${last.place}）` : ''}，${last.at}` : '暂无'}</dd>
      </dl>
      <CargoPlacesSection places={places} />
      <h2 className="section-title">轨迹示意图</h2>
      <TrackSketch sketch={sketch} pointCount={pointCount} />
      <p className="muted">
        页面每{TRACK_REFRESH_SECONDS}秒自动刷新（需启用JavaScript）；<Link to={`?waybillId=${w.id}`}>手动刷新</Link>
      </p>
      {report.canReport ? <PositionReport state={{ ...report, pointCount, last }} action={`${PATH}?waybillId=${w.id}`} /> : null}
      <h2 className="section-title">运输节点与位置</h2>
      <TrackTimeline items={timeline} />
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
