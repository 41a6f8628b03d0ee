// The orders area's main route table (issue #8): orders, waybills (派车单) and their moves,
// exceptions and evaluations. Paths follow the platform's style (`POST /<area>/pagination`,
// `GET /<area>/getById/{id}`); the spec names none of them. The other order tables sit beside
// this one: api-multi.ts, api-track.ts, api-kinds.ts, api-agent.ts, api-guest.ts, api-big.ts.
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { idParams } from '../ids';
import { pageOf } from '../page';
import { cargoPlaces } from './places';
import { abnormalRow, carrierRating, dispatchOption, evaluationRow, orderDetail, orderDetailOrder, orderRow, waybillDetail, waybillRow } from './rows';
import {
  ORDER_MESSAGES,
  abnormalBody,
  abnormalQuery,
  additionalBody,
  auditBody,
  dispatchBody,
  evaluateBody,
  evaluateQuery,
  handleAbnormalBody,
  orderExportBody,
  orderIdBody,
  orderQuery,
  orderReasonBody,
  orderRefuseBody,
  waybillExportBody,
  waybillMoveBody,
  waybillQuery,
} from './schemas';

const int = z.number().int();
/** What an order move answers: the order and its new status (the agents' appointments answer it too, api-agent.ts). */
export const orderMoved = z.object({ orderId: int, status: z.string() });

export const ordersApi = endpoints(['订单与派车单'], {
  orderPage: {
    method: 'post',
    path: '/order/pagination',
    summary: '订单列表：调用方是货主方或承运方的订单（运营可见全部）',
    body: orderQuery,
    response: pageOf(orderRow),
  },
  orderExport: {
    method: 'post',
    path: '/order/exportList',
    summary: '按筛选条件（或勾选）导出订单，最多5000条',
    body: orderExportBody,
    response: z.array(orderRow),
  },
  orderDetail: {
    method: 'get',
    path: '/order/getById/{id}',
    summary: '订单详情：派车单、状态记录与可执行的操作',
    params: idParams(ORDER_MESSAGES.orderNotFound),
    response: orderDetail,
  },
  accept: { method: 'post', path: '/order/accept', summary: '承运方接单（指定承运商等非抢单订单）', body: orderIdBody, response: orderMoved },
  refuse: { method: 'post', path: '/order/refuse', summary: '承运方拒绝接单，车辆退回货源', body: orderRefuseBody, response: orderMoved },
  schedule: { method: 'post', path: '/order/schedule', summary: '承运方将已接单的订单转入待调度', body: orderIdBody, response: orderMoved },
  cancel: { method: 'post', path: '/order/cancel', summary: '货主取消订单（任何车辆装货之前），须填写原因', body: orderReasonBody, response: orderMoved },
  receipt: { method: 'post', path: '/order/receiptConfirm', summary: '货主回单确认：已签收的订单完成', body: orderIdBody, response: orderMoved },
  dispatchOptions: {
    method: 'get',
    path: '/dispatchOrder/options/{id}',
    summary: '派车可选车辆与司机（附不能派车的原因）',
    params: idParams(ORDER_MESSAGES.orderNotFound),
    response: z.object({ order: orderDetailOrder, places: cargoPlaces.nullable(), vehicles: z.array(dispatchOption), drivers: z.array(dispatchOption) }),
  },
  dispatch: {
    method: 'post',
    path: '/dispatchOrder/save',
    summary: '派车：为订单指定车辆、司机与重量，生成派车单',
    body: dispatchBody,
    response: z.object({ waybillId: int, waybillNo: z.string() }),
  },
  waybillPage: {
    method: 'post',
    path: '/dispatchOrder/pagination',
    summary: '派车单列表：调用方参与的派车单',
    body: waybillQuery,
    response: pageOf(waybillRow),
  },
  waybillExport: {
    method: 'post',
    path: '/dispatchOrder/exportList',
    summary: '按筛选条件（或勾选）导出派车单，最多5000条',
    body: waybillExportBody,
    response: z.array(waybillRow),
  },
  waybillExportStart: {
    method: 'post',
    path: '/dispatchOrder/exportList/start',
    summary: '派车单导出：超过阈值（EXPORT_BACKGROUND_ROWS）或选择后台导出时转为后台任务，否则由 exportList 直接导出',
    body: waybillExportBody.extend({ background: z.boolean().optional() }),
    response: z.object({ jobId: z.number().int().nullable() }),
  },
  waybillDetail: {
    method: 'get',
    path: '/dispatchOrder/getById/{id}',
    summary: '派车单详情：状态时间线、订单、车辆、司机与异常',
    params: idParams(ORDER_MESSAGES.waybillNotFound),
    response: waybillDetail,
  },
  move: {
    method: 'post',
    path: '/dispatchOrder/transition',
    summary: '派车单状态变更：发车、装货、卸货、签收、拒收、作废',
    body: waybillMoveBody,
    response: z.object({ waybillId: int, status: z.string() }),
  },
  additional: {
    method: 'post',
    path: '/dispatchOrder/additional',
    summary: '运单补录（货主）：补录已过节点而缺失的装货或卸货重量，留痕',
    body: additionalBody,
    response: z.object({ waybillId: int }),
  },
  audit: {
    method: 'post',
    path: '/dispatchOrder/audit',
    summary: '派车单审核（结算前，货主）：审核通过或有异议',
    body: auditBody,
    response: z.object({ waybillId: int, auditStatus: z.string() }),
  },
  abnormalPage: { method: 'post', path: '/abnormal/pagination', summary: '异常列表', body: abnormalQuery, response: pageOf(abnormalRow) },
  abnormalReport: { method: 'post', path: '/abnormal/report', summary: '上报派车单异常', body: abnormalBody, response: z.object({ id: int }) },
  abnormalHandle: {
    method: 'post',
    path: '/abnormal/handle',
    summary: '处理异常（货主或运营）',
    body: handleAbnormalBody,
    response: z.object({ id: int, status: z.string() }),
  },
  evaluatePage: {
    method: 'post',
    path: '/evaluate/pagination',
    summary: '我的评价：待评价的已签收订单或已给出的评价',
    body: evaluateQuery,
    response: pageOf(evaluationRow),
  },
  evaluate: { method: 'post', path: '/evaluate/save', summary: '货主评价承运方（签收后，1-5分）', body: evaluateBody, response: z.object({ id: int }) },
  rating: {
    method: 'get',
    path: '/evaluate/carrier/{id}',
    summary: '承运企业的平均评分与最近评价（信用评价）',
    auth: false,
    params: idParams('企业不存在'),
    response: carrierRating,
  },
});
