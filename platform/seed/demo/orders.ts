// The orders of the demo data, in every status and by every way an order comes about (grab, award,
// designation, the shipper's order, a match by operations, an agent's appointment), with their
// waybills; and how each order and waybill got to its status, as the history rows the platform
// writes for each move (modules/market for an order's first row, the contract's transition tables
// for every move after it). orders.test.ts holds every row to that.
import { GRAB_ORDER_TRANSITIONS, nextState } from '../../contract/market/marketplace';
import {
  WAYBILL_TRANSITIONS,
  carriedMove,
  orderMove,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
  type WaybillStatus,
  type WaybillTransition,
} from '../../contract/orders/schemas';
import { ORDER_ORIGINS, type OrderOrigin } from '../../modules/market/orders';
import { appointRemark } from '../../modules/orders/agent';
import { dispatchRemarks } from '../../modules/orders/dispatch';
import { waybillRemark } from '../../modules/orders/transitions';
import { DEMO_ACCOUNTS as A } from '../accounts';
import { HOUR, MINUTE, weighings } from '../factories';
import { CARGO, SHIPPER_MOBILE } from './cargo';
import { COMPANIES, demoUserOf } from './parties';
import type { OrderSpec } from './types';

export const ORDERS: OrderSpec[] = [
  {
    key: 'o1',
    cargo: 'c1',
    carrier: A.carrier.mobile,
    source: '1',
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
    agent: A.agent.mobile,
    source: '3',
    status: 'SIGN',
    vehicles: 2,
    daysAgo: 6.0,
    payStatus: '1',
    waybills: [
      { vehicle: 'v8', driver: 'd5', status: 'SIGN' },
      { vehicle: 'v3', driver: 'd4', status: 'REFUSE', reason: '收货方反映钢卷边部锈蚀', noUnloadWeight: true },
    ],
  },
  {
    key: 'o6',
    cargo: 'c12',
    carrier: A.individualAgent.mobile,
    source: '5',
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
    status: 'WAITLOAD',
    vehicles: 2,
    daysAgo: 1.0,
    waybills: [
      { vehicle: 'v6', driver: 'd9', status: 'INVALID', reason: '车辆道路运输证已过期，换车重新派车' },
      { vehicle: 'v8', driver: 'd9', status: 'CREATED', delayH: 2 },
      { vehicle: 'v13', driver: 'd10', status: 'START', delayH: 1 },
    ],
  },
  {
    key: 'o11',
    cargo: 'z2',
    carrier: A.individualAgent.mobile,
    source: '1',
    status: 'WAITLOAD',
    vehicles: 1,
    daysAgo: 1.1,
    waybills: [{ vehicle: 'v12', driver: 'd8', status: 'CREATED' }],
  },
  { key: 'o12', cargo: 'c11', carrier: A.carrier.mobile, source: '8', status: 'WAITSCHEDULE', vehicles: 1, daysAgo: 1.8 },
  { key: 'o13', cargo: 'c4', carrier: A.carrier.mobile, agent: A.agent.mobile, source: '4', status: 'WAITSCHEDULE', vehicles: 3, daysAgo: 2.0 },
  { key: 'o14', cargo: 'c5', carrier: A.agent.mobile, agent: A.agent.mobile, source: '6', status: 'WAITALLOT', vehicles: 4, daysAgo: 1.4 },
  { key: 'o15', cargo: 'c15', carrier: A.carrier.mobile, source: '7', status: 'ACCEPT', vehicles: 2, daysAgo: 1.0 },
  { key: 'o16', cargo: 'c6', carrier: A.carrier.mobile, agent: A.agent.mobile, source: '3', status: 'APPOINT', vehicles: 2, daysAgo: 0.7 },
  { key: 'o17', cargo: 'c16', carrier: A.tongjiangCarrier.mobile, agent: A.agent.mobile, source: '3', status: 'APPOINTED', vehicles: 2, daysAgo: 1.5 },
  { key: 'o18', cargo: 'z3', carrier: A.carrier.mobile, source: '3', status: 'WAITACCEPT', vehicles: 1, daysAgo: 0.3 },
  { key: 'o19', cargo: 'c7', carrier: A.individualAgent.mobile, source: '7', status: 'WAITACCEPT', vehicles: 2, daysAgo: 0.5 },
  {
    key: 'o20',
    cargo: 'c17',
    carrier: A.carrier.mobile,
    source: '8',
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
    status: 'REFUSE',
    vehicles: 2,
    daysAgo: 4.0,
    reason: '承运方近期运力已满，无法按期装货',
  },
];

