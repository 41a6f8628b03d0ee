// Capacity API: /vehicle/*, /driver/*, /blacklist/*, /line/*, /frequentCarrier/* (spec section 7 style: POST pagination,
// GET getById/{id}, POST save, POST deleteById/{id}). Every call is scoped to the caller's company
// (or, without a company, to the caller): other owners' ids answer "not found".
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  blacklistInput,
  blacklistQuery,
  driverInput,
  driverQuery,
  frequentCarrierInput,
  frequentCarrierQuery,
  lineInput,
  lineQuery,
  vehicleImportInput,
  vehicleInput,
  vehicleQuery,
} from '../../contract/capacity/schemas';
import { capacityReviewInput, dispatchQuery, offeredQuery, REVIEW_KINDS, reviewQuery } from '../../contract/capacity/review';
import { requireAuthOf, type Auth } from '../../http/auth';
import type { PlatformModule } from '../../http/context';
import { jsonResponses, ok, jsonBody } from '../../http/envelope';
import { attempt, refuse } from '../auth/refusal';
import { requireOperator } from '../certification/service';
import {
  addFrequentCarrier,
  addToBlacklist,
  frequentCarrierPage,
  removeFrequentCarrier,
  requireShipper,
  blacklistPage,
  deleteDriver,
  deleteLine,
  deleteVehicle,
  driverExportRows,
  driverPage,
  getDriver,
  getLine,
  getVehicle,
  importVehicles,
  linePage,
  ownerOf,
  removeFromBlacklist,
  saveDriver,
  saveLine,
  saveVehicle,
  vehicleExportRows,
  vehicleOptions,
  vehiclePage,
} from './service';
import { reviewCapacity, reviewItem, reviewPage } from './review';
import { expirySummary, pendingReviewCounts } from './expiry';
import { dispatchDrivers, dispatchVehicles, offeredPage } from './dispatch';
import {
  bindOwnerVehicles,
  deleteOrgUnit,
  deleteVehicleOwner,
  getVehicleOwner,
  orgUnitTree,
  saveOrgUnit,
  saveVehicleOwner,
  vehicleOwnerPage,
} from './organisation';
import { orgUnitInput, ownerBindingInput, vehicleOwnerInput, vehicleOwnerQuery } from '../../contract/capacity/org';
import { idParams } from '../../contract/ids';

const security = [{ bearerAuth: [] as string[] }];
const Row = z.record(z.unknown());
const PageSchema = z.object({ records: z.array(Row), total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });
const IdParam = idParams();

/** Capacity belongs to business accounts; a driver-only or operator session has none to manage. */
function businessAuth(c: Context): Auth {
  const auth = requireAuthOf(c);
  if (auth.role === 'driver' || auth.role === 'operator') refuse('当前身份无权管理运力');
  return auth;
}

type Resource = { tag: string; base: string; label: string };
const VEHICLE: Resource = { tag: '车辆', base: '/vehicle', label: '车辆' };
const DRIVER: Resource = { tag: '司机', base: '/driver', label: '司机' };
const BLACKLIST: Resource = { tag: '运力黑名单', base: '/blacklist', label: '黑名单' };
const LINE: Resource = { tag: '线路', base: '/line', label: '线路' };

