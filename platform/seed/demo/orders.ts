// The orders of the demo data, in every status and by every way an order comes about (standard,
// grab, agent, appointed), with their waybills; and the state machines that give each order and
// waybill the history that leads to its status.
import { DEMO_ACCOUNTS as A } from '../accounts';
import type { OrderEntry, OrderSpec, WaybillStatus } from './types';

export const ORDERS: OrderSpec[] = [
  {
    key: 'o1',
    cargo: 'c1',
    carrier: A.carrier.mobile,
    source: '1',
    entry: 'grab',
    status: 'COMPLETE',
    vehicles: 2,
    daysAgo: 12.2,
    payStatus: '2',
    waybills: [
      { vehicle: 'v1', driver: 'd1', status: 'SIGN' },
      { vehicle: 'v3', driver: 'd2', status: 'SIGN' },
    ],
  },
  {
    key: 'o2',
    cargo: 'c2',
    carrier: A.carrier.mobile,
    source: '7',
    entry: 'standard',
    status: 'COMPLETE',
    vehicles: 3,
    daysAgo: 10.1,
    payStatus: '2',
    waybills: [
      { vehicle: 'v4', driver: 'd3', status: 'SIGN' },
      { vehicle: 'v6', driver: 'd4', status: 'SIGN' },
      { vehicle: 'v8', driver: 'd5', status: 'SIGN' },
    ],
  },
  {
    key: 'o3',
    cargo: 'c11',
    carrier: A.carrier.mobile,
    source: '8',
    entry: 'standard',
    status: 'COMPLETE',
    vehicles: 3,
    daysAgo: 9.0,
    payStatus: '1',
    waybills: [
      { vehicle: 'v1', driver: 'd1', status: 'SIGN' },
      { vehicle: 'v2', driver: 'd2', status: 'SIGN' },
      { vehicle: 'v5', driver: 'd6', status: 'SIGN' },
    ],
  },
  {
    key: 'o4',
    cargo: 'z1',
    carrier: A.individualAgent.mobile,
    source: '1',
    entry: 'grab',
    status: 'COMPLETE',
    vehicles: 1,
    daysAgo: 8.0,
    payStatus: '2',
    waybills: [{ vehicle: 'v11', driver: 'd7', status: 'SIGN' }],
  },
  {
    key: 'o22',
    cargo: 'l1',
    carrier: A.carrier.mobile,
    source: '2',
    entry: 'standard',
    status: 'COMPLETE',
    vehicles: 1,
    daysAgo: 7.0,
    payStatus: '2',
    waybills: [{ vehicle: 'v4', driver: 'd3', status: 'SIGN' }],
  },
  {
    key: 'o5',
    cargo: 'c3',
    carrier: A.carrier.mobile,
    source: '3',
    entry: 'appoint',
    status: 'SIGN',
    vehicles: 2,
    daysAgo: 6.0,
    payStatus: '1',
    waybills: [
      { vehicle: 'v8', driver: 'd5', status: 'SIGN' },
      { vehicle: 'v3', driver: 'd4', status: 'REFUSE', remark: '收货方反映钢卷边部锈蚀，拒收待处理' },
    ],
  },
  {
    key: 'o6',
    cargo: 'c12',
    carrier: A.individualAgent.mobile,
    source: '5',
    entry: 'standard',
    status: 'SIGN',
    vehicles: 2,
    daysAgo: 5.2,
    waybills: [
      { vehicle: 'v11', driver: 'd7', status: 'SIGN' },
      { vehicle: 'v12', driver: 'd8', status: 'SIGN' },
    ],
  },
  {
    key: 'o7',
    cargo: 'c1',
    carrier: A.carrier.mobile,
    source: '1',
    entry: 'grab',
    status: 'TRANSPORT',
    vehicles: 4,
    daysAgo: 3.0,
    waybills: [
      // 孙国庆 (driver, d1) is kept free of live waybills: the orders e2e dispatch him (orders-track).
      { vehicle: 'v1', driver: 'd3', status: 'LOAD', delayH: 50 },
      { vehicle: 'v2', driver: 'd2', status: 'UNLOAD', delayH: 20 },
      { vehicle: 'v3', driver: 'd3', status: 'SIGN' },
      { vehicle: 'v4', driver: 'd4', status: 'LOAD', delayH: 54 },
    ],
  },
  {
    key: 'o8',
    cargo: 'c13',
    carrier: A.carrier.mobile,
    source: '2',
    entry: 'standard',
    status: 'TRANSPORT',
    vehicles: 2,
    daysAgo: 2.3,
    waybills: [
      { vehicle: 'v5', driver: 'd5', status: 'LOAD', delayH: 40 },
      { vehicle: 'v7', driver: 'd6', status: 'START', delayH: 46 },
    ],
  },
  {
    key: 'o9',
    cargo: 'c14',
    carrier: A.individualAgent.mobile,
    source: '6',
    entry: 'standard',
    status: 'TRANSPORT',
    vehicles: 1,
    daysAgo: 2.2,
    waybills: [{ vehicle: 'v11', driver: 'd7', status: 'LOAD', delayH: 44 }],
  },
  {
    key: 'o10',
    cargo: 'c2',
    carrier: A.carrier.mobile,
    source: '7',
    entry: 'standard',
    status: 'WAITLOAD',
    vehicles: 2,
    daysAgo: 1.0,
    waybills: [
      { vehicle: 'v6', driver: 'd9', status: 'INVALID', remark: '车辆道路运输证已过期，作废后重新派车' },
      { vehicle: 'v8', driver: 'd9', status: 'CREATED', delayH: 2 },
      { vehicle: 'v13', driver: 'd10', status: 'START', delayH: 1 },
    ],
  },
  {
    key: 'o11',
    cargo: 'z2',
    carrier: A.individualAgent.mobile,
    source: '1',
    entry: 'grab',
    status: 'WAITLOAD',
    vehicles: 1,
    daysAgo: 1.1,
    waybills: [{ vehicle: 'v12', driver: 'd8', status: 'CREATED' }],
  },
  { key: 'o12', cargo: 'c11', carrier: A.carrier.mobile, source: '8', entry: 'standard', status: 'WAITSCHEDULE', vehicles: 1, daysAgo: 1.8 },
  { key: 'o13', cargo: 'c4', carrier: A.agent.mobile, source: '4', entry: 'agent', status: 'WAITSCHEDULE', vehicles: 3, daysAgo: 2.0 },
  { key: 'o14', cargo: 'c5', carrier: A.agent.mobile, source: '6', entry: 'agent', status: 'WAITALLOT', vehicles: 4, daysAgo: 1.4 },
  { key: 'o15', cargo: 'c15', carrier: A.carrier.mobile, source: '7', entry: 'standard', status: 'ACCEPT', vehicles: 2, daysAgo: 1.0 },
  { key: 'o16', cargo: 'c6', carrier: A.carrier.mobile, source: '3', entry: 'appoint', status: 'APPOINT', vehicles: 2, daysAgo: 0.7 },
  { key: 'o17', cargo: 'c16', carrier: A.individualAgent.mobile, source: '3', entry: 'appoint', status: 'APPOINTED', vehicles: 2, daysAgo: 1.5 },
  { key: 'o18', cargo: 'z3', carrier: A.carrier.mobile, source: '3', entry: 'standard', status: 'WAITACCEPT', vehicles: 1, daysAgo: 0.3 },
  { key: 'o19', cargo: 'c7', carrier: A.individualAgent.mobile, source: '7', entry: 'standard', status: 'WAITACCEPT', vehicles: 2, daysAgo: 0.5 },
  {
    key: 'o20',
    cargo: 'c17',
    carrier: A.carrier.mobile,
    source: '8',
    entry: 'standard',
    status: 'CANCEL',
    vehicles: 3,
    daysAgo: 4.5,
    reason: '工地停工，发货计划取消',
  },
  {
    key: 'o21',
    cargo: 'c8',
    carrier: A.carrier.mobile,
    source: '1',
    entry: 'standard',
    status: 'REFUSE',
    vehicles: 2,
    daysAgo: 4.0,
    reason: '近期运力已满，无法按期装货',
  },
];

