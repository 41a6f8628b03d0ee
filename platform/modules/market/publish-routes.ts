// Publishing cargo and the shipper's my-center settings (issue #7): save (draft or publish), close,
// republish, the own list, values for editing or copying, the record (orders and operation log),
// frequent entries and publishing rules. Same style as the other modules' paths.
import { createRoute, z } from '@hono/zod-openapi';
import {
  cargoIdBody,
  cargoInput,
  FREQUENT_KINDS,
  frequentQuery,
  loadUnloadConfigInput,
  myCargoQuery,
  orderLimitInput,
  PLACE_ORDER_MESSAGES,
  placeOrderInput,
  ENTRUST_MESSAGES,
  entrustInput,
  matchEntrustInput,
} from '../../contract/market/cargo';
import { requireAuthOf } from '../../http/auth';
import type { PlatformModule } from '../../http/context';
import { jsonResponses, ok, jsonBody } from '../../http/envelope';
import { attempt } from '../auth/refusal';
import { cancelEntrust, carrierChoices, entrustCargo, entrustDetail, entrustPage, matchEntrust } from './entrust';
import { addFrequent, frequentPage, getFrequent, removeFrequent } from './frequents';
import { cargoForEdit, cargoRecord, lineForOrder, moveCargo, myCargoPage, placeOrder, saveCargo } from './publish';
import { publishRules, saveOrderLimits, saveRequiredFields } from './rules';

const TAGS = ['发布货源与常用信息'];
const security = [{ bearerAuth: [] as string[] }];
const idParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive('记录不存在')
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const anyData = (what: string) => z.any().openapi({ description: what });

const PublishRulesSchema = z.object({
  maxVehiclesPerCargo: z.number().int().nullable(),
  maxVehiclesPerOrder: z.number().int().nullable(),
  maxUnitPriceFen: z.number().int().nullable(),
  dailyPublishLimit: z.number().int().nullable(),
  required: z.array(z.string()),
});

const post = <B extends z.ZodTypeAny, D extends z.ZodTypeAny>(path: string, summary: string, body: B, data: D) =>
  createRoute({ method: 'post', path, tags: TAGS, summary, security, request: jsonBody(body), responses: jsonResponses(data, summary) });
const getById = <D extends z.ZodTypeAny>(path: string, summary: string, data: D) =>
  createRoute({ method: 'get', path, tags: TAGS, summary, security, request: { params: idParam }, responses: jsonResponses(data, summary) });

const saveRoute = post(
  '/goodsSource/save',
  '新建或修改货源，存为草稿或发布（指定承运商时生成来源 3 的待接单订单）',
  cargoInput,
  z.object({ id: z.number().int(), sourceNo: z.string(), status: z.string(), message: z.string() }),
);
const closeRoute = post('/goodsSource/close', '关闭货源（草稿或已发布）', cargoIdBody, z.object({ id: z.number().int(), status: z.string() }));
const republishRoute = post('/goodsSource/republish', '重新发布已关闭且仍有余车的货源', cargoIdBody, z.object({ id: z.number().int(), status: z.string() }));
const editRoute = getById('/goodsSource/getForEdit/{id}', '货源的表单值（编辑或复制），仅发布方', anyData('状态、是否已被承接与表单值'));
const mineRoute = post('/goodsSource/myPagination', '我的货源（本人及本企业），可按类型、状态、关键字筛选', myCargoQuery, anyData('一页货源'));
const recordRoute = getById('/goodsSource/record/{id}', '货源的订单与操作日志，仅发布方', anyData('订单与操作日志'));

const placeRoute = post(
  '/order/placeOrder',
  '货主向常用承运商下单自己货源的若干车辆：来源 7（企业下单）的待接单订单',
  placeOrderInput,
  z.object({ orderId: z.number().int(), orderNo: z.string(), vehiclesRemaining: z.number().int() }),
);

const entrustRoute = post('/entrust/save', '货主将已发布的货源委托平台', entrustInput, z.object({ id: z.number().int() }));
const entrustPageRoute = post(
  '/entrust/pagination',
  '委托列表：货主见本人（本企业）的，平台运营见全部',
  z.object({
    status: z.enum(['WAIT', 'MATCHED', 'CANCEL']).optional(),
    pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
  }),
  anyData('一页委托'),
);
const entrustDetailRoute = getById('/entrust/getById/{id}', '委托详情与进度', anyData('委托与进度'));
const entrustMatchRoute = post(
  '/entrust/match',
  '平台运营匹配承运企业：为余下全部车辆生成来源 4（代客下单）的待接单订单',
  matchEntrustInput,
  z.object({ id: z.number().int(), status: z.string() }),
);
const entrustCancelRoute = post(
  '/entrust/cancel',
  '货主撤销待匹配的委托',
  z.object({ id: z.coerce.number().int().positive(ENTRUST_MESSAGES.notFound) }),
  z.object({ id: z.number().int(), status: z.string() }),
);
const carrierChoicesRoute = createRoute({
  method: 'get',
  path: '/entrust/carrierChoices',
  tags: TAGS,
  summary: '可匹配的承运企业（平台运营）',
  security,
  responses: jsonResponses(anyData('承运企业'), '承运企业'),
});

const lineRoute = getById('/line/forOrder/{id}', '下单用的承运商线路（任何登录用户）', anyData('线路'));

