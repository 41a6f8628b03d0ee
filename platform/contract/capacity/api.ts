// The capacity route table: a company's vehicles, drivers, lines and blacklist, a shipper's frequent
// carriers and partner agents, organisation units and affiliated vehicle owners (spec section 7
// style: POST …/pagination, GET …/getById/{id}, POST …/save, POST …/deleteById/{id}), the
// operator's review of papers, the carrier's offers and dispatchable capacity, the workbench card.
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { idOf, idParams } from '../ids';
import { pageOf } from '../page';
import { orgUnitInput, ownerBindingInput, vehicleOwnerInput, vehicleOwnerQuery } from './org';
import { capacityReviewInput, dispatchQuery, offeredQuery, REVIEW_KINDS, reviewQuery } from './review';
import {
  blacklistRow,
  capacityWorkbench,
  dispatchDriverRow,
  dispatchVehicleRow,
  driverRow,
  frequentCarrierRow,
  lineRow,
  offerRow,
  orgUnitRow,
  reviewItemRow,
  vehicleOption,
  vehicleOwnerRow,
  vehicleRow,
} from './rows';
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
} from './schemas';

const byId = idParams();
const removed = z.null();
const counted = z.object({ count: z.number().int() });
const reviewParams = z.object({ kind: z.enum(REVIEW_KINDS, { errorMap: () => ({ message: '参数 kind 不正确' }) }), id: idOf() });

/**
 * One record's own endpoints, the same for vehicles, drivers and lines: GET …/getById/{id}, POST
 * …/save (new, or an edit when it carries an id) and POST …/deleteById/{id}, named <resource>ById,
 * <resource>Save and <resource>Delete, under the record's tag.
 */
function recordEndpoints<const R extends string, Row extends z.ZodTypeAny, Input extends z.ZodTypeAny>(resource: R, noun: string, row: Row, input: Input) {
  const tags = [noun];
  const one = {
    permission: `capacity:${resource}:${resource}ById`,
    method: 'get',
    path: `/${resource}/getById/{id}`,
    tags,
    summary: `${noun}详情`,
    params: byId,
    response: row,
  } as const;
  const save = {
    permission: `capacity:${resource}:${resource}Save`,
    method: 'post',
    path: `/${resource}/save`,
    tags,
    summary: `新增或修改${noun}（带 id 为修改）`,
    body: input,
    response: row,
  } as const;
  const remove = {
    permission: `capacity:${resource}:${resource}Delete`,
    method: 'post',
    path: `/${resource}/deleteById/{id}`,
    tags,
    summary: `删除${noun}`,
    params: byId,
    response: removed,
  } as const;
  return { [`${resource}ById`]: one, [`${resource}Save`]: save, [`${resource}Delete`]: remove } as Record<`${R}ById`, typeof one> &
    Record<`${R}Save`, typeof save> &
    Record<`${R}Delete`, typeof remove>;
}

/** The operator's review of a vehicle's or a driver's papers (a rejection names its reason; the owner is told). */
function papersReview<const R extends string>(resource: R, noun: string) {
  const tags = [noun];
  const summary = `审核${noun}证照（运营人员；驳回须填写原因，车主收到消息）`;
  return {
    permission: `capacity:${resource}:${resource}Review`,
    method: 'post',
    path: `/${resource}/review`,
    tags,
    summary,
    body: capacityReviewInput,
    response: removed,
  } as const;
}

