// Waybill tracking and dispatch reports over HTTP, served from the route table
// platform/contract/orders/api-track.ts.
import { ordersTrackApi as api } from '../../contract/orders/api-track';
import { TRACK_MESSAGES } from '../../contract/orders/track';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { sendCarReport, sendCarTotal } from './reports';
import { onRoad, reportPosition, trackOf } from './track';

export const ordersTrackArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(api.position), async (c) => c.json(ok(await reportPosition(db, requireAuthOf(c), c.req.valid('json')), TRACK_MESSAGES.reported), 200));
  area.openapi(routeOf(api.track), async (c) => c.json(ok(await trackOf(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.onRoad), async (c) => c.json(ok(await onRoad(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.report), async (c) => {
    const body = c.req.valid('json');
    return c.json(ok(await sendCarReport(db, requireAuthOf(c), body, body.all === true)), 200);
  });
  area.openapi(routeOf(api.total), async (c) => c.json(ok(await sendCarTotal(db, requireAuthOf(c), c.req.valid('json').months)), 200));
  return area;
};
