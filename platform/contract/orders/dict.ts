// Dictionaries: Orders, waybills and what follows them (订单, 派车单, 异常, 开票).
// Each is a pure constant read with labelIn/valuesIn (dictionaries.ts); the platform looks them
// up by type code through dictionary-table.ts.
import { dict } from '../dict/core';

export const ORDER_STATUS = /* @__PURE__ */ dict('订单状态', [
  ['WAITACCEPT', '待接单', 'orange'],
  ['WAITALLOT', '待分配', 'orange'],
  ['ACCEPT', '已接单', 'blue'],
  ['WAITSCHEDULE', '待调度', 'orange'],
  ['WAITLOAD', '待装货', 'orange'],
  ['TRANSPORT', '运输中', 'blue'],
  ['SIGN', '已签收', 'teal'],
  ['COMPLETE', '已完成', 'green'],
  ['CANCEL', '已取消', 'gray'],
  ['REFUSE', '已拒绝', 'red'],
  ['APPOINTED', '已指派确认', 'blue'],
  ['APPOINT', '已指派', 'blue'],
]);
export const DISPATCH_STATUS = /* @__PURE__ */ dict('派车单状态', [
  ['CREATED', '已派车', 'orange'],
  ['START', '已发车', 'blue'],
  ['LOAD', '已装货', 'blue'],
  ['UNLOAD', '已卸货', 'teal'],
  ['SIGN', '已签收', 'green'],
  ['REFUSE', '已拒收', 'red'],
  ['INVALID', '已作废', 'gray'],
]);
export const DISTRIBUTION_STATUS = /* @__PURE__ */ dict('配送状态', [
  ['10', '待分配', 'orange'],
  ['20', '已分配', 'blue'],
  ['30', '配送中', 'blue'],
  ['40', '已送达', 'teal'],
  ['50', '已签收', 'green'],
  ['60', '已取消', 'gray'],
]);
export const BIG_ORDER_STATUS = /* @__PURE__ */ dict('运输订单状态', [
  ['10', '创建', 'gray'],
  ['20', '确认', 'orange'],
  ['30', '执行中', 'blue'],
  ['40', '已完成', 'green'],
]);
export const ORDER_SOURCE = /* @__PURE__ */ dict('订单来源', [
  ['1', '抢单'],
  ['2', '竞价'],
  ['3', '指定承运商'],
  ['4', '代客下单'],
  ['5', '回程车'],
  ['6', '外协'],
  ['7', '企业下单'],
  ['8', '企业线路下单'],
]);
export const PAY_STATUS = /* @__PURE__ */ dict('支付状态', [
  ['0', '未支付', 'red'],
  ['1', '部分支付', 'orange'],
  ['2', '已支付', 'green'],
]);
export const ABNORMAL_TYPE = /* @__PURE__ */ dict('异常类型', [
  ['1', '货物丢失'],
  ['2', '拒收'],
  ['3', '货损'],
  ['4', '退货'],
  ['5', '在途异常'],
  ['6', '其他'],
]);
export const COMPLAINT_STATUS = /* @__PURE__ */ dict('投诉状态', [
  ['0', '待处理', 'orange'],
  ['1', '已处理', 'green'],
]);
export const INVOICE_STATUS = /* @__PURE__ */ dict('开票状态', [
  ['WAIT', '待开票', 'orange'],
  ['SEND', '已开票', 'green'],
]);

/** The states a guest order (代客下单) passes through: the list's status filter. */
export const GUEST_STATUSES = ['ACCEPT', 'WAITSCHEDULE', 'WAITLOAD', 'TRANSPORT', 'SIGN', 'COMPLETE', 'CANCEL'] as const;