function routesOf<Q extends z.ZodTypeAny, B extends z.ZodTypeAny>(r: Resource, query: Q, body: B) {
  return {
    page: createRoute({
      method: 'post',
      path: `${r.base}/pagination`,
      tags: [r.tag],
      summary: `${r.label}分页列表`,
      security,
      request: jsonBody(query),
      responses: jsonResponses(PageSchema, `${r.label}一页`),
    }),
    get: createRoute({
      method: 'get',
      path: `${r.base}/getById/{id}`,
      tags: [r.tag],
      summary: `${r.label}详情`,
      security,
      request: { params: IdParam },
      responses: jsonResponses(Row, `${r.label}`),
    }),
    save: createRoute({
      method: 'post',
      path: `${r.base}/save`,
      tags: [r.tag],
      summary: `新增或修改${r.label}（带 id 为修改）`,
      security,
      request: jsonBody(body),
      responses: jsonResponses(Row, `保存后的${r.label}`),
    }),
    remove: createRoute({
      method: 'post',
      path: `${r.base}/deleteById/{id}`,
      tags: [r.tag],
      summary: `删除${r.label}`,
      security,
      request: { params: IdParam },
      responses: jsonResponses(z.null(), '已删除'),
    }),
    exportList: createRoute({
      method: 'post',
      path: `${r.base}/exportList`,
      tags: [r.tag],
      summary: `按筛选条件导出的${r.label}（最多 5000 条）`,
      security,
      request: jsonBody(query),
      responses: jsonResponses(z.array(Row), `${r.label}列表`),
    }),
  };
}

const vehicle = routesOf(VEHICLE, vehicleQuery, vehicleInput);
const driver = routesOf(DRIVER, driverQuery, driverInput);
const blacklist = routesOf(BLACKLIST, blacklistQuery, blacklistInput);
const line = routesOf(LINE, lineQuery, lineInput);
const FREQUENT: Resource = { tag: '常用承运商', base: '/frequentCarrier', label: '常用承运商' };
const frequent = routesOf(FREQUENT, frequentCarrierQuery, frequentCarrierInput);
const PARTNER: Resource = { tag: '合作经纪人', base: '/partner', label: '合作经纪人' };
const partner = routesOf(PARTNER, frequentCarrierQuery, frequentCarrierInput);

const vehicleOptionsRoute = createRoute({
  method: 'get',
  path: '/vehicle/options',
  tags: [VEHICLE.tag],
  summary: '可绑定的车辆（车牌号）',
  security,
  responses: jsonResponses(z.array(z.object({ id: z.number(), plateNo: z.string() })), '车辆'),
});

const vehicleImportRoute = createRoute({
  method: 'post',
  path: '/vehicle/batchSave',
  tags: [VEHICLE.tag],
  summary: '批量导入车辆（全部成功或全部不导入；失败时 data.errors 列出每行的问题）',
  security,
  request: jsonBody(vehicleImportInput),
  responses: jsonResponses(z.object({ count: z.number().int() }), '导入的车辆数'),
});

const reviewRoutes = REVIEW_KINDS.map((kind) => ({
  kind,
  route: createRoute({
    method: 'post',
    path: `/${kind}/review`,
    tags: [kind === 'vehicle' ? VEHICLE.tag : DRIVER.tag],
    summary: `审核${kind === 'vehicle' ? '车辆' : '司机'}证照（运营人员；驳回须填写原因，车主收到消息）`,
    security,
    request: jsonBody(capacityReviewInput),
    responses: jsonResponses(z.null(), '审核结果'),
  }),
}));

const reviewPageRoute = createRoute({
  method: 'post',
  path: '/capacityReview/pagination',
  tags: ['运力审核'],
  summary: '待审核（或已审核）的车辆、司机资料，运营人员查看全部企业',
  security,
  request: jsonBody(reviewQuery),
  responses: jsonResponses(PageSchema, '一页'),
});

const reviewItemRoute = createRoute({
  method: 'get',
  path: '/capacityReview/{kind}/{id}',
  tags: ['运力审核'],
  summary: '一辆车或一位司机的审核资料（运营人员）',
  security,
  request: { params: z.object({ kind: z.enum(REVIEW_KINDS, { errorMap: () => ({ message: '参数 kind 不正确' }) }), id: IdParam.shape.id }) },
  responses: jsonResponses(Row, '审核资料'),
});

