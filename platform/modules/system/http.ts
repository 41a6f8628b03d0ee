// System parameters and the health check, served from the route table platform/contract/system/api.ts.
import { systemApi as api } from '../../contract/system/api';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { ttlCache } from '../../http/ttl-cache';
import { controlParam, CUSTOMER_PHONE_KEY, pingDatabase, siteInfoOf } from './queries';

export const systemArea: PlatformArea = ({ db }) => {
  // Footer facts and the header's phone change rarely; every page view of the public site reads them.
  const cachedSiteInfo = ttlCache(30_000, () => siteInfoOf(db));
  const cachedPhone = ttlCache(30_000, async () => (await controlParam(db, CUSTOMER_PHONE_KEY)) ?? '');
  return areaRouter()
    .openapi(routeOf(api.siteInfo), async (c) => c.json(ok(await cachedSiteInfo()), 200))
    .openapi(routeOf(api.health), async (c) => {
      await pingDatabase(db);
      return c.json(ok({ database: 'up' as const }), 200);
    })
    .openapi(routeOf(api.customerPhone), async (c) => c.json(ok({ cpKey: CUSTOMER_PHONE_KEY, cpValue: await cachedPhone() }), 200));
};