export const capacityApi = endpoints(['运力'], {
  // Vehicles
  vehiclePage: {
    permission: 'capacity:vehicle:vehiclePage',
    method: 'post',
    path: '/vehicle/pagination',
    tags: ['车辆'],
    summary: '车辆分页列表',
    body: vehicleQuery,
    response: pageOf(vehicleRow),
  },
  vehicleExport: {
    permission: 'capacity:vehicle:vehicleExport',
    method: 'post',
    path: '/vehicle/exportList',
    tags: ['车辆'],
    summary: '按筛选条件导出的车辆（最多 5000 条）',
    body: vehicleQuery,
    response: z.array(vehicleRow),
  },
  vehicleOptions: {
    permission: 'capacity:vehicle:vehicleOptions',
    method: 'get',
    path: '/vehicle/options',
    tags: ['车辆'],
    summary: '可绑定的车辆（车牌号）',
    response: z.array(vehicleOption),
  },
  vehicleImport: {
    permission: 'capacity:vehicle:vehicleImport',
    method: 'post',
    path: '/vehicle/batchSave',
    tags: ['车辆'],
    summary: '批量导入车辆（全部成功或全部不导入；失败时 data.errors 列出每行的问题）',
    body: vehicleImportInput,
    response: counted,
  },
  ...recordEndpoints('vehicle', '车辆', vehicleRow, vehicleInput),
  vehicleReview: papersReview('vehicle', '车辆'),

  // Drivers
  driverPage: {
    permission: 'capacity:driver:driverPage',
    method: 'post',
    path: '/driver/pagination',
    tags: ['司机'],
    summary: '司机分页列表',
    body: driverQuery,
    response: pageOf(driverRow),
  },
  driverExport: {
    permission: 'capacity:driver:driverExport',
    method: 'post',
    path: '/driver/exportList',
    tags: ['司机'],
    summary: '按筛选条件导出的司机（最多 5000 条）',
    body: driverQuery,
    response: z.array(driverRow),
  },
  ...recordEndpoints('driver', '司机', driverRow, driverInput),
  driverReview: papersReview('driver', '司机'),

  // Blacklist
  blacklistPage: {
    permission: 'capacity:blacklist:blacklistPage',
    method: 'post',
    path: '/blacklist/pagination',
    tags: ['运力黑名单'],
    summary: '黑名单分页列表',
    body: blacklistQuery,
    response: pageOf(blacklistRow),
  },
  blacklistAdd: {
    permission: 'capacity:blacklist:blacklistAdd',
    method: 'post',
    path: '/blacklist/save',
    tags: ['运力黑名单'],
    summary: '加入黑名单',
    body: blacklistInput,
    response: blacklistRow,
  },
  blacklistRemove: {
    permission: 'capacity:blacklist:blacklistRemove',
    method: 'post',
    path: '/blacklist/deleteById/{id}',
    tags: ['运力黑名单'],
    summary: '移出黑名单',
    params: byId,
    response: removed,
  },

  // Lines
  linePage: {
    permission: 'capacity:line:linePage',
    method: 'post',
    path: '/line/pagination',
    tags: ['线路'],
    summary: '线路分页列表',
    body: lineQuery,
    response: pageOf(lineRow),
  },
  ...recordEndpoints('line', '线路', lineRow, lineInput),

  // A shipper's frequent carriers (常用承运商) and partner agents (合作经纪人)
  frequentCarrierPage: {
    permission: 'capacity:frequentCarrier:frequentCarrierPage',
    method: 'post',
    path: '/frequentCarrier/pagination',
    tags: ['常用承运商'],
    summary: '常用承运商分页列表',
    body: frequentCarrierQuery,
    response: pageOf(frequentCarrierRow),
  },
  frequentCarrierAdd: {
    permission: 'capacity:frequentCarrier:frequentCarrierAdd',
    method: 'post',
    path: '/frequentCarrier/save',
    tags: ['常用承运商'],
    summary: '添加常用承运商（企业名称或统一社会信用代码）',
    body: frequentCarrierInput,
    response: z.object({ id: z.number().int(), companyName: z.string() }),
  },
  frequentCarrierRemove: {
    permission: 'capacity:frequentCarrier:frequentCarrierRemove',
    method: 'post',
    path: '/frequentCarrier/deleteById/{id}',
    tags: ['常用承运商'],
    summary: '移除常用承运商',
    params: byId,
    response: removed,
  },
  partnerPage: {
    permission: 'capacity:partner:partnerPage',
    method: 'post',
    path: '/partner/pagination',
    tags: ['合作经纪人'],
    summary: '合作经纪人分页列表',
    body: frequentCarrierQuery,
    response: pageOf(frequentCarrierRow),
  },
  partnerAdd: {
    permission: 'capacity:partner:partnerAdd',
    method: 'post',
    path: '/partner/save',
    tags: ['合作经纪人'],
    summary: '添加合作经纪人（企业名称或统一社会信用代码）',
    body: frequentCarrierInput,
    response: z.object({ id: z.number().int(), companyName: z.string() }),
  },
  partnerRemove: {
    permission: 'capacity:partner:partnerRemove',
    method: 'post',
    path: '/partner/deleteById/{id}',
    tags: ['合作经纪人'],
    summary: '移除合作经纪人',
    params: byId,
    response: removed,
  },

  // Organisation units (机构) and affiliated vehicle owners (挂靠车主)
  orgUnitTree: {
    permission: 'capacity:orgUnit:orgUnitTree',
    method: 'get',
    path: '/orgUnit/tree',
    tags: ['组织机构'],
    summary: '本企业的组织机构树（父级在前，含车辆、司机数）',
    response: z.array(orgUnitRow),
  },
  orgUnitSave: {
    permission: 'capacity:orgUnit:orgUnitSave',
    method: 'post',
    path: '/orgUnit/save',
    tags: ['组织机构'],
    summary: '新增或修改机构（带 id 为修改）',
    body: orgUnitInput,
    response: orgUnitRow,
  },
  orgUnitDelete: {
    permission: 'capacity:orgUnit:orgUnitDelete',
    method: 'post',
    path: '/orgUnit/deleteById/{id}',
    tags: ['组织机构'],
    summary: '删除机构',
    params: byId,
    response: removed,
  },
  vehicleOwnerPage: {
    permission: 'capacity:vehicleOwner:vehicleOwnerPage',
    method: 'post',
    path: '/vehicleOwner/pagination',
    tags: ['挂靠车主'],
    summary: '车主分页列表',
    body: vehicleOwnerQuery,
    response: pageOf(vehicleOwnerRow),
  },
  vehicleOwnerById: {
    permission: 'capacity:vehicleOwner:vehicleOwnerById',
    method: 'get',
    path: '/vehicleOwner/getById/{id}',
    tags: ['挂靠车主'],
    summary: '车主详情',
    params: byId,
    response: vehicleOwnerRow,
  },
  vehicleOwnerSave: {
    permission: 'capacity:vehicleOwner:vehicleOwnerSave',
    method: 'post',
    path: '/vehicleOwner/save',
    tags: ['挂靠车主'],
    summary: '新增或修改车主（带 id 为修改）',
    body: vehicleOwnerInput,
    response: z.object({ id: z.number().int() }),
  },
  vehicleOwnerDelete: {
    permission: 'capacity:vehicleOwner:vehicleOwnerDelete',
    method: 'post',
    path: '/vehicleOwner/deleteById/{id}',
    tags: ['挂靠车主'],
    summary: '删除车主',
    params: byId,
    response: removed,
  },
  vehicleOwnerBind: {
    permission: 'capacity:vehicleOwner:vehicleOwnerBind',
    method: 'post',
    path: '/vehicleOwner/bind',
    tags: ['挂靠车主'],
    summary: '设置车主名下的车辆（列出的车辆绑定到该车主，其余原绑定车辆解绑）',
    body: ownerBindingInput,
    response: counted,
  },

  // Operations: the review queue, the workbench card, offers and dispatchable capacity
  reviewPage: {
    permission: 'capacity:capacityReview:reviewPage',
    method: 'post',
    path: '/capacityReview/pagination',
    tags: ['运力审核'],
    summary: '待审核（或已审核）的车辆、司机资料，运营人员查看全部企业',
    body: reviewQuery,
    response: pageOf(reviewItemRow),
  },
  reviewItem: {
    permission: 'capacity:capacityReview:reviewItem',
    method: 'get',
    path: '/capacityReview/{kind}/{id}',
    tags: ['运力审核'],
    summary: '一辆车或一位司机的审核资料（运营人员）',
    params: reviewParams,
    response: reviewItemRow,
  },
  workbench: {
    permission: 'capacity:capacity:workbench',
    method: 'get',
    path: '/capacity/workbench',
    tags: ['运力审核'],
    summary: '工作台的运力提醒：车主看证件过期/30天内到期的车辆与司机数，运营人员看待审核资料数',
    response: capacityWorkbench,
  },
  offeredPage: {
    permission: 'capacity:offered:offeredPage',
    method: 'post',
    path: '/offered/pagination',
    tags: ['报价记录'],
    summary: '本企业（或本人）的竞价报价与抢单记录，跨货源',
    body: offeredQuery,
    response: pageOf(offerRow),
  },
  dispatchPage: {
    permission: 'capacity:dispatch:dispatchPage',
    method: 'post',
    path: '/dispatch/pagination',
    tags: ['派车'],
    summary: '今日可派运力：tab=vehicle 车辆（道路运输证有效且不在途），tab=driver 司机（证件有效且不在途）',
    body: dispatchQuery,
    response: pageOf(z.union([dispatchVehicleRow, dispatchDriverRow])),
  },
});
