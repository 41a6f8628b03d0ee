// The public site's API: home page data and statistics, news, platform pages, the cargo hall.
// Everything here is readable without a token; only publishing news needs an operator.
import { createRoute, z } from '@hono/zod-openapi';
import { capacityQuerySchema, freightQuerySchema, freightRouteQuerySchema, hallQuerySchema, lineQuerySchema } from '../../contract/portal/filters';
import { newsAdminQuerySchema, newsInputSchema, newsQuerySchema, PLATFORM_PAGE_KEYS, waybillTrackSchema } from '../../contract/portal/schemas';
import { clientIp, consumeOrRefuse } from '../auth/rate-limit';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { capacityPage, companyProfile, linePage, waybillProgress } from './directory';
import { requireAuthOf } from '../../http/auth';
import type { PlatformModule } from '../../http/context';
import { ttlCache } from '../../http/ttl-cache';
import { jsonResponses, ok, jsonBody, pageOf } from '../../http/envelope';
import { attempt, refuse } from '../auth/refusal';
import { CODES } from '../../contract/codes';
import { adminNewsDetail, adminNewsPage, moveNews, newsDetail, newsPage, platformPage, saveNews } from './content';
import { freightPage, freightRoute } from './freight';
import { bidHallPage, hallDetail, hallPage } from './hall';
import { keyedTtlCache } from './keyed-cache';
import { homeData, platformStats } from './service';

const TAGS = ['门户'];

const HallCargo = z
  .object({
    id: z.number(),
    sourceNo: z.string(),
    businessType: z.string(),
    goodsName: z.string(),
    goodsType: z.string(),
    totalWeightKg: z.number(),
    quantity: z.number(),
    quantityUnit: z.string(),
    origin: z.string(),
    destination: z.string(),
    vehicleLength: z.string().nullable(),
    vehicleType: z.string().nullable(),
    vehicleCount: z.number(),
    vehiclesRemaining: z.number(),
    unitPriceFen: z.number().openapi({ description: '单价（分/吨或分/件）' }),
    publishedAt: z.string().nullable(),
  })
  .openapi('HallCargo');

const HallCargoDetail = HallCargo.extend({
  shipperName: z.string(),
  payType: z.string(),
  chargeMode: z.string(),
  chargeNode: z.string(),
  loadStart: z.string().nullable(),
  loadEnd: z.string().nullable(),
  deadline: z.string().nullable(),
  remark: z.string().nullable(),
  points: z.array(z.object({ kind: z.enum(['load', 'unload']), seq: z.number(), place: z.string() })),
}).openapi('HallCargoDetail');

const NewsSummary = z
  .object({
    id: z.number(),
    type: z.string(),
    title: z.string(),
    summary: z.string(),
    source: z.string().nullable(),
    views: z.number(),
    publishedAt: z.string(),
  })
  .openapi('NewsSummary');
const Neighbour = z.object({ id: z.number(), title: z.string() }).nullable();
const NewsDetail = NewsSummary.extend({ contentHtml: z.string(), prev: Neighbour, next: Neighbour }).openapi('NewsDetail');

const Stats = z
  .object({
    companies: z.number(),
    vehicles: z.number(),
    drivers: z.number(),
    lines: z.number(),
    cargoSources: z.number(),
    waybills: z.number(),
  })
  .openapi('PlatformStats');

const HomeData = z.object({
  cargo: z.array(HallCargo),
  capacity: z.array(
    z.object({
      id: z.number(),
      companyId: z.number(),
      companyName: z.string(),
      origin: z.string(),
      destination: z.string(),
      distanceKm: z.number(),
      refPriceFen: z.number(),
      vehicleType: z.string().nullable(),
      vehicleLength: z.string().nullable(),
    }),
  ),
  news: z.array(z.object({ id: z.number(), type: z.string(), title: z.string(), summary: z.string(), publishedAt: z.string() })),
  stats: Stats,
});

const idParam = z.object({
  id: z.coerce
    .number({ invalid_type_error: '编号应为数字' })
    .int('编号应为整数')
    .positive('编号应为正整数')
    .max(2_147_483_647, '编号过大')
    .openapi({ param: { name: 'id', in: 'path' } }),
});

const home = createRoute({
  method: 'get',
  path: '/portal/home',
  tags: TAGS,
  summary: '首页：最新公开货源、专线运力、资讯与平台统计',
  responses: jsonResponses(HomeData, '首页数据'),
});

