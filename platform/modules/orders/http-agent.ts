// Agents' orders over HTTP (appoint options, appoint, the carrier's confirm and decline), served
// from the route table platform/contract/orders/api-agent.ts.
import { AGENT_MESSAGES } from '../../contract/orders/agent';
import { ordersAgentApi as api } from '../../contract/orders/api-agent';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { appointCarrier, appointOptions, confirmAppoint, declineAppoint } from './agent';

export const ordersAgentArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(api.appointOptions), async (c) => c.json(ok(await appointOptions(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.appoint), async (c) => c.json(ok(await appointCarrier(db, requireAuthOf(c), c.req.valid('json')), AGENT_MESSAGES.appointed), 200));
  area.openapi(routeOf(api.confirm), async (c) =>
    c.json(ok(await confirmAppoint(db, requireAuthOf(c), c.req.valid('json').orderId), AGENT_MESSAGES.confirmed), 200),
  );
  area.openapi(routeOf(api.decline), async (c) => c.json(ok(await declineAppoint(db, requireAuthOf(c), c.req.valid('json')), AGENT_MESSAGES.declined), 200));
  return area;
};
