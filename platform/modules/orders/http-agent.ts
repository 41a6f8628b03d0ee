// Agents' orders over HTTP (appoint options, appoint, the carrier's confirm and decline), served
// from the route table platform/contract/orders/api-agent.ts.
import { AGENT_MESSAGES } from '../../contract/orders/agent';
import { ordersAgentApi as api } from '../../contract/orders/api-agent';
import { requireAuthOf } from '../../http/auth';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { appointCarrier, appointOptions, confirmAppoint, declineAppoint } from './agent';
import { answer } from './http-answer';

export const ordersAgentArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(api.appointOptions), (c) => answer(c, () => appointOptions(db, requireAuthOf(c), c.req.valid('param').id)));
  area.openapi(routeOf(api.appoint), (c) => answer(c, () => appointCarrier(db, requireAuthOf(c), c.req.valid('json')), AGENT_MESSAGES.appointed));
  area.openapi(routeOf(api.confirm), (c) => answer(c, () => confirmAppoint(db, requireAuthOf(c), c.req.valid('json').orderId), AGENT_MESSAGES.confirmed));
  area.openapi(routeOf(api.decline), (c) => answer(c, () => declineAppoint(db, requireAuthOf(c), c.req.valid('json')), AGENT_MESSAGES.declined));
  return area;
};
