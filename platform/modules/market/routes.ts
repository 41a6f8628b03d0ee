// The hall for signed-in users and grabbing (issue: marketplace). Paths follow the platform's
// style (`POST /<area>/pagination`, `GET /<area>/getById/{id}`), as the spec names none.
import { createRoute, z } from '@hono/zod-openapi';
import {
  BID_MESSAGES,
  GRAB_MESSAGES,
  awardBody,
  bidCargoBody,
  grabBody,
  openBidBody,
  grabDecisionBody,
  hallQuery,
  quoteBody,
} from '../../contract/market/marketplace';
import { requireAuthOf } from '../../http/auth';
import type { PlatformModule } from '../../http/context';
import { jsonResponses, ok, jsonBody } from '../../http/envelope';
import { attempt } from '../auth/refusal';
import { awardBid, bidView, openBid, submitQuote, withdrawQuote } from './bids';
import { cargoDetail, decideGrab, grabCargo, hallPage } from './service';

const TAGS = ['货源大厅与抢单'];
const authHeader = [{ bearerAuth: [] as string[] }];

const MarketCargoSchema = z
  .object({
    id: z.number().int(),
    sourceNo: z.string(),
    businessType: z.string(),
    status: z.string(),
    goodsName: z.string(),
    goodsType: z.string(),
    quantity: z.number(),
    quantityUnit: z.string(),
    totalWeightKg: z.number(),
    origin: z.string(),
    destination: z.string(),
    vehicleType: z.string().nullable(),
    vehicleLength: z.string().nullable(),
    vehicleCount: z.number().int(),
    vehiclesRemaining: z.number().int(),
    unitPriceFen: z.number().int().openapi({ description: '单价（分/吨）' }),
    payType: z.string(),
    chargeMode: z.string(),
    chargeNode: z.string(),
    autoConfirm: z.boolean(),
    loadStart: z.string().nullable(),
    loadEnd: z.string().nullable(),
    deadline: z.string().nullable(),
    remark: z.string().nullable(),
    publishedAt: z.string().nullable(),
    mine: z.boolean(),
  })
  .openapi('MarketCargo');

const GrabOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.string(),
  vehicleCount: z.number().int(),
  weightKg: z.number().int(),
  totalFen: z.number().int(),
  carrierName: z.string(),
  createdAt: z.string(),
});

const hallRoute = createRoute({
  method: 'post',
  path: '/goodsSource/hallPagination',
  tags: TAGS,
  summary: '货源大厅（登录用户）：已发布的公开货源',
  security: authHeader,
  request: jsonBody(hallQuery),
  responses: jsonResponses(
    z.object({ total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int(), rows: z.array(MarketCargoSchema) }),
    '一页货源',
  ),
});

const detailRoute = createRoute({
  method: 'get',
  path: '/goodsSource/getById/{id}',
  tags: TAGS,
  summary: '货源详情；发布方另见全部抢单，承运方只见自己的',
  security: authHeader,
  request: {
    params: z.object({
      id: z.coerce
        .number()
        .int()
        .positive(GRAB_MESSAGES.notFound)
        .openapi({ param: { name: 'id', in: 'path' } }),
    }),
  },
  responses: jsonResponses(z.object({ cargo: MarketCargoSchema, grabs: z.array(GrabOrderSchema) }), '货源与抢单'),
});

const grabRoute = createRoute({
  method: 'post',
  path: '/goodsSource/grab',
  tags: TAGS,
  summary: '抢单：承接抢单货源的若干车辆，生成订单（来源 1）',
  description: '自动确认的货源直接为已接单（ACCEPT），否则为待接单（WAITACCEPT），等待货主确认。',
  security: authHeader,
  request: jsonBody(grabBody),
  responses: jsonResponses(
    z.object({ orderId: z.number().int(), orderNo: z.string(), status: z.string(), vehiclesRemaining: z.number().int() }),
    GRAB_MESSAGES.success,
  ),
});

const decisionRoute = createRoute({
  method: 'post',
  path: '/order/grabDecision',
  tags: TAGS,
  summary: '货主确认或拒绝待确认的抢单；拒绝时车辆退回货源',
  security: authHeader,
  request: jsonBody(grabDecisionBody),
  responses: jsonResponses(z.object({ orderId: z.number().int(), status: z.string() }), '已处理'),
});