// ---------------------------------------------------------------------------------------------
// How each order and waybill got to its status

/**
 * The market's way of making an order of each source (ORDER_ORIGINS). No module makes an order of
 * source 5 (回程车) or 6 (外协), yet the dictionary has them and the demo shows them: their history
 * starts where the platform's part of it does, at the carrier's answer to the order.
 */
const ORIGIN_OF_SOURCE: Record<string, keyof typeof ORDER_ORIGINS | null> = {
  '1': 'grab',
  '2': 'award',
  '3': 'designate',
  '4': 'entrustMatch',
  '5': null,
  '6': null,
  '7': 'placeOrder',
  '8': 'designate',
};

/** Whether an order of this source starts its history with the row that made it (see ORIGIN_OF_SOURCE). */
export const startsWithOrigin = (source: string) => ORIGIN_OF_SOURCE[source] !== null;

/** Who made a move: the party the platform checks for, and the demo account acting as it (null: the platform itself). */
type Acted = { by: OrderActor | OrderOrigin['by']; actor: string | null };
export type OrderStep = Acted & { from: OrderStatus | null; action: string; to: OrderStatus; remark: string; at: number };
export type WaybillStep = { from: WaybillStatus; action: string; by: OrderActor; to: WaybillStatus; remark: string; needs?: WaybillTransition['needs'] };
export type WaybillRow = {
  from: WaybillStatus | null;
  action: string;
  by: OrderActor;
  actor: string;
  to: WaybillStatus;
  remark: string;
  weightKg: number | null;
  at: number;
};
export type PlannedWaybill = {
  waybillNo: string;
  plannedKg: number;
  loadKg: number | null;
  unloadKg: number | null;
  times: { created: number; start: number; load: number; unload: number; end: number };
  steps: WaybillRow[];
};

/** The fleet as the demo step inserted it: a vehicle's plate and rated load, a driver's name and account. */
export type DemoFleet = {
  vehicle: (key: string) => { plateNo: string; loadKg: number };
  driver: (key: string) => { name: string; mobile: string };
};
/** When the order was made, the demo's random source, and the number of the next waybill (made at a time). */
export type TradeClock = { created: number; random: () => number; waybillNo: (createdAt: number) => string };

/**
 * The contract's moves that take a new waybill to `status`, the shortest way: a refusal after
 * unloading, a voiding before it sets off. The driver moves their own waybill where the contract
 * lets them.
 */
export function waybillSteps(status: WaybillStatus): WaybillStep[] {
  const ways = new Map<WaybillStatus, WaybillStep[]>([['CREATED', []]]);
  // A Map's walk takes in what is added during it: breadth first, so each way is a shortest one.
  for (const [from, way] of ways)
    for (const t of WAYBILL_TRANSITIONS)
      if (t.from === from && !ways.has(t.to))
        ways.set(t.to, [
          ...way,
          { from: t.from, action: t.action, by: t.by.includes('driver') ? 'driver' : t.by[0], to: t.to, remark: t.label, needs: t.needs },
        ]);
  const way = ways.get(status);
  if (!way) throw new Error(`seed: no waybill reaches ${status}`);
  return way;
}