const Counts = z.object({ expired: z.number().int(), soon: z.number().int() });
const workbenchRoute = createRoute({
  method: 'get',
  path: '/capacity/workbench',
  tags: ['运力审核'],
  summary: '工作台的运力提醒：车主看证件过期/30天内到期的车辆与司机数，运营人员看待审核资料数',
  security,
  responses: jsonResponses(
    z.object({
      expiry: z.object({ vehicles: Counts, drivers: Counts }).nullable(),
      pendingReview: z.object({ vehicles: z.number().int(), drivers: z.number().int() }).nullable(),
    }),
    '运力提醒',
  ),
});

const offeredRoute = createRoute({
  method: 'post',
  path: '/offered/pagination',
  tags: ['报价记录'],
  summary: '本企业（或本人）的竞价报价与抢单记录，跨货源',
  security,
  request: jsonBody(offeredQuery),
  responses: jsonResponses(PageSchema, '一页'),
});

const dispatchRoute = createRoute({
  method: 'post',
  path: '/dispatch/pagination',
  tags: ['派车'],
  summary: '今日可派运力：tab=vehicle 车辆（道路运输证有效且不在途），tab=driver 司机（证件有效且不在途）',
  security,
  request: jsonBody(dispatchQuery),
  responses: jsonResponses(PageSchema, '一页'),
});

const ORG: Resource = { tag: '组织机构', base: '/orgUnit', label: '机构' };
const org = routesOf(ORG, z.object({}), orgUnitInput);
const orgTreeRoute = createRoute({
  method: 'get',
  path: '/orgUnit/tree',
  tags: [ORG.tag],
  summary: '本企业的组织机构树（父级在前，含车辆、司机数）',
  security,
  responses: jsonResponses(z.array(Row), '机构'),
});
const OWNER: Resource = { tag: '挂靠车主', base: '/vehicleOwner', label: '车主' };
const vehicleOwner = routesOf(OWNER, vehicleOwnerQuery, vehicleOwnerInput);
const bindRoute = createRoute({
  method: 'post',
  path: '/vehicleOwner/bind',
  tags: [OWNER.tag],
  summary: '设置车主名下的车辆（列出的车辆绑定到该车主，其余原绑定车辆解绑）',
  security,
  request: jsonBody(ownerBindingInput),
  responses: jsonResponses(z.object({ count: z.number().int() }), '绑定的车辆数'),
});