const kindParam = z.object({
  kind: z.enum(FREQUENT_KINDS).openapi({ param: { name: 'kind', in: 'path' } }),
  id: z.coerce
    .number()
    .int()
    .positive('记录不存在')
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const frequentPageRoute = post('/frequent/pagination', '常用货物、地址、联系人、货运线路模板（按 kind）', frequentQuery, anyData('一页常用信息'));
const frequentGetRoute = createRoute({
  method: 'get',
  path: '/frequent/getById/{kind}/{id}',
  tags: TAGS,
  summary: '一条常用信息',
  security,
  request: { params: kindParam },
  responses: jsonResponses(anyData('常用信息'), '常用信息'),
});
const frequentSaveRoute = post(
  '/frequent/save',
  '新增常用信息（data 按 kind 校验）',
  z.object({ kind: z.enum(FREQUENT_KINDS), data: z.record(z.unknown()) }),
  z.object({ id: z.number().int() }),
);
const frequentDeleteRoute = post(
  '/frequent/delete',
  '删除常用信息',
  z.object({ kind: z.enum(FREQUENT_KINDS), id: z.coerce.number().int().positive('记录不存在') }),
  z.null(),
);
const rulesRoute = createRoute({
  method: 'get',
  path: '/publishRules/get',
  tags: TAGS,
  summary: '我的下单限制与装卸必填项',
  security,
  responses: jsonResponses(PublishRulesSchema, '下单限制与装卸必填项'),
});
const limitRoute = post('/publishRules/orderLimit', '保存下单限制（空为不限）', orderLimitInput, PublishRulesSchema);
const requiredRoute = post('/publishRules/required', '保存装卸必填项', loadUnloadConfigInput, PublishRulesSchema);

export const publishModule: PlatformModule = (app, { db }) => {
  app.openapi(saveRoute, async (c) =>
    attempt(c, async () => {
      const saved = await saveCargo(db, requireAuthOf(c), c.req.valid('json'));
      return c.json(ok(saved, saved.message), 200);
    }),
  );
  for (const [r, action] of [
    [closeRoute, 'close'],
    [republishRoute, 'republish'],
  ] as const) {
    app.openapi(r, async (c) =>
      attempt(c, async () => {
        const { message, ...moved } = await moveCargo(db, requireAuthOf(c), c.req.valid('json').id, action);
        return c.json(ok(moved, message), 200);
      }),
    );
  }
  app.openapi(placeRoute, async (c) =>
    attempt(c, async () => c.json(ok(await placeOrder(db, requireAuthOf(c), c.req.valid('json')), PLACE_ORDER_MESSAGES.placed), 200)),
  );
  app.openapi(entrustRoute, async (c) =>
    attempt(c, async () => c.json(ok(await entrustCargo(db, requireAuthOf(c), c.req.valid('json')), ENTRUST_MESSAGES.entrusted), 200)),
  );
  app.openapi(entrustPageRoute, async (c) => attempt(c, async () => c.json(ok(await entrustPage(db, requireAuthOf(c), c.req.valid('json'))), 200)));
  app.openapi(entrustDetailRoute, async (c) => attempt(c, async () => c.json(ok(await entrustDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200)));
  app.openapi(entrustMatchRoute, async (c) =>
    attempt(c, async () => c.json(ok(await matchEntrust(db, requireAuthOf(c), c.req.valid('json')), ENTRUST_MESSAGES.matched), 200)),
  );
  app.openapi(entrustCancelRoute, async (c) =>
    attempt(c, async () => c.json(ok(await cancelEntrust(db, requireAuthOf(c), c.req.valid('json').id), ENTRUST_MESSAGES.cancelled), 200)),
  );
  app.openapi(carrierChoicesRoute, async (c) => attempt(c, async () => c.json(ok(await carrierChoices(db, requireAuthOf(c))), 200)));
  app.openapi(lineRoute, async (c) =>
    attempt(c, async () => {
      requireAuthOf(c);
      return c.json(ok(await lineForOrder(db, c.req.valid('param').id)), 200);
    }),
  );
  app.openapi(editRoute, async (c) => attempt(c, async () => c.json(ok(await cargoForEdit(db, requireAuthOf(c), c.req.valid('param').id)), 200)));
  app.openapi(mineRoute, async (c) => attempt(c, async () => c.json(ok(await myCargoPage(db, requireAuthOf(c), c.req.valid('json'))), 200)));
  app.openapi(recordRoute, async (c) => attempt(c, async () => c.json(ok(await cargoRecord(db, requireAuthOf(c), c.req.valid('param').id)), 200)));
  app.openapi(frequentPageRoute, async (c) => attempt(c, async () => c.json(ok(await frequentPage(db, requireAuthOf(c), c.req.valid('json'))), 200)));
  app.openapi(frequentGetRoute, async (c) =>
    attempt(c, async () => {
      const { kind, id } = c.req.valid('param');
      return c.json(ok(await getFrequent(db, requireAuthOf(c), kind, id)), 200);
    }),
  );
  app.openapi(frequentSaveRoute, async (c) =>
    attempt(c, async () => {
      const { kind, data } = c.req.valid('json');
      return c.json(ok(await addFrequent(db, requireAuthOf(c), kind, data), '已保存'), 200);
    }),
  );
  app.openapi(frequentDeleteRoute, async (c) =>
    attempt(c, async () => {
      const { kind, id } = c.req.valid('json');
      await removeFrequent(db, requireAuthOf(c), kind, id);
      return c.json(ok(null, '已删除'), 200);
    }),
  );
  app.openapi(rulesRoute, async (c) => attempt(c, async () => c.json(ok(await publishRules(db, requireAuthOf(c).user.id)), 200)));
  app.openapi(limitRoute, async (c) =>
    attempt(c, async () => c.json(ok(await saveOrderLimits(db, requireAuthOf(c), c.req.valid('json')), '下单限制已保存'), 200)),
  );
  app.openapi(requiredRoute, async (c) =>
    attempt(c, async () => c.json(ok(await saveRequiredFields(db, requireAuthOf(c), c.req.valid('json').required), '装卸必填项已保存'), 200)),
  );
};
