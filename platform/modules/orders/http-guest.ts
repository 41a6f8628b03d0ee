// Orders on behalf of a customer over HTTP (代客下单), served from the route table
// platform/contract/orders/api-guest.ts.
import { ordersGuestApi as api } from '../../contract/orders/api-guest';
import { GUEST_MESSAGES } from '../../contract/orders/guest';
import { requireAuthOf } from '../../http/auth';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { guestOrderForEdit, guestOrderPage, saveGuestOrder } from './guest';
import { answer } from './http-answer';

export const ordersGuestArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(api.page), (c) => answer(c, () => guestOrderPage(db, requireAuthOf(c), c.req.valid('json'))));
  area.openapi(routeOf(api.forEdit), (c) => answer(c, () => guestOrderForEdit(db, requireAuthOf(c), c.req.valid('param').id)));
  area.openapi(routeOf(api.save), (c) => {
    const input = c.req.valid('json');
    return answer(c, () => saveGuestOrder(db, requireAuthOf(c), input), input.id ? GUEST_MESSAGES.saved : GUEST_MESSAGES.created);
  });
  return area;
};