const statsRoute = createRoute({
  method: 'post',
  path: '/statistically/statisticallyCount',
  tags: TAGS,
  summary: '平台统计：认证企业、车辆、司机、专线、在发货源、运单数',
  responses: jsonResponses(Stats, '统计数'),
});

const newsList = createRoute({
  method: 'post',
  path: '/news/pagination',
  tags: TAGS,
  summary: '新闻资讯分页（type: news 新闻动态 | policy 政策法规 | data 行业数据，不传为全部）',
  request: jsonBody(newsQuerySchema),
  responses: jsonResponses(pageOf(NewsSummary), '资讯列表，最新在前'),
});

const newsGet = createRoute({
  method: 'get',
  path: '/news/getById/{id}',
  tags: TAGS,
  summary: '资讯详情（正文已按白名单过滤）',
  request: { params: idParam },
  responses: jsonResponses(NewsDetail, '资讯详情；不存在为 404'),
});

const newsSave = createRoute({
  method: 'post',
  path: '/api/information/save',
  tags: TAGS,
  summary: '运营新建或修改资讯（正文保存前过滤脚本与事件属性；新建默认立即发布，draft=1 存为草稿）',
  security: [{ bearerAuth: [] }],
  request: jsonBody(newsInputSchema),
  responses: jsonResponses(z.object({ id: z.number() }), '已保存'),
});

const NewsAdminRow = NewsSummary.extend({ status: z.enum(['draft', 'published', 'offline']) }).openapi('NewsAdminRow');

const newsAdminPage = createRoute({
  method: 'post',
  path: '/api/information/page',
  tags: TAGS,
  summary: '运营资讯管理列表（含草稿与已下线；按类型、状态、标题关键字筛选）',
  security: [{ bearerAuth: [] }],
  request: jsonBody(newsAdminQuerySchema),
  responses: jsonResponses(pageOf(NewsAdminRow), '资讯列表，最新在前'),
});

const newsAdminGet = createRoute({
  method: 'get',
  path: '/api/information/getById/{id}',
  tags: TAGS,
  summary: '运营查看一条资讯（含草稿与已下线）',
  security: [{ bearerAuth: [] }],
  request: { params: idParam },
  responses: jsonResponses(NewsAdminRow.extend({ contentHtml: z.string() }), '资讯；不存在为 404'),
});

const newsMove = (move: 'enable' | 'disable') =>
  createRoute({
    method: 'post',
    path: `/api/information/${move}/{id}`,
    tags: TAGS,
    summary: move === 'enable' ? '发布资讯（草稿或已下线 → 已发布）' : '下线资讯（已发布 → 已下线，公开页面不再显示）',
    security: [{ bearerAuth: [] }],
    request: { params: idParam },
    responses: jsonResponses(z.object({ id: z.number(), status: z.string() }), '新状态'),
  });

const pageGet = createRoute({
  method: 'get',
  path: '/platformInfo/getByKey/{key}',
  tags: TAGS,
  summary: '平台页面：关于平台、用户协议、隐私声明与页脚七项平台规则',
  request: {
    params: z.object({
      key: z
        .string()
        .min(1)
        .max(40)
        .openapi({ param: { name: 'key', in: 'path' }, example: 'privacyStatement' }),
    }),
  },
  responses: jsonResponses(z.object({ key: z.string(), title: z.string(), contentHtml: z.string(), updatedAt: z.string() }), '页面内容；未知页面为 404'),
});

const hallList = createRoute({
  method: 'post',
  path: '/order/hallPagination',
  tags: TAGS,
  summary: '货源大厅：公开发布的货源（按始发地、目的地、货物类型、车型、车长、业务类型筛选）',
  request: jsonBody(hallQuerySchema),
  responses: jsonResponses(pageOf(HallCargo), '货源列表，最新发布在前；total 最多计到 10000'),
});

const hallGet = createRoute({
  method: 'get',
  path: '/order/hallDetail/{id}',
  tags: TAGS,
  summary: '货源大厅详情（公开字段，不含联系人与详细地址）',
  request: { params: idParam },
  responses: jsonResponses(HallCargoDetail, '货源详情；不存在或未公开为 404'),
});

const PublicLine = z
  .object({
    id: z.number(),
    companyId: z.number(),
    companyName: z.string(),
    origin: z.string(),
    destination: z.string(),
    distanceKm: z.number(),
    refPriceFen: z.number().openapi({ description: '参考运价（分/吨）' }),
    vehicleType: z.string().nullable(),
    vehicleLength: z.string().nullable(),
    remark: z.string().nullable(),
  })
  .openapi('PublicLine');

