// Order kinds over HTTP (direct, preferred and controlled release, the preferred pool, the
// control order's parties), served from the route table platform/contract/orders/api-kinds.ts.
import { ordersKindsApi as api } from '../../contract/orders/api-kinds';
import { KIND_MESSAGES } from '../../contract/orders/kinds';
import { requireAuthOf } from '../../http/auth';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { answer } from './http-answer';
import { acceptPreferred, assignActualCarrier, carrierChoices, controlDetail, preferredDetail, preferredPage, releaseOrder } from './kinds';

export const ordersKindsArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(api.carriers), (c) => answer(c, () => carrierChoices(db, requireAuthOf(c), c.req.valid('json').keyword || undefined)));
  area.openapi(routeOf(api.release), (c) =>
    answer(c, async () => {
      const body = c.req.valid('json');
      const done = await releaseOrder(db, requireAuthOf(c), body);
      const message =
        body.kind === 'preferred'
          ? KIND_MESSAGES.releasedPreferred
          : body.kind === 'control'
            ? done.pending
              ? KIND_MESSAGES.releasedControlPending
              : KIND_MESSAGES.releasedControl
            : KIND_MESSAGES.released;
      return { ...done, message };
    }),
  );
  area.openapi(routeOf(api.preferredPage), (c) => answer(c, () => preferredPage(db, requireAuthOf(c), c.req.valid('json'))));
  area.openapi(routeOf(api.preferredDetail), (c) => answer(c, () => preferredDetail(db, requireAuthOf(c), c.req.valid('param').id)));
  area.openapi(routeOf(api.preferredAccept), (c) =>
    answer(c, () => acceptPreferred(db, requireAuthOf(c), c.req.valid('json').orderId), KIND_MESSAGES.preferredWon),
  );
  area.openapi(routeOf(api.controlDetail), (c) => answer(c, () => controlDetail(db, requireAuthOf(c), c.req.valid('param').id)));
  area.openapi(routeOf(api.controlAssign), (c) => answer(c, () => assignActualCarrier(db, requireAuthOf(c), c.req.valid('json')), KIND_MESSAGES.assigned));
  return area;
};
