// Public site endpoints, served from the route tables of platform/contract/portal/api.ts. Everything
// in `portal` and `reputation` is readable without a token; the news desk needs an operator.
import { CODES } from '../../contract/codes';
import { newsApi, platformInfoApi, portalApi, reputationApi } from '../../contract/portal/api';
import { PLATFORM_PAGE_KEYS } from '../../contract/portal/schemas';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { ttlCache } from '../../http/ttl-cache';
import { clientIp, consumeOrRefuse, rateLimiter, rateLimitStoreOf } from '../auth/rate-limit';
import { refuse } from '../../http/refusal';
import { adminNewsDetail, adminNewsPage, deleteNews, moveNews, newsDetail, newsPage, platformPage, saveNews } from './content';
import { deletePlatformInfo, movePlatformInfo, platformInfoDetail, platformInfoPage, savePlatformInfo } from './platform-info-admin';
import { capacityPage, companyProfile, linePage, waybillProgress } from './directory';
import { freightPage, freightRoute } from './freight';
import { bidHallPage, hallDetail, hallPage } from './hall';
import { keyedTtlCache } from './keyed-cache';
import { creditPage, handledComplaintPage } from './reputation';
import { homeData, platformStats } from './home';
import { sitemapIndexOf, sitemapPageOf } from './sitemap';

export const portalArea: PlatformArea = ({ db, env }) => {
  const limitStore = rateLimitStoreOf(db, env);
  // Guessing a 4-digit tail must be slow: 10 tries a minute per IP.
  const trackLimiter = rateLimiter(limitStore, 'waybill-track-ip', 10, 60);
  // ... and 10 wrong tries an hour per waybill number, from any number of addresses (issue 41 item 5):
  // a right pair gives its point back, so the consignee who looks often is not refused.
  const trackWaybillLimiter = rateLimiter(limitStore, 'waybill-track-no', 10, 3600);
  // The home page is the most visited public page; a few seconds of staleness is invisible.
  const cachedHome = ttlCache(5_000, () => homeData(db));
  const cachedStats = ttlCache(60_000, () => platformStats(db));
  // Public lists change slowly next to how often they are opened: 3 s per distinct query.
  const cachedHall = keyedTtlCache(3_000, 500, (query: Parameters<typeof hallPage>[1]) => hallPage(db, query));
  const cachedBids = keyedTtlCache(3_000, 500, (query: Parameters<typeof bidHallPage>[1]) => bidHallPage(db, query));
  // Prices over 30 days move slowly; aggregates are kept a minute per distinct query.
  const cachedFreight = keyedTtlCache(60_000, 500, (query: Parameters<typeof freightPage>[1]) => freightPage(db, query));
  const cachedRoute = keyedTtlCache(60_000, 500, (query: Parameters<typeof freightRoute>[1]) => freightRoute(db, query));
  const area = areaRouter();
  area.openapi(routeOf(portalApi.home), async (c) => {
    const [data, stats] = await Promise.all([cachedHome(), cachedStats()]);
    return c.json(ok({ ...data, stats }), 200);
  });
  area.openapi(routeOf(portalApi.stats), async (c) => c.json(ok(await cachedStats()), 200));
  area.openapi(routeOf(portalApi.newsPage), async (c) => c.json(ok(await newsPage(db, c.req.valid('json'))), 200));
  area.openapi(routeOf(portalApi.newsDetail), async (c) => c.json(ok(await newsDetail(db, c.req.valid('param').id)), 200));
  area.openapi(routeOf(portalApi.platformPage), async (c) => {
    const { key } = c.req.valid('param');
    if (!PLATFORM_PAGE_KEYS.includes(key)) refuse('页面不存在', CODES.NOT_FOUND);
    return c.json(ok(await platformPage(db, key)), 200);
  });
  area.openapi(routeOf(portalApi.hall), async (c) => c.json(ok(await cachedHall(c.req.valid('json'))), 200));
  area.openapi(routeOf(portalApi.hallDetail), async (c) => c.json(ok(await hallDetail(db, c.req.valid('param').id)), 200));
  area.openapi(routeOf(portalApi.bidHall), async (c) => c.json(ok(await cachedBids(c.req.valid('json'))), 200));
  area.openapi(routeOf(portalApi.freightPage), async (c) => c.json(ok(await cachedFreight(c.req.valid('json'))), 200));
  area.openapi(routeOf(portalApi.freightRoute), async (c) => c.json(ok(await cachedRoute(c.req.valid('json'))), 200));
  area.openapi(routeOf(portalApi.linePage), async (c) => c.json(ok(await linePage(db, c.req.valid('json'))), 200));
  // Crawlers come a few times a day; ten minutes of staleness costs nothing.
  const cachedSitemapIndex = ttlCache(600_000, () => sitemapIndexOf(db));
  const cachedSitemapPage = keyedTtlCache(600_000, 20, ({ section, page }: { section: Parameters<typeof sitemapPageOf>[1]; page: number }) =>
    sitemapPageOf(db, section, page),
  );
  area.openapi(routeOf(portalApi.sitemapIndex), async (c) => c.json(ok(await cachedSitemapIndex()), 200));
  area.openapi(routeOf(portalApi.sitemapPage), async (c) => c.json(ok(await cachedSitemapPage(c.req.valid('param'))), 200));
  area.openapi(routeOf(portalApi.companyProfile), async (c) => c.json(ok(await companyProfile(db, c.req.valid('param').id)), 200));
  area.openapi(routeOf(portalApi.waybillTrack), async (c) => {
    const { waybillNo, phoneTail } = c.req.valid('json');
    const waybillKey = waybillNo.toUpperCase();
    await consumeOrRefuse(c, [trackLimiter, clientIp(c)], [trackWaybillLimiter, waybillKey]);
    const progress = await waybillProgress(db, waybillNo, phoneTail);
    await trackWaybillLimiter.reward(waybillKey);
    return c.json(ok(progress), 200);
  });
  area.openapi(routeOf(portalApi.capacityPage), async (c) => c.json(ok(await capacityPage(db, c.req.valid('json'))), 200));
  return area;
};

