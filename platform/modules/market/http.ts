// Market endpoints, served from the route tables of platform/contract/market/api.ts: the hall, grabs
// and bids; publishing cargo and its rules; entrusts; frequent entries.
import { cargoApi, entrustApi, frequentsApi, marketApi } from '../../contract/market/api';
import { ENTRUST_MESSAGES, PLACE_ORDER_MESSAGES } from '../../contract/market/cargo';
import { BID_MESSAGES, GRAB_MESSAGES } from '../../contract/market/marketplace';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { consigneeLookup } from '../orders/direction';
import { awardBid, bidView, openBid, submitQuote, withdrawQuote } from './bids';
import { cancelEntrust, carrierChoices, entrustCargo, entrustDetail, entrustPage, matchEntrust } from './entrust';
import { addFrequent, frequentPage, getFrequent, removeFrequent } from './frequents';
import { decideGrab, grabCargo } from './grabs';
import { moveCargo, placeOrder, saveCargo } from './publish';
import { cargoDetail, cargoForEdit, cargoRecord, hallPage, lineForOrder, myCargoPage } from './queries';
import { publishRules, saveOrderLimits, saveRequiredFields } from './rules';

export const marketArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(marketApi.hall), async (c) => c.json(ok(await hallPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(marketApi.cargoDetail), async (c) => c.json(ok(await cargoDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(marketApi.grab), async (c) => c.json(ok(await grabCargo(db, requireAuthOf(c), c.req.valid('json')), GRAB_MESSAGES.success), 200));
  area.openapi(routeOf(marketApi.grabDecision), async (c) => {
    const body = c.req.valid('json');
    const result = await decideGrab(db, requireAuthOf(c), body);
    return c.json(ok(result, body.action === 'confirm' ? GRAB_MESSAGES.confirmed : GRAB_MESSAGES.rejected), 200);
  });
  area.openapi(routeOf(marketApi.bid), async (c) => c.json(ok(await bidView(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(marketApi.quote), async (c) => {
    const { quoteId, message } = await submitQuote(db, requireAuthOf(c), c.req.valid('json'));
    return c.json(ok({ quoteId }, message), 200);
  });
  area.openapi(routeOf(marketApi.withdrawQuote), async (c) =>
    c.json(ok(await withdrawQuote(db, requireAuthOf(c), c.req.valid('json').cargoId), BID_MESSAGES.withdrawn), 200),
  );
  area.openapi(routeOf(marketApi.openBid), async (c) => {
    const body = c.req.valid('json');
    const { bidStatus, message } = await openBid(db, requireAuthOf(c), body.cargoId, body.early ?? false);
    return c.json(ok({ bidStatus }, message), 200);
  });
  area.openapi(routeOf(marketApi.award), async (c) => c.json(ok(await awardBid(db, requireAuthOf(c), c.req.valid('json')), BID_MESSAGES.awarded), 200));
  return area;
};

export const cargoArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(cargoApi.save), async (c) => {
    const saved = await saveCargo(db, requireAuthOf(c), c.req.valid('json'));
    return c.json(ok(saved, saved.message), 200);
  });
  area.openapi(routeOf(cargoApi.consigneeLookup), async (c) => {
    requireAuthOf(c);
    return c.json(ok(await consigneeLookup(db, c.req.valid('query').q)), 200);
  });
  area.openapi(routeOf(cargoApi.close), async (c) => {
    const { message, ...moved } = await moveCargo(db, requireAuthOf(c), c.req.valid('json').id, 'close');
    return c.json(ok(moved, message), 200);
  });
  area.openapi(routeOf(cargoApi.republish), async (c) => {
    const { message, ...moved } = await moveCargo(db, requireAuthOf(c), c.req.valid('json').id, 'republish');
    return c.json(ok(moved, message), 200);
  });
  area.openapi(routeOf(cargoApi.forEdit), async (c) => c.json(ok(await cargoForEdit(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(cargoApi.mine), async (c) => c.json(ok(await myCargoPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(cargoApi.record), async (c) => c.json(ok(await cargoRecord(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(cargoApi.placeOrder), async (c) =>
    c.json(ok(await placeOrder(db, requireAuthOf(c), c.req.valid('json')), PLACE_ORDER_MESSAGES.placed), 200),
  );
  area.openapi(routeOf(cargoApi.lineForOrder), async (c) => {
    requireAuthOf(c);
    return c.json(ok(await lineForOrder(db, c.req.valid('param').id)), 200);
  });
  area.openapi(routeOf(cargoApi.rules), async (c) => c.json(ok(await publishRules(db, requireAuthOf(c).user.id)), 200));
  area.openapi(routeOf(cargoApi.saveOrderLimit), async (c) =>
    c.json(ok(await saveOrderLimits(db, requireAuthOf(c), c.req.valid('json')), '下单限制已保存'), 200),
  );
  area.openapi(routeOf(cargoApi.saveRequired), async (c) =>
    c.json(ok(await saveRequiredFields(db, requireAuthOf(c), c.req.valid('json').required), '装卸必填项已保存'), 200),
  );
  return area;
};

export const entrustArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(entrustApi.save), async (c) =>
    c.json(ok(await entrustCargo(db, requireAuthOf(c), c.req.valid('json')), ENTRUST_MESSAGES.entrusted), 200),
  );
  area.openapi(routeOf(entrustApi.page), async (c) => c.json(ok(await entrustPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(entrustApi.detail), async (c) => c.json(ok(await entrustDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(entrustApi.match), async (c) =>
    c.json(ok(await matchEntrust(db, requireAuthOf(c), c.req.valid('json')), ENTRUST_MESSAGES.matched), 200),
  );
  area.openapi(routeOf(entrustApi.cancel), async (c) =>
    c.json(ok(await cancelEntrust(db, requireAuthOf(c), c.req.valid('json').id), ENTRUST_MESSAGES.cancelled), 200),
  );
  area.openapi(routeOf(entrustApi.carrierChoices), async (c) => c.json(ok(await carrierChoices(db, requireAuthOf(c))), 200));
  return area;
};

export const frequentsArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(frequentsApi.page), async (c) => c.json(ok(await frequentPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(frequentsApi.get), async (c) => {
    const { kind, id } = c.req.valid('param');
    return c.json(ok(await getFrequent(db, requireAuthOf(c), kind, id)), 200);
  });
  area.openapi(routeOf(frequentsApi.save), async (c) => {
    const { kind, data } = c.req.valid('json');
    return c.json(ok(await addFrequent(db, requireAuthOf(c), kind, data), '已保存'), 200);
  });
  area.openapi(routeOf(frequentsApi.remove), async (c) => {
    const { kind, id } = c.req.valid('json');
    await removeFrequent(db, requireAuthOf(c), kind, id);
    return c.json(ok(null, '已删除'), 200);
  });
  return area;
};