// Order state machine used for the demo history (from -> to, action, who acts).
export type Actor = 'shipper' | 'carrier';
type Step = { from: string | null; to: string; action: string; actor: Actor; remark?: string };

const ORDER_TAIL: Step[] = [
  { from: 'WAITSCHEDULE', to: 'WAITLOAD', action: 'dispatch', actor: 'carrier', remark: '派车' },
  { from: 'WAITLOAD', to: 'TRANSPORT', action: 'load', actor: 'carrier', remark: '装货完成，开始运输' },
  { from: 'TRANSPORT', to: 'SIGN', action: 'sign', actor: 'shipper', remark: '收货方签收' },
  { from: 'SIGN', to: 'COMPLETE', action: 'complete', actor: 'shipper', remark: '运费结算完成' },
];

const ORDER_PATHS: Record<OrderEntry, Step[]> = {
  standard: [
    { from: null, to: 'WAITACCEPT', action: 'create', actor: 'shipper', remark: '货主下单' },
    { from: 'WAITACCEPT', to: 'ACCEPT', action: 'accept', actor: 'carrier', remark: '承运方接单' },
    { from: 'ACCEPT', to: 'WAITSCHEDULE', action: 'confirm', actor: 'shipper', remark: '货主确认承运方' },
    ...ORDER_TAIL,
  ],
  grab: [
    { from: null, to: 'ACCEPT', action: 'create', actor: 'carrier', remark: '抢单成功' },
    { from: 'ACCEPT', to: 'WAITSCHEDULE', action: 'confirm', actor: 'shipper', remark: '货主确认抢单' },
    ...ORDER_TAIL,
  ],
  agent: [
    { from: null, to: 'WAITALLOT', action: 'create', actor: 'shipper', remark: '委托经纪人承运' },
    { from: 'WAITALLOT', to: 'WAITSCHEDULE', action: 'allot', actor: 'carrier', remark: '经纪人分配运力' },
    ...ORDER_TAIL,
  ],
  appoint: [
    { from: null, to: 'APPOINT', action: 'appoint', actor: 'shipper', remark: '指定承运商' },
    { from: 'APPOINT', to: 'APPOINTED', action: 'confirm', actor: 'carrier', remark: '承运商确认指派' },
    { from: 'APPOINTED', to: 'WAITSCHEDULE', action: 'schedule', actor: 'carrier', remark: '转入待调度' },
    ...ORDER_TAIL,
  ],
};

