// Orders on behalf of a customer over HTTP (代客下单), served from the route table
// platform/contract/orders/api-guest.ts.
import { ordersGuestApi as api } from '../../contract/orders/api-guest';
import { GUEST_MESSAGES } from '../../contract/orders/guest';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { guestOrderForEdit, guestOrderPage, saveGuestOrder } from './guest';

export const ordersGuestArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(api.page), async (c) => c.json(ok(await guestOrderPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.forEdit), async (c) => c.json(ok(await guestOrderForEdit(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.save), async (c) => {
    const input = c.req.valid('json');
    return c.json(ok(await saveGuestOrder(db, requireAuthOf(c), input), input.id ? GUEST_MESSAGES.saved : GUEST_MESSAGES.created), 200);
  });
  return area;
};
