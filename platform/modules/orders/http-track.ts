// Waybill tracking and dispatch reports over HTTP, served from the route table
// platform/contract/orders/api-track.ts.
import { ordersTrackApi as api } from '../../contract/orders/api-track';
import { TRACK_MESSAGES } from '../../contract/orders/track';
import { requireAuthOf } from '../../http/auth';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { answer } from './http-answer';
import { sendCarReport, sendCarTotal } from './reports';
import { reportPosition, trackOf } from './track';

export const ordersTrackArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(api.position), (c) => answer(c, () => reportPosition(db, requireAuthOf(c), c.req.valid('json')), TRACK_MESSAGES.reported));
  area.openapi(routeOf(api.track), (c) => answer(c, () => trackOf(db, requireAuthOf(c), c.req.valid('param').id)));
  area.openapi(routeOf(api.report), (c) =>
    answer(c, () => {
      const body = c.req.valid('json');
      return sendCarReport(db, requireAuthOf(c), body, body.all === true);
    }),
  );
  area.openapi(routeOf(api.total), (c) => answer(c, () => sendCarTotal(db, requireAuthOf(c), c.req.valid('json').months)));
  return area;
};
