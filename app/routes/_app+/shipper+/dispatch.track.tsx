// /shipper/dispatch/track — 运单跟踪. Without a waybill (as the menu opens it): the user's waybills
// on the road at their latest positions on a map of China (plates as labels), a search by waybill
// number or plate (?keyword=, one match leads to its track), and the list of them, each with a
// 跟踪 link and its latest position in words. /shipper/dispatch/track?waybillId= (or ?id=): where a
// waybill is — its route on a map fitted to it (the map kit, drawn on the server: no tiles, no
// keys), and its events and positions as one timeline, which is also the whole page without JS or
// CSS. With JS the page refreshes itself every minute without a reload. The waybill's driver (or
// its carrier) reports positions here as on the waybill page.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { CapPage } from '#app/components/cap-page';
import { ORDER_MESSAGES } from '#contract/orders/labels';
import { TRACK_REFRESH_SECONDS } from '#contract/orders/track-labels';
import { DictBadge } from '#app/components/list-ui';
import { ChinaMap } from '#app/components/map-kit';
import { PositionReport } from '#app/features/orders/position-report';
import { OnRoadSearch, TrackTimeline } from '#app/features/orders/track-ui';
import { requireUser } from '#app/utils/auth.server';
import { idOr404, waybillListData } from '#app/features/orders/orders.server';
import { WaybillList } from '#app/features/orders/order-ui';
import { onRoadData, positionAction, trackData } from '#app/features/orders/track.server';
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
  if (chosenWaybill(args.request) === null) {
    const [picker, onRoad] = await Promise.all([waybillListData(args, { moving: '1' }), onRoadData(args, PATH)]);
    return { picker, onRoad, track: null, detailPath };
  }
  return { picker: null, onRoad: null, track: await trackData(args, waybillIdOf(args.request)), detailPath };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return positionAction(args, `${PATH}?waybillId=${waybillIdOf(args.request)}`);
}

export default function DispatchTrack() {
  const { picker, onRoad, track, detailPath } = useLoaderData<typeof loader>();
  if (picker && onRoad) {
    const { counts } = onRoad;
    return (
      <WaybillList
        path={PATH}
        title="运单跟踪：在途派车单"
        detailPath={detailPath}
        {...picker}
        lead={
          <>
            <OnRoadSearch path={PATH} keyword={onRoad.keyword} error={onRoad.keywordError} found={onRoad.found} />
            <ChinaMap
              map={onRoad.map}
              title={`在途车辆分布图，共${counts.located}辆有位置`}
              caption={`${onRoad.found ? '查找结果：' : ''}在途${counts.onRoad}辆${counts.capped ? '（仅显示最近派车的500辆）' : ''}，其中${counts.located}辆已上报位置，按最新位置标在省级行政区划图上（WGS-84，不含道路）；各车最新位置见下表，点“跟踪”看行驶路线。`}
            />
          </>
        }
        extra={(w) => (
          <>
            <Link to={`${PATH}?waybillId=${w.id}`} aria-label={`跟踪 ${w.waybillNo}`}>
              跟踪
            </Link>
            <span className="cap-sub">{onRoad.positions[w.id] ? `最新位置：${onRoad.positions[w.id]}` : '暂无位置'}</span>
          </>
        )}
      />
    );
  }
  return <WaybillTrack track={track!} detailPath={detailPath} />;
}

type Track = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['track']>;

function WaybillTrack({ track, detailPath }: { track: Track; detailPath: string }) {
  const { waybill: w, map, pointCount, last, timeline, report, places } = track;
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
        <dd>
          {last ? (
            <>
              {`${last.region}${last.place ? `（${last.place}）` : ''}，${last.at}`} <span className="muted">坐标 {last.coords}</span>
            </>
          ) : (
            '暂无'
          )}
        </dd>
      </dl>
      <CargoPlacesSection places={places} />
      <h2 className="section-title">行驶轨迹</h2>
      <ChinaMap
        map={map}
        title={`派车单${w.waybillNo}轨迹地图，共${pointCount}个位置点`}
        caption={
          pointCount === 0
            ? '尚未上报位置：地图显示全国范围。'
            : `${map.extent === 'fit' ? '地图按行驶路线缩放，' : ''}按上报的经纬度（WGS-84）绘制在省级行政区划图上，不含道路；各位置与时间见下方“运输节点与位置”。`
        }
      />
      <p className="muted">
        页面每{TRACK_REFRESH_SECONDS}秒自动刷新（需启用JavaScript）；<Link to={`?waybillId=${w.id}`}>手动刷新</Link>
      </p>
      {report.canReport ? <PositionReport state={{ ...report, pointCount, last }} action={`${PATH}?waybillId=${w.id}`} /> : null}
      <TrackTimeline items={timeline} />
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