export function orderSteps(spec: OrderSpec): Step[] {
  if (spec.status === 'CANCEL') {
    return [ORDER_PATHS.standard[0], { from: 'WAITACCEPT', to: 'CANCEL', action: 'cancel', actor: 'shipper', remark: spec.reason }];
  }
  if (spec.status === 'REFUSE') {
    return [ORDER_PATHS.standard[0], { from: 'WAITACCEPT', to: 'REFUSE', action: 'refuse', actor: 'carrier', remark: spec.reason }];
  }
  const path = ORDER_PATHS[spec.entry];
  const end = path.findIndex((s) => s.to === spec.status);
  if (end < 0) throw new Error(`seed: order ${spec.key} cannot reach ${spec.status} by ${spec.entry}`);
  return path.slice(0, end + 1);
}

const WAYBILL_PATH: { to: WaybillStatus; action: string; remark: string }[] = [
  { to: 'CREATED', action: 'dispatch', remark: '承运方派车' },
  { to: 'START', action: 'start', remark: '司机发车前往装货地' },
  { to: 'LOAD', action: 'load', remark: '装货完成，上传装货磅单' },
  { to: 'UNLOAD', action: 'unload', remark: '到达卸货地，上传卸货磅单' },
  { to: 'SIGN', action: 'sign', remark: '收货方签收，上传电子回单' },
];

export function waybillSteps(status: WaybillStatus): { from: WaybillStatus | null; to: WaybillStatus; action: string; remark: string }[] {
  const chain = (upto: WaybillStatus) => {
    const end = WAYBILL_PATH.findIndex((s) => s.to === upto);
    return WAYBILL_PATH.slice(0, end + 1).map((s, i) => ({ ...s, from: i === 0 ? null : WAYBILL_PATH[i - 1].to }));
  };
  if (status === 'INVALID') return [...chain('CREATED'), { from: 'CREATED', to: 'INVALID', action: 'invalid', remark: '运单作废' }];
  if (status === 'REFUSE') return [...chain('LOAD'), { from: 'LOAD', to: 'REFUSE', action: 'refuse', remark: '收货方拒收' }];
  return chain(status);
}