export const newsArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(newsApi.save), async (c) => c.json(ok(await saveNews(db, requireAuthOf(c), c.req.valid('json')), '保存成功'), 200));
  area.openapi(routeOf(newsApi.page), async (c) => c.json(ok(await adminNewsPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(newsApi.detail), async (c) => c.json(ok(await adminNewsDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(newsApi.enable), async (c) => c.json(ok(await moveNews(db, requireAuthOf(c), c.req.valid('param').id, 'enable'), '已发布'), 200));
  area.openapi(routeOf(newsApi.disable), async (c) => c.json(ok(await moveNews(db, requireAuthOf(c), c.req.valid('param').id, 'disable'), '已下线'), 200));
  area.openapi(routeOf(newsApi.remove), async (c) => c.json(ok(await deleteNews(db, requireAuthOf(c), c.req.valid('param').id), '已删除'), 200));
  return area;
};

export const platformInfoArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  const key = (c: { req: { valid(target: 'param'): { key: string } } }) => c.req.valid('param').key;
  area.openapi(routeOf(platformInfoApi.page), async (c) => c.json(ok(await platformInfoPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(platformInfoApi.detail), async (c) => c.json(ok(await platformInfoDetail(db, requireAuthOf(c), key(c))), 200));
  area.openapi(routeOf(platformInfoApi.save), async (c) => c.json(ok(await savePlatformInfo(db, requireAuthOf(c), c.req.valid('json')), '保存成功'), 200));
  area.openapi(routeOf(platformInfoApi.enable), async (c) => c.json(ok(await movePlatformInfo(db, requireAuthOf(c), key(c), true), '已启用'), 200));
  area.openapi(routeOf(platformInfoApi.disable), async (c) => c.json(ok(await movePlatformInfo(db, requireAuthOf(c), key(c), false), '已停用'), 200));
  area.openapi(routeOf(platformInfoApi.remove), async (c) => c.json(ok(await deletePlatformInfo(db, requireAuthOf(c), key(c)), '已删除'), 200));
  return area;
};

export const reputationArea: PlatformArea = ({ db }) => {
  // Public lists change slowly next to how often they are opened: 3 s per distinct query.
  const cachedCredit = keyedTtlCache(3_000, 200, (query: Parameters<typeof creditPage>[1]) => creditPage(db, query));
  const cachedComplaints = keyedTtlCache(3_000, 200, (query: Parameters<typeof handledComplaintPage>[1]) => handledComplaintPage(db, query));
  const area = areaRouter();
  area.openapi(routeOf(reputationApi.creditPage), async (c) => c.json(ok(await cachedCredit(c.req.valid('json'))), 200));
  area.openapi(routeOf(reputationApi.complaintHistory), async (c) => c.json(ok(await cachedComplaints(c.req.valid('json'))), 200));
  return area;
};