const BidHallCargo = HallCargo.extend({
  deadline: z.string().nullable().openapi({ description: '报价截止时间' }),
  quoteCount: z.number().openapi({ description: '有效报价数（报价金额在开标前保密）' }),
}).openapi('BidHallCargo');

const bidHallList = createRoute({
  method: 'post',
  path: '/order/bidHallPagination',
  tags: TAGS,
  summary: '竞价大厅：正在接受报价的公开竞价货源（截止时间最近的在前；筛选同货源大厅，业务类型固定为竞价）',
  request: jsonBody(hallQuerySchema),
  responses: jsonResponses(pageOf(BidHallCargo), '竞价货源列表'),
});

const FreightRow = z
  .object({
    originCity: z.string(),
    destCity: z.string(),
    origin: z.string(),
    destination: z.string(),
    vehicleType: z.string().nullable(),
    cargoCount: z.number(),
    orderCount: z.number(),
    avgPriceFen: z.number().openapi({ description: '平均单价（分/吨）' }),
    minPriceFen: z.number(),
    maxPriceFen: z.number(),
    lastAt: z.string(),
  })
  .openapi('FreightRow');

const freightList = createRoute({
  method: 'post',
  path: '/order/freightPagination',
  tags: TAGS,
  summary: '运价信息：近 30 天各线路、车型的参考运价（公开货源与已完成订单的单价，按吨计）',
  request: jsonBody(freightQuerySchema),
  responses: jsonResponses(pageOf(FreightRow), '线路运价，样本多的在前'),
});

const freightRouteGet = createRoute({
  method: 'post',
  path: '/order/freightRoute',
  tags: TAGS,
  summary: '单条线路近 12 周的运价走势（按周，货源与成交分列）及该线路的专线',
  request: jsonBody(freightRouteQuerySchema),
  responses: jsonResponses(
    z.object({
      originCity: z.string(),
      destCity: z.string(),
      origin: z.string(),
      destination: z.string(),
      vehicleType: z.string().nullable(),
      weeks: z.array(
        z.object({
          weekStart: z.string(),
          cargoAvgFen: z.number().nullable(),
          cargoCount: z.number(),
          orderAvgFen: z.number().nullable(),
          orderCount: z.number(),
        }),
      ),
      lines: z.array(PublicLine),
    }),
    '运价走势',
  ),
});

const lineList = createRoute({
  method: 'post',
  path: '/line/publicPagination',
  tags: TAGS,
  summary: '线路资源：认证承运企业的专线（按始发地、目的地或途经城市 city 筛选）',
  request: jsonBody(lineQuerySchema),
  responses: jsonResponses(pageOf(PublicLine), '专线列表'),
});

const companyIdParam = z.object({
  id: idParam.shape.id.openapi({ param: { name: 'id', in: 'path' } }),
});

const companyGet = createRoute({
  method: 'get',
  path: '/company/profile/{id}',
  tags: TAGS,
  summary: '企业公开信息：认证状态、专线、车辆与司机数',
  request: { params: companyIdParam },
  responses: jsonResponses(
    z
      .object({
        id: z.number(),
        name: z.string(),
        kind: z.string(),
        creditCode: z.string(),
        authStatus: z.string(),
        region: z.string(),
        industry: z.string().nullable(),
        companySize: z.string().nullable(),
        intro: z.string().nullable(),
        since: z.string(),
        vehicleCount: z.number(),
        driverCount: z.number(),
        lineCount: z.number(),
        lines: z.array(PublicLine),
      })
      .openapi('CompanyProfile'),
    '企业信息；不存在为 404',
  ),
});

const waybillTrack = createRoute({
  method: 'post',
  path: '/dispatchOrder/publicTrack',
  tags: TAGS,
  summary: '免登录运单查询：运单号 + 收货人手机号后四位（每 IP 每分钟 10 次）',
  request: jsonBody(waybillTrackSchema),
  responses: jsonResponses(
    z.object({
      waybillNo: z.string(),
      status: z.string(),
      origin: z.string(),
      destination: z.string(),
      plannedWeightKg: z.number(),
      loadedAt: z.string().nullable(),
      signedAt: z.string().nullable(),
      history: z.array(z.object({ toStatus: z.string(), action: z.string(), at: z.string() })),
    }),
    '运单进度；运单号与尾号不匹配为 404（不区分哪一项错误）',
  ),
});

