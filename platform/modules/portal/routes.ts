import { createRoute, z } from '@hono/zod-openapi';
import type { PlatformModule } from '../../http/context';
import { ttlCache } from '../../http/ttl-cache';
import { jsonResponses, ok } from '../../http/envelope';
import { homeData } from './service';

const HomeData = z.object({
  cargo: z.array(
    z.object({
      id: z.number(),
      sourceNo: z.string(),
      businessType: z.string(),
      goodsName: z.string(),
      goodsType: z.string(),
      totalWeightKg: z.number(),
      origin: z.string(),
      destination: z.string(),
      vehicleLength: z.string().nullable(),
      vehicleType: z.string().nullable(),
      vehiclesRemaining: z.number(),
      unitPriceFen: z.number(),
      publishedAt: z.string().nullable(),
    }),
  ),
  news: z.array(
    z.object({ id: z.number(), type: z.string(), title: z.string(), summary: z.string(), publishedAt: z.string() }),
  ),
});

const home = createRoute({
  method: 'get',
  path: '/portal/home',
  tags: ['门户'],
  summary: '首页：最新公开货源与资讯',
  responses: jsonResponses(HomeData, '首页数据'),
});

export const portalModule: PlatformModule = (app, { db }) => {
  // The home page is the most visited public page; a few seconds of staleness is invisible.
  const cachedHome = ttlCache(5_000, () => homeData(db));
  app.openapi(home, async (c) => c.json(ok(await cachedHome()), 200));
};
