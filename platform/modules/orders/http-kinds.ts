// Order kinds over HTTP (direct, preferred and controlled release, the preferred pool, the
// control order's parties), served from the route table platform/contract/orders/api-kinds.ts.
import { ordersKindsApi as api } from '../../contract/orders/api-kinds';
import { KIND_MESSAGES } from '../../contract/orders/kinds';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { acceptPreferred, assignActualCarrier, carrierChoices, controlDetail, preferredDetail, preferredPage, releaseOrder } from './kinds';

export const ordersKindsArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(api.carriers), async (c) => c.json(ok(await carrierChoices(db, requireAuthOf(c), c.req.valid('json').keyword || undefined)), 200));
  area.openapi(routeOf(api.release), async (c) => {
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
    return c.json(ok({ ...done, message }), 200);
  });
  area.openapi(routeOf(api.preferredPage), async (c) => c.json(ok(await preferredPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.preferredDetail), async (c) => c.json(ok(await preferredDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.preferredAccept), async (c) =>
    c.json(ok(await acceptPreferred(db, requireAuthOf(c), c.req.valid('json').orderId), KIND_MESSAGES.preferredWon), 200),
  );
  area.openapi(routeOf(api.controlDetail), async (c) => c.json(ok(await controlDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.controlAssign), async (c) =>
    c.json(ok(await assignActualCarrier(db, requireAuthOf(c), c.req.valid('json')), KIND_MESSAGES.assigned), 200),
  );
  return area;
};