export const capacityModule: PlatformModule = (app, { db }) => {
  // Vehicles
  app.openapi(vehicle.page, async (c) => attempt(c, async () => c.json(ok(await vehiclePage(db, ownerOf(businessAuth(c)), c.req.valid('json'))), 200)));
  app.openapi(vehicle.exportList, async (c) =>
    attempt(c, async () => c.json(ok(await vehicleExportRows(db, ownerOf(businessAuth(c)), c.req.valid('json'))), 200)),
  );
  app.openapi(vehicleOptionsRoute, async (c) => attempt(c, async () => c.json(ok(await vehicleOptions(db, ownerOf(businessAuth(c)))), 200)));
  app.openapi(vehicleImportRoute, async (c) =>
    attempt(c, async () => {
      const result = await importVehicles(db, ownerOf(businessAuth(c)), c.req.valid('json').rows as Array<Record<string, unknown> & { rowNo: number }>);
      return c.json(ok(result, `成功导入${result.count}辆车`), 200);
    }),
  );
  app.openapi(vehicle.get, async (c) => attempt(c, async () => c.json(ok(await getVehicle(db, ownerOf(businessAuth(c)), c.req.valid('param').id)), 200)));
  app.openapi(vehicle.save, async (c) =>
    attempt(c, async () => {
      const body = c.req.valid('json');
      const saved = await saveVehicle(db, ownerOf(businessAuth(c)), body);
      return c.json(ok(saved, body.id ? '车辆信息已修改' : '车辆已添加'), 200);
    }),
  );
  app.openapi(vehicle.remove, async (c) =>
    attempt(c, async () => {
      await deleteVehicle(db, ownerOf(businessAuth(c)), c.req.valid('param').id);
      return c.json(ok(null, '车辆已删除'), 200);
    }),
  );

  for (const { kind, route } of reviewRoutes) {
    app.openapi(route, async (c) =>
      attempt(c, async () => {
        const auth = requireAuthOf(c);
        await requireOperator(db, auth);
        const body = c.req.valid('json');
        await reviewCapacity(db, kind, auth.user.id, body);
        return c.json(ok(null, body.approve ? '审核通过' : '已驳回'), 200);
      }),
    );
  }
  app.openapi(offeredRoute, async (c) => attempt(c, async () => c.json(ok(await offeredPage(db, ownerOf(businessAuth(c)), c.req.valid('json'))), 200)));
  app.openapi(dispatchRoute, async (c) =>
    attempt(c, async () => {
      const owner = ownerOf(businessAuth(c));
      const q = c.req.valid('json');
      return c.json(ok(q.tab === 'driver' ? await dispatchDrivers(db, owner, q) : await dispatchVehicles(db, owner, q)), 200);
    }),
  );
  // Organisation units
  app.openapi(orgTreeRoute, async (c) => attempt(c, async () => c.json(ok(await orgUnitTree(db, ownerOf(businessAuth(c)))), 200)));
  app.openapi(org.save, async (c) =>
    attempt(c, async () => {
      const body = c.req.valid('json');
      return c.json(ok(await saveOrgUnit(db, ownerOf(businessAuth(c)), body), body.id ? '机构已修改' : '机构已添加'), 200);
    }),
  );
  app.openapi(org.remove, async (c) =>
    attempt(c, async () => {
      await deleteOrgUnit(db, ownerOf(businessAuth(c)), c.req.valid('param').id);
      return c.json(ok(null, '机构已删除'), 200);
    }),
  );

  // Vehicle owners (挂靠)
  app.openapi(vehicleOwner.page, async (c) =>
    attempt(c, async () => c.json(ok(await vehicleOwnerPage(db, ownerOf(businessAuth(c)), c.req.valid('json'))), 200)),
  );
  app.openapi(vehicleOwner.get, async (c) =>
    attempt(c, async () => c.json(ok(await getVehicleOwner(db, ownerOf(businessAuth(c)), c.req.valid('param').id)), 200)),
  );
  app.openapi(vehicleOwner.save, async (c) =>
    attempt(c, async () => {
      const body = c.req.valid('json');
      return c.json(ok(await saveVehicleOwner(db, ownerOf(businessAuth(c)), body), body.id ? '车主信息已修改' : '车主已添加'), 200);
    }),
  );
  app.openapi(vehicleOwner.remove, async (c) =>
    attempt(c, async () => {
      await deleteVehicleOwner(db, ownerOf(businessAuth(c)), c.req.valid('param').id);
      return c.json(ok(null, '车主已删除'), 200);
    }),
  );
  app.openapi(bindRoute, async (c) =>
    attempt(c, async () => {
      const result = await bindOwnerVehicles(db, ownerOf(businessAuth(c)), c.req.valid('json'));
      return c.json(ok(result, `已绑定${result.count}辆车`), 200);
    }),
  );

  app.openapi(workbenchRoute, async (c) =>
    attempt(c, async () => {
      const auth = requireAuthOf(c);
      if (auth.role === 'operator') return c.json(ok({ expiry: null, pendingReview: await pendingReviewCounts(db) }), 200);
      if (auth.role === 'driver') return c.json(ok({ expiry: null, pendingReview: null }), 200);
      return c.json(ok({ expiry: await expirySummary(db, ownerOf(auth)), pendingReview: null }), 200);
    }),
  );
  app.openapi(reviewPageRoute, async (c) =>
    attempt(c, async () => {
      await requireOperator(db, requireAuthOf(c));
      return c.json(ok(await reviewPage(db, c.req.valid('json'))), 200);
    }),
  );
  app.openapi(reviewItemRoute, async (c) =>
    attempt(c, async () => {
      await requireOperator(db, requireAuthOf(c));
      const { kind, id } = c.req.valid('param');
      return c.json(ok(await reviewItem(db, kind, id)), 200);
    }),
  );

  // Drivers
  app.openapi(driver.page, async (c) => attempt(c, async () => c.json(ok(await driverPage(db, ownerOf(businessAuth(c)), c.req.valid('json'))), 200)));
  app.openapi(driver.exportList, async (c) =>
    attempt(c, async () => c.json(ok(await driverExportRows(db, ownerOf(businessAuth(c)), c.req.valid('json'))), 200)),
  );
  app.openapi(driver.get, async (c) => attempt(c, async () => c.json(ok(await getDriver(db, ownerOf(businessAuth(c)), c.req.valid('param').id)), 200)));
  app.openapi(driver.save, async (c) =>
    attempt(c, async () => {
      const body = c.req.valid('json');
      const saved = await saveDriver(db, ownerOf(businessAuth(c)), body);
      return c.json(ok(saved, body.id ? '司机信息已修改' : '司机已添加'), 200);
    }),
  );
  app.openapi(driver.remove, async (c) =>
    attempt(c, async () => {
      await deleteDriver(db, ownerOf(businessAuth(c)), c.req.valid('param').id);
      return c.json(ok(null, '司机已删除'), 200);
    }),
  );

  // Blacklist
  app.openapi(blacklist.page, async (c) => attempt(c, async () => c.json(ok(await blacklistPage(db, ownerOf(businessAuth(c)), c.req.valid('json'))), 200)));
  app.openapi(blacklist.save, async (c) =>
    attempt(c, async () => c.json(ok(await addToBlacklist(db, businessAuth(c), c.req.valid('json')), '已加入黑名单'), 200)),
  );
  app.openapi(blacklist.remove, async (c) =>
    attempt(c, async () => {
      await removeFromBlacklist(db, ownerOf(businessAuth(c)), c.req.valid('param').id);
      return c.json(ok(null, '已移出黑名单'), 200);
    }),
  );

  // Frequent carriers and partner agents (shippers only)
  for (const [relation, r] of [
    ['carrier', frequent],
    ['agent', partner],
  ] as const) {
    app.openapi(r.page, async (c) =>
      attempt(c, async () => c.json(ok(await frequentCarrierPage(db, requireShipper(requireAuthOf(c)), relation, c.req.valid('json'))), 200)),
    );
    app.openapi(r.save, async (c) =>
      attempt(c, async () => {
        const saved = await addFrequentCarrier(db, requireShipper(requireAuthOf(c)), relation, c.req.valid('json'));
        return c.json(ok(saved, relation === 'agent' ? '已添加到合作经纪人' : '已添加到常用承运商'), 200);
      }),
    );
    app.openapi(r.remove, async (c) =>
      attempt(c, async () => {
        await removeFrequentCarrier(db, requireShipper(requireAuthOf(c)), relation, c.req.valid('param').id);
        return c.json(ok(null, '已移除'), 200);
      }),
    );
  }

  // Lines
  app.openapi(line.page, async (c) => attempt(c, async () => c.json(ok(await linePage(db, ownerOf(businessAuth(c)), c.req.valid('json'))), 200)));
  app.openapi(line.get, async (c) => attempt(c, async () => c.json(ok(await getLine(db, ownerOf(businessAuth(c)), c.req.valid('param').id)), 200)));
  app.openapi(line.save, async (c) =>
    attempt(c, async () => {
      const body = c.req.valid('json');
      const saved = await saveLine(db, ownerOf(businessAuth(c)), body);
      return c.json(ok(saved, body.id ? '线路已修改' : '线路已添加'), 200);
    }),
  );
  app.openapi(line.remove, async (c) =>
    attempt(c, async () => {
      await deleteLine(db, ownerOf(businessAuth(c)), c.req.valid('param').id);
      return c.json(ok(null, '线路已删除'), 200);
    }),
  );
};