const QuoteSchema = z.object({
  id: z.number().int(),
  cargoId: z.number().int(),
  bidderName: z.string(),
  unitPriceFen: z.number().int(),
  vehicleCount: z.number().int(),
  remark: z.string().nullable(),
  status: z.string().openapi({ description: '0 已报价，1 中标，2 未中标，3 已撤回' }),
  orderId: z.number().int().nullable(),
  updatedAt: z.string(),
  mine: z.boolean(),
});
const BidViewSchema = z.object({
  cargoId: z.number().int(),
  bidStatus: z.string().openapi({ description: '0 新建，1 已发布，2 已开标，3 流标，4 已完成' }),
  deadline: z.string().nullable(),
  quoteCount: z.number().int(),
  quotes: z.array(QuoteSchema),
  mine: z.boolean(),
});

const bidRoute = createRoute({
  method: 'get',
  path: '/bid/getByCargo/{id}',
  tags: TAGS,
  summary: '竞价详情：报价截止并开标前，货主只见报价数量，报价方只见自己的报价',
  security: authHeader,
  request: {
    params: z.object({
      id: z.coerce
        .number()
        .int()
        .positive(BID_MESSAGES.notFound)
        .openapi({ param: { name: 'id', in: 'path' } }),
    }),
  },
  responses: jsonResponses(BidViewSchema, '竞价与可见的报价'),
});
const quoteRoute = createRoute({
  method: 'post',
  path: '/bid/quote',
  tags: TAGS,
  summary: '报价或修改报价（截止前）',
  security: authHeader,
  request: jsonBody(quoteBody),
  responses: jsonResponses(z.object({ quoteId: z.number().int() }), BID_MESSAGES.quoted),
});
const withdrawRoute = createRoute({
  method: 'post',
  path: '/bid/withdraw',
  tags: TAGS,
  summary: '撤回自己的报价（截止前）',
  security: authHeader,
  request: jsonBody(bidCargoBody),
  responses: jsonResponses(z.object({ quoteId: z.number().int() }), BID_MESSAGES.withdrawn),
});
const openRoute = createRoute({
  method: 'post',
  path: '/bid/open',
  tags: TAGS,
  summary: '开标（截止后，货主；early 为真时提前截止报价并开标）；无报价则流标',
  security: authHeader,
  request: jsonBody(openBidBody),
  responses: jsonResponses(z.object({ bidStatus: z.string() }), BID_MESSAGES.opened),
});
const awardRoute = createRoute({
  method: 'post',
  path: '/bid/award',
  tags: TAGS,
  summary: '定标：选中的报价各生成一个订单（来源 2），其余未中标',
  security: authHeader,
  request: jsonBody(awardBody),
  responses: jsonResponses(
    z.object({ orders: z.array(z.object({ quoteId: z.number().int(), orderId: z.number().int(), orderNo: z.string() })) }),
    BID_MESSAGES.awarded,
  ),
});

export const marketModule: PlatformModule = (app, { db }) => {
  app.openapi(hallRoute, async (c) => attempt(c, async () => c.json(ok(await hallPage(db, requireAuthOf(c), c.req.valid('json'))), 200)));
  app.openapi(detailRoute, async (c) => attempt(c, async () => c.json(ok(await cargoDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200)));
  app.openapi(grabRoute, async (c) =>
    attempt(c, async () => c.json(ok(await grabCargo(db, requireAuthOf(c), c.req.valid('json')), GRAB_MESSAGES.success), 200)),
  );
  app.openapi(decisionRoute, async (c) =>
    attempt(c, async () => {
      const body = c.req.valid('json');
      const result = await decideGrab(db, requireAuthOf(c), body);
      return c.json(ok(result, body.action === 'confirm' ? GRAB_MESSAGES.confirmed : GRAB_MESSAGES.rejected), 200);
    }),
  );
  app.openapi(bidRoute, async (c) => attempt(c, async () => c.json(ok(await bidView(db, requireAuthOf(c), c.req.valid('param').id)), 200)));
  app.openapi(quoteRoute, async (c) =>
    attempt(c, async () => {
      const { quoteId, message } = await submitQuote(db, requireAuthOf(c), c.req.valid('json'));
      return c.json(ok({ quoteId }, message), 200);
    }),
  );
  app.openapi(withdrawRoute, async (c) =>
    attempt(c, async () => c.json(ok(await withdrawQuote(db, requireAuthOf(c), c.req.valid('json').cargoId), BID_MESSAGES.withdrawn), 200)),
  );
  app.openapi(openRoute, async (c) =>
    attempt(c, async () => {
      const body = c.req.valid('json');
      const { bidStatus, message } = await openBid(db, requireAuthOf(c), body.cargoId, body.early ?? false);
      return c.json(ok({ bidStatus }, message), 200);
    }),
  );
  app.openapi(awardRoute, async (c) =>
    attempt(c, async () => c.json(ok(await awardBid(db, requireAuthOf(c), c.req.valid('json')), BID_MESSAGES.awarded), 200)),
  );
};