/**
 * The history of a demo order and of its waybills, as the platform writes it: the order's first
 * row and its dealings up to awaiting vehicles (or up to its status, without waybills); then each
 * waybill's dispatch and moves in time order, the order following them as carryOrder makes it;
 * and the shipper's receipt of a complete order. Throws where the platform could not get there.
 */
export function planOrder(spec: OrderSpec, fleet: DemoFleet, clock: TradeClock): { steps: OrderStep[]; waybills: PlannedWaybill[] } {
  const fail = (why: string): never => {
    throw new Error(`seed: order ${spec.key} ${why}`);
  };
  const cargo = CARGO.find((c) => c.key === spec.cargo) ?? fail(`has no cargo ${spec.cargo}`);
  const shipper = SHIPPER_MOBILE[cargo.shipper];
  const origin = ORIGIN_OF_SOURCE[spec.source];
  if (origin === undefined) fail(`has an unknown source ${spec.source}`);
  // A grab or award an agent takes starts WAITALLOT at once; the demo has none.
  if (spec.agent && origin && ORDER_ORIGINS[origin].to === 'ACCEPT') fail('is an agent’s order made accepted');
  if (spec.agent && spec.source === '1') fail('is an agent’s grab');

  const steps: OrderStep[] = [];
  // The agent is the order's carrier until it appoints one.
  const order = { status: (origin ? null : 'WAITACCEPT') as OrderStatus | null, carrier: spec.agent ?? spec.carrier };
  const record = (step: Omit<OrderStep, 'actor'>) => {
    const parties = { shipper, carrier: order.carrier, agent: spec.agent ?? null, operator: A.operator.mobile, driver: null, system: null };
    steps.push({ ...step, actor: parties[step.by] });
    order.status = step.to;
  };
  const move = (action: OrderAction, at: number, remark?: string) => {
    const m = orderMove(order.status ?? '', action, spec.source) ?? fail(`cannot ${action} from ${order.status}`);
    // An agent's order, once accepted, waits for the agent to appoint a carrier (acceptOrder).
    record({ from: m.from, action, by: m.by, to: action === 'accept' && spec.agent ? 'WAITALLOT' : m.to, remark: remark ?? m.label, at });
  };

  const bills = spec.waybills ?? [];
  const goal: OrderStatus = bills.length ? 'WAITSCHEDULE' : spec.status;
  const deal = (at: number) => {
    if (order.status === null) {
      const made: OrderOrigin = ORDER_ORIGINS[origin!];
      record({ from: null, action: origin!, by: made.by, to: made.to, remark: made.remark(spec.vehicles), at });
    } else if (order.status === 'WAITACCEPT' && (goal === 'CANCEL' || (goal === 'REFUSE' && spec.source !== '1'))) {
      move(goal === 'CANCEL' ? 'cancel' : 'refuse', at, spec.reason ?? fail(`needs a reason to be ${goal}`));
    } else if (order.status === 'WAITACCEPT' && spec.source === '1') {
      // A grab is decided by the shipper (decideGrab), not accepted by the carrier.
      const decision = nextState(GRAB_ORDER_TRANSITIONS, order.status, goal === 'REFUSE' ? 'reject' : 'confirm')!;
      const remark = decision.action === 'reject' ? (spec.reason ?? decision.label) : decision.label;
      record({ from: decision.from, action: decision.action, by: 'shipper', to: decision.to, remark, at });
    } else if (order.status === 'WAITACCEPT') move('accept', at);
    else if (order.status === 'WAITALLOT') {
      move('appoint', at, appointRemark(companyName(spec.carrier)));
      order.carrier = spec.carrier;
    } else if (order.status === 'APPOINT') move('confirmAppoint', at);
    else if (order.status === 'ACCEPT' || order.status === 'APPOINTED') move('schedule', at);
    else fail(`cannot get from ${order.status} to ${goal}`);
  };
  let t = clock.created;
  while (order.status !== goal) {
    deal(t);
    t += (0.4 + clock.random() * 0.8) * HOUR;
  }

  // Waybills are dispatched from the end of the dealings on.
  const transitH = Math.min(30, cargo.km / 55);
  const timed = bills.map((w, i) => {
    const created = t + (w.delayH ?? 0) * HOUR + i * 12 * MINUTE;
    const start = created + (0.8 + clock.random() * 0.5) * HOUR;
    const load = start + (1.5 + clock.random()) * HOUR;
    const unload = load + transitH * HOUR + clock.random() * HOUR;
    const end = unload + (0.5 + clock.random()) * HOUR;
    return { created, start, load, unload, end };
  });
  const orderRemarks: string[] = [];
  const waybills = bills.map((w, i): PlannedWaybill => {
    const times = timed[i];
    const vehicle = fleet.vehicle(w.vehicle);
    const driver = fleet.driver(w.driver);
    const plannedKg = Math.min(cargo.perVehicleKg, vehicle.loadKg);
    const moves = waybillSteps(w.status);
    const weighed = weighings(plannedKg, new Set(moves.map((s) => s.to)), clock.random);
    const { loadKg } = weighed;
    const unloadKg = w.noUnloadWeight ? null : weighed.unloadKg;
    const waybillNo = clock.waybillNo(times.created);
    // The consignee signs or refuses at the end of the trip; a voided waybill never set off.
    const at: Record<WaybillStatus, number> = {
      CREATED: times.created,
      START: times.start,
      LOAD: times.load,
      UNLOAD: times.unload,
      SIGN: times.end,
      REFUSE: times.end,
      INVALID: times.created + 40 * MINUTE,
    };
    const actor = { driver: driver.mobile, shipper, carrier: spec.carrier } as Record<OrderActor, string>;
    const remarks = dispatchRemarks(waybillNo, vehicle.plateNo, driver.name, plannedKg);
    orderRemarks.push(remarks.order);
    const dispatched: WaybillRow = {
      from: null,
      action: 'dispatch',
      by: 'carrier',
      actor: spec.carrier,
      to: 'CREATED',
      remark: remarks.waybill,
      weightKg: plannedKg,
      at: at.CREATED,
    };
    const steps = moves.map((s): WaybillRow => ({
      from: s.from,
      action: s.action,
      by: s.by,
      actor: actor[s.by],
      to: s.to,
      remark: waybillRemark(s.remark, s.needs === 'reason' ? (w.reason ?? fail(`waybill ${i} needs a reason to ${s.action}`)) : undefined),
      weightKg: s.to === 'LOAD' ? loadKg : s.to === 'UNLOAD' ? unloadKg : null,
      at: at[s.to],
    }));
    return { waybillNo, plannedKg, loadKg, unloadKg, times, steps: [dispatched, ...steps] };
  });

  const billStatus = new Map<number, WaybillStatus>();
  const happenings = waybills.flatMap((b, i) => b.steps.map((s, k) => ({ i, k, s }))).sort((x, y) => x.s.at - y.s.at || x.i - y.i || x.k - y.k);
  for (const { i, s } of happenings) {
    billStatus.set(i, s.to);
    if (s.action === 'dispatch') move('dispatch', s.at, orderRemarks[i]);
    else for (let a = carriedMove(order.status!, [...billStatus.values()]); a; a = carriedMove(order.status!, [...billStatus.values()])) move(a, s.at);
  }
  if (spec.status === 'COMPLETE') move('confirmReceipt', steps.at(-1)!.at + 20 * HOUR);
  if (steps.length === 0) fail('has no history');
  if (order.status !== spec.status) fail(`ends in ${order.status}, not ${spec.status}`);
  return { steps, waybills };
}

/** The rows of a demo order's history (planOrder). */
export const orderSteps = (spec: OrderSpec, fleet: DemoFleet, clock: TradeClock) => planOrder(spec, fleet, clock).steps;

function companyName(mobile: string): string {
  const company = demoUserOf(mobile).company;
  if (!company) throw new Error(`seed: ${mobile} acts for no company`);
  return COMPANIES[company].name;
}
