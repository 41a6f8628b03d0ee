// Big orders (运输订单) over HTTP, served from the route table platform/contract/orders/api-big.ts.
import { ordersBigApi as api } from '../../contract/orders/api-big';
import { BIG_MESSAGES } from '../../contract/orders/big';
import { requireAuthOf } from '../../http/auth';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { bigOrderCarriers, bigOrderDetail, bigOrderPage, moveBigOrder, releaseChild, saveBigOrder } from './big';
import { answer } from './http-answer';

export const ordersBigArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(api.page), (c) => answer(c, () => bigOrderPage(db, requireAuthOf(c), c.req.valid('json'))));
  area.openapi(routeOf(api.detail), (c) => answer(c, () => bigOrderDetail(db, requireAuthOf(c), c.req.valid('param').id)));
  area.openapi(routeOf(api.carriers), (c) => answer(c, () => bigOrderCarriers(db, requireAuthOf(c))));
  area.openapi(routeOf(api.save), (c) => {
    const input = c.req.valid('json');
    return answer(c, () => saveBigOrder(db, requireAuthOf(c), input), input.id ? BIG_MESSAGES.saved : BIG_MESSAGES.created);
  });
  area.openapi(routeOf(api.confirm), (c) =>
    answer(c, () => moveBigOrder(db, requireAuthOf(c), c.req.valid('json').bigOrderId, 'confirm'), BIG_MESSAGES.confirmed),
  );
  area.openapi(routeOf(api.close), (c) => answer(c, () => moveBigOrder(db, requireAuthOf(c), c.req.valid('json').bigOrderId, 'close'), BIG_MESSAGES.closed));
  area.openapi(routeOf(api.release), (c) => answer(c, () => releaseChild(db, requireAuthOf(c), c.req.valid('json')), BIG_MESSAGES.released));
  return area;
};
