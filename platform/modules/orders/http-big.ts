// Big orders (运输订单) over HTTP, served from the route table platform/contract/orders/api-big.ts.
import { ordersBigApi as api } from '../../contract/orders/api-big';
import { BIG_MESSAGES } from '../../contract/orders/big';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { bigOrderCarriers, bigOrderDetail, bigOrderPage, moveBigOrder, releaseChild, saveBigOrder } from './big';

export const ordersBigArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(api.page), async (c) => c.json(ok(await bigOrderPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.detail), async (c) => c.json(ok(await bigOrderDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.carriers), async (c) => c.json(ok(await bigOrderCarriers(db, requireAuthOf(c))), 200));
  area.openapi(routeOf(api.save), async (c) => {
    const input = c.req.valid('json');
    return c.json(ok(await saveBigOrder(db, requireAuthOf(c), input), input.id ? BIG_MESSAGES.saved : BIG_MESSAGES.created), 200);
  });
  area.openapi(routeOf(api.confirm), async (c) =>
    c.json(ok(await moveBigOrder(db, requireAuthOf(c), c.req.valid('json').bigOrderId, 'confirm'), BIG_MESSAGES.confirmed), 200),
  );
  area.openapi(routeOf(api.close), async (c) =>
    c.json(ok(await moveBigOrder(db, requireAuthOf(c), c.req.valid('json').bigOrderId, 'close'), BIG_MESSAGES.closed), 200),
  );
  area.openapi(routeOf(api.release), async (c) => c.json(ok(await releaseChild(db, requireAuthOf(c), c.req.valid('json')), BIG_MESSAGES.released), 200));
  return area;
};
