import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { PlatformModule } from '../../http/context';
import { ttlCache } from '../../http/ttl-cache';
import { jsonResponses, ok } from '../../http/envelope';
import { controlParam, CUSTOMER_PHONE_KEY, siteInfoOf } from './service';

const customerPhone = createRoute({
  method: 'post',
  path: '/sysControlParamController/getCustomerPhone',
  tags: ['系统参数'],
  summary: '客服电话',
  responses: jsonResponses(z.object({ cpKey: z.string(), cpValue: z.string() }), '客服电话（cpValue）'),
});

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['系统参数'],
  summary: '平台与数据库是否可用（供前端节点的 /healthz 使用）',
  responses: jsonResponses(z.object({ database: z.literal('up') }), '可用'),
});

const SiteInfo = z.object({
  customerPhone: z.string(),
  copyright: z.string(),
  icpNo: z.string(),
  policeNo: z.string(),
  telecomLicence: z.string(),
});

const siteInfo = createRoute({
  method: 'get',
  path: '/sysControlParamController/siteInfo',
  tags: ['系统参数'],
  summary: '页头页脚信息：客服电话、版权、备案号、电信业务经营许可证',
  responses: jsonResponses(SiteInfo, '站点信息'),
});

export const systemModule: PlatformModule = (app, { db }) => {
  // Footer facts change rarely; every page view of the public site reads them.
  const cachedSiteInfo = ttlCache(30_000, () => siteInfoOf(db));
  app.openapi(siteInfo, async (c) => c.json(ok(await cachedSiteInfo()), 200));

  app.openapi(health, async (c) => {
    await db.execute(sql`select 1`);
    return c.json(ok({ database: 'up' as const }), 200);
  });

  // Every public page's header asks for the phone: cached like the footer facts.
  const cachedPhone = ttlCache(30_000, async () => (await controlParam(db, CUSTOMER_PHONE_KEY)) ?? '');
  app.openapi(customerPhone, async (c) => {
    return c.json(ok({ cpKey: CUSTOMER_PHONE_KEY, cpValue: await cachedPhone() }), 200);
  });
};
