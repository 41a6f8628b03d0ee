// The cockpits over HTTP (issue 48), served from the route table platform/contract/cockpits/api.ts.
import { cockpitsApi as api } from '../../contract/cockpits/api';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { controlCockpit, statisticallyCount, taxSiteCount } from './control';
import { onlineCockpit } from './online';
import { shippingCockpit } from './shipping';

export const cockpitsArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(api.online), async (c) => c.json(ok(await onlineCockpit(db, requireAuthOf(c), c.req.valid('json').offlineMinutes)), 200));
  area.openapi(routeOf(api.shipping), async (c) => c.json(ok(await shippingCockpit(db, requireAuthOf(c), c.req.valid('json').period)), 200));
  area.openapi(routeOf(api.control), async (c) => c.json(ok(await controlCockpit(db, requireAuthOf(c), c.req.valid('json').period)), 200));
  area.openapi(routeOf(api.statisticallyCount), async (c) => c.json(ok(await statisticallyCount(db, requireAuthOf(c), c.req.valid('json').period)), 200));
  area.openapi(routeOf(api.taxSiteCount), async (c) => c.json(ok(await taxSiteCount(db, requireAuthOf(c), c.req.valid('json').period)), 200));
  return area;
};
