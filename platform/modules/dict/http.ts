// Dictionary endpoints, served from the route table platform/contract/dict/api.ts.
import { dictApi as api } from '../../contract/dict/api';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { allDictionaries, dictionariesByType } from './queries';

export const dictArea: PlatformArea = ({ db }) =>
  areaRouter()
    .openapi(routeOf(api.shipperIdentity), async (c) => {
      const map = await dictionariesByType(db, ['shipper_identity']);
      return c.json(ok(map.shipper_identity ?? []), 200);
    })
    .openapi(routeOf(api.all), async (c) => c.json(ok(await allDictionaries(db)), 200))
    .openapi(routeOf(api.byType), async (c) => {
      const { key } = c.req.valid('param');
      const map = await dictionariesByType(db, [key]);
      return c.json(ok(map[key] ?? []), 200);
    })
    .openapi(routeOf(api.byCodes), async (c) => c.json(ok(await dictionariesByType(db, c.req.valid('param').codes)), 200));
