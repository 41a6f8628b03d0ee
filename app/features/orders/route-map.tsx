// 行驶轨迹 on a waybill's page: the route's map, drawn by the map kit from what track.server.ts
// projected. A module of its own, passed into the waybill page by its routes, so the pages that
// share the waybill page's forms (the driver's home, the multi-stop order) carry no map kit.
import { Link } from '@remix-run/react';
import { ChinaMap } from '#app/components/map-kit';
import type { MapView } from '#app/components/map-kit-shapes';

/** The route on a map fitted to it, and the way to the whole track; nothing before the first position. */
export function WaybillRouteMap({
  route,
  trackPath = '/shipper/dispatch/track',
}: {
  route: { waybillId: number; waybillNo: string; pointCount: number; map: MapView } | null;
  trackPath?: string;
}) {
  if (!route) return null;
  return (
    <section aria-labelledby="route-map-title">
      <h2 id="route-map-title" className="section-title">
        行驶轨迹
      </h2>
      <ChinaMap
        map={route.map}
        title={`派车单${route.waybillNo}轨迹地图，共${route.pointCount}个位置点`}
        caption={
          <>
            按上报的经纬度（WGS-84）绘制在省级行政区划图上，不含道路。各位置与时间见<Link to={`${trackPath}?waybillId=${route.waybillId}`}>运单跟踪</Link>。
          </>
        }
      />
    </section>
  );
}
