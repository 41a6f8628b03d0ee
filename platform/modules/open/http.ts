// The open platform's routes (issue 51): the key administration of platform/contract/open/api.ts,
// the partner guide, and the gateway under /open/v1 (its document public, everything else signed).
import { openApi as api } from '../../contract/open/api';
import { OPEN_MESSAGES as M } from '../../contract/open/messages';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { WEBHOOK_MESSAGES as W } from '../../contract/open/webhook-messages';
import { createApiKey, grantableScopes, listApiKeys, liveSandboxKey, revokeApiKey } from './keys';
import { partnerDocument, partnerGuide } from './partner-document';
import { createWebhook, deleteWebhook, listWebhooks, pauseWebhook, pingWebhook, redeliver, webhookDeliveryPage } from './webhooks';

export const openArea: PlatformArea = ({ db, env }) => {
  const area = areaRouter();
  const delivery = { production: env.NODE_ENV === 'production' };
  area.openapi(routeOf(api.guide), async (c) => c.json(ok(partnerGuide(await liveSandboxKey(db))), 200));
  area.openapi(routeOf(api.keyList), async (c) => c.json(ok(await listApiKeys(db, requireAuthOf(c))), 200));
  area.openapi(routeOf(api.keyScopes), async (c) => c.json(ok(await grantableScopes(db, requireAuthOf(c))), 200));
  area.openapi(routeOf(api.keyCreate), async (c) => c.json(ok(await createApiKey(db, requireAuthOf(c), c.req.valid('json')), M.created), 200));
  area.openapi(routeOf(api.keyRevoke), async (c) => c.json(ok(await revokeApiKey(db, requireAuthOf(c), c.req.valid('json').id), M.revoked), 200));
  area.openapi(routeOf(api.webhookList), async (c) => c.json(ok(await listWebhooks(db, requireAuthOf(c))), 200));
  area.openapi(routeOf(api.webhookCreate), async (c) =>
    c.json(ok(await createWebhook(db, requireAuthOf(c), c.req.valid('json'), delivery.production), W.created), 200),
  );
  area.openapi(routeOf(api.webhookPause), async (c) => {
    const { id, paused } = c.req.valid('json');
    return c.json(ok(await pauseWebhook(db, requireAuthOf(c), id, paused), paused ? W.paused : W.resumed), 200);
  });
  area.openapi(routeOf(api.webhookDelete), async (c) => c.json(ok(await deleteWebhook(db, requireAuthOf(c), c.req.valid('json').id), W.deleted), 200));
  area.openapi(routeOf(api.webhookPing), async (c) => c.json(ok(await pingWebhook(db, requireAuthOf(c), c.req.valid('json').id, delivery), W.pinged), 200));
  area.openapi(routeOf(api.webhookDeliveries), async (c) => c.json(ok(await webhookDeliveryPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.webhookRedeliver), async (c) =>
    c.json(ok(await redeliver(db, requireAuthOf(c), c.req.valid('json').deliveryId, delivery), W.resent), 200),
  );
  // the partner document, public: generated from the route-table entries marked open, served at the site's PUBLIC_URL
  area.get('/open/v1/openapi.json', (c) => c.json(partnerDocument(env.PUBLIC_URL)));
  return area;
};
