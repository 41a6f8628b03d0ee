// The open platform's routes (issue 51): the key administration of platform/contract/open/api.ts,
// the partner guide, and the gateway under /open/v1 (its document public, everything else signed).
import { openApi as api } from '../../contract/open/api';
import { OPEN_MESSAGES as M } from '../../contract/open/messages';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { createApiKey, grantableScopes, listApiKeys, liveSandboxKey, revokeApiKey } from './keys';
import { partnerDocument, partnerGuide } from './partner-document';

export const openArea: PlatformArea = ({ db, env }) => {
  const area = areaRouter();
  area.openapi(routeOf(api.guide), async (c) => c.json(ok(partnerGuide(await liveSandboxKey(db))), 200));
  area.openapi(routeOf(api.keyList), async (c) => c.json(ok(await listApiKeys(db, requireAuthOf(c))), 200));
  area.openapi(routeOf(api.keyScopes), async (c) => c.json(ok(await grantableScopes(db, requireAuthOf(c))), 200));
  area.openapi(routeOf(api.keyCreate), async (c) => c.json(ok(await createApiKey(db, requireAuthOf(c), c.req.valid('json')), M.created), 200));
  area.openapi(routeOf(api.keyRevoke), async (c) => c.json(ok(await revokeApiKey(db, requireAuthOf(c), c.req.valid('json').id), M.revoked), 200));
  // the partner document, public: generated from the route-table entries marked open, served at the site's PUBLIC_URL
  area.get('/open/v1/openapi.json', (c) => c.json(partnerDocument(env.PUBLIC_URL)));
  return area;
};