const capacityList = createRoute({
  method: 'post',
  path: '/company/capacityPagination',
  tags: TAGS,
  summary: '运力资源：已认证承运商与经纪企业及其车辆、司机、专线数（按所在省市、企业类型筛选）',
  request: jsonBody(capacityQuerySchema),
  responses: jsonResponses(
    pageOf(
      z.object({
        companyId: z.number(),
        name: z.string(),
        kind: z.string(),
        region: z.string(),
        vehicleCount: z.number(),
        driverCount: z.number(),
        lineCount: z.number(),
      }),
    ),
    '企业列表，车辆多的在前',
  ),
});

export const portalModule: PlatformModule = (app, { db }) => {
  // Guessing a 4-digit tail must be slow: 10 tries a minute per IP.
  const trackLimiter = new RateLimiterMemory({ keyPrefix: 'waybill-track-ip', points: 10, duration: 60 });
  // The home page is the most visited public page; a few seconds of staleness is invisible.
  const cachedHome = ttlCache(5_000, () => homeData(db));
  const cachedStats = ttlCache(60_000, () => platformStats(db));
  app.openapi(home, async (c) => {
    const [data, stats] = await Promise.all([cachedHome(), cachedStats()]);
    return c.json(ok({ ...data, stats }), 200);
  });
  app.openapi(statsRoute, async (c) => c.json(ok(await cachedStats()), 200));

  app.openapi(newsList, async (c) => c.json(ok(await newsPage(db, c.req.valid('json'))), 200));
  app.openapi(newsGet, async (c) => attempt(c, async () => c.json(ok(await newsDetail(db, c.req.valid('param').id)), 200)));
  app.openapi(newsSave, async (c) => attempt(c, async () => c.json(ok(await saveNews(db, requireAuthOf(c), c.req.valid('json')), '保存成功'), 200)));
  app.openapi(newsAdminPage, async (c) => attempt(c, async () => c.json(ok(await adminNewsPage(db, requireAuthOf(c), c.req.valid('json'))), 200)));
  app.openapi(newsAdminGet, async (c) => attempt(c, async () => c.json(ok(await adminNewsDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200)));
  for (const move of ['enable', 'disable'] as const) {
    app.openapi(newsMove(move), async (c) =>
      attempt(c, async () => c.json(ok(await moveNews(db, requireAuthOf(c), c.req.valid('param').id, move), move === 'enable' ? '已发布' : '已下线'), 200)),
    );
  }

  app.openapi(pageGet, async (c) =>
    attempt(c, async () => {
      const { key } = c.req.valid('param');
      if (!PLATFORM_PAGE_KEYS.includes(key)) refuse('页面不存在', CODES.NOT_FOUND);
      return c.json(ok(await platformPage(db, key)), 200);
    }),
  );

  // Public lists change slowly next to how often they are opened: 3 s per distinct query.
  const cachedHall = keyedTtlCache(3_000, 500, (query: Parameters<typeof hallPage>[1]) => hallPage(db, query));
  app.openapi(hallList, async (c) => c.json(ok(await cachedHall(c.req.valid('json'))), 200));
  app.openapi(hallGet, async (c) => attempt(c, async () => c.json(ok(await hallDetail(db, c.req.valid('param').id)), 200)));

  app.openapi(lineList, async (c) => c.json(ok(await linePage(db, c.req.valid('json'))), 200));
  app.openapi(companyGet, async (c) => attempt(c, async () => c.json(ok(await companyProfile(db, c.req.valid('param').id)), 200)));
  app.openapi(waybillTrack, async (c) =>
    attempt(c, async () => {
      await consumeOrRefuse(c, [trackLimiter, clientIp(c)]);
      const { waybillNo, phoneTail } = c.req.valid('json');
      return c.json(ok(await waybillProgress(db, waybillNo, phoneTail)), 200);
    }),
  );
  app.openapi(capacityList, async (c) => c.json(ok(await capacityPage(db, c.req.valid('json'))), 200));

  const cachedBids = keyedTtlCache(3_000, 500, (query: Parameters<typeof bidHallPage>[1]) => bidHallPage(db, query));
  app.openapi(bidHallList, async (c) => c.json(ok(await cachedBids(c.req.valid('json'))), 200));
  // Prices over 30 days move slowly; aggregates are kept a minute per distinct query.
  const cachedFreight = keyedTtlCache(60_000, 500, (query: Parameters<typeof freightPage>[1]) => freightPage(db, query));
  app.openapi(freightList, async (c) => c.json(ok(await cachedFreight(c.req.valid('json'))), 200));
  const cachedRoute = keyedTtlCache(60_000, 500, (query: Parameters<typeof freightRoute>[1]) => freightRoute(db, query));
  app.openapi(freightRouteGet, async (c) => c.json(ok(await cachedRoute(c.req.valid('json'))), 200));
};
