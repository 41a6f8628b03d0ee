// Every history row of the whole demo (the demo step and every area on top of it), read back from
// the seeded database and held to what the platform writes: an order's first row is a way the
// market or a release makes an order, every later row a move of the contract from the status the
// row before it reached, by the party the contract names, with the remark the module making that
// move writes; the same for each waybill and each cargo. Screens show these rows verbatim, so a
// row the platform never writes shows users wording the real flow never produces. And no truck or
// driver is on two waybills at once, which the platform's dispatch refuses.
// demo/orders.test.ts holds the demo step's plan to the same contract before anything is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ENTRUST_TRANSITIONS, OWNER_CARGO_TRANSITIONS } from '../contract/market/cargo';
import { GRAB_ORDER_TRANSITIONS, nextState } from '../contract/market/marketplace';
import { LIVE_WAYBILL, orderMove, waybillMove, type OrderActor, type WaybillStatus } from '../contract/orders/schemas';
import { cargoHistory, cargoSources, companies, drivers, orderHistory, orders, userRoles, users, vehicles, waybillHistory, waybills } from '../db/schema';
import { ORDER_ORIGINS, orderNoFor } from '../modules/market/orders';
import { NEW_CARGO_REMARK, SOLD_OUT_REMARK, sourceNoFor } from '../modules/market/publish';
import { appointRemark } from '../modules/orders/agent';
import { dispatchRemarks } from '../modules/orders/dispatch';
import { assignRemark, preferredAcceptRemark, RELEASE_REMARK, releaseRemark } from '../modules/orders/kinds';
import { waybillRemark } from '../modules/orders/transitions';
import { openTestDatabase, type TestDatabase } from '../testing/test-db';
import { startsWithOrigin } from './demo/orders';

/**
 * Rows the demo keeps although the platform would not write them, each for a demo situation the
 * platform's flow cannot reach, with how many there are.
 *  - agentCarriesItsOrder: the online-payment demo (areas/money-online.ts) bills 恒通, an agent
 *    company, as the carrier of four orders it took itself (two for the e2e's first attempts, two for
 *    its retries). The platform makes an agent's order
 *    wait for the agent to appoint another carrier once accepted (WAITALLOT), so the carrier's
 *    acceptance of these two moves them to ACCEPT instead; making them agent orders that went
 *    through an appointment would make the appointed carrier the payee, not 恒通. The 代开 demo
 *    (areas/invoices-agency.ts) does the same for four orders placed with 赵春生, an individual agent
 *    who drives his own truck, so that he is the bill's individual payee (two for applications, two
 *    for the records per period).
 */
const EXCEPTIONS = { agentCarriesItsOrder: 8 };
type Exception = keyof typeof EXCEPTIONS;

let database: TestDatabase;

beforeAll(async () => {
  // The run's seeded demo (seedDatabase, once per run), copied for this file.
  database = await openTestDatabase({ seeded: true });
});

afterAll(async () => {
  await database?.cleanup();
});

/** The rows of one table, grouped by the thing they are the history of, in the order they were written. */
function byOwner<T extends { id: number; createdAt: Date }>(rows: T[], owner: (r: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)) {
    const list = out.get(owner(r)) ?? [];
    list.push(r);
    out.set(owner(r), list);
  }
  return out;
}

/** A free-text reason the user typed: any non-empty text. */
const typed = (remark: string | null) => Boolean(remark?.trim());

describe('the seeded demo', () => {
  it('has only history rows the platform writes, by the party it names, status after status', async () => {
    const { db } = database;
    const [orderRows, billRows, cargoRows, companyRows, userRows, roleRows, oh, wh, ch] = await Promise.all([
      db.select().from(orders),
      db
        .select({ w: waybills, plateNo: vehicles.plateNo, driverName: drivers.name, driverUserId: drivers.userId })
        .from(waybills)
        .innerJoin(vehicles, eq(vehicles.id, waybills.vehicleId))
        .innerJoin(drivers, eq(drivers.id, waybills.driverId)),
      db.select().from(cargoSources),
      db.select().from(companies),
      db.select({ id: users.id, companyId: users.companyId }).from(users),
      db.select().from(userRoles),
      db.select().from(orderHistory),
      db.select().from(waybillHistory),
      db.select().from(cargoHistory),
    ]);
    const violations: string[] = [];
    const excepted: Record<Exception, number> = { agentCarriesItsOrder: 0 };
    const companyOf = new Map(userRows.map((u) => [u.id, u.companyId]));
    const companyName = new Map(companyRows.map((c) => [c.id, c.name]));
    const platformName = companyRows.find((c) => c.kind === 'platform')?.name ?? '';
    const operators = new Set(roleRows.filter((r) => r.role === 'operator').map((r) => r.userId));
    const orderById = new Map(orderRows.map((o) => [o.id, o]));
    /** Whether the user acts for the side made of this user and company. */
    const actsFor = (userId: number | null, side: { userId: number | null; companyId: number | null }) =>
      userId !== null && (userId === side.userId || (side.companyId !== null && companyOf.get(userId) === side.companyId));

    // ---- orders
    const orderHistories = byOwner(oh, (h) => h.orderId);
    const billsOf = new Map<number, typeof billRows>();
    for (const b of billRows) billsOf.set(b.w.orderId, [...(billsOf.get(b.w.orderId) ?? []), b]);
    for (const o of orderRows) {
      const rows = orderHistories.get(o.id) ?? [];
      if (rows.length === 0) violations.push(`order_history ${o.orderNo}: the order has no history`);
      const shipper = { userId: o.shipperUserId, companyId: o.shipperCompanyId };
      const agent = { userId: o.agentUserId, companyId: o.agentCompanyId };
      const carrier = { userId: o.carrierUserId, companyId: o.carrierCompanyId };
      // The agent holds the carrier side of its order until it appoints a carrier.
      let appointed = o.agentUserId === null;
      const dispatches = new Map(
        (billsOf.get(o.id) ?? []).map((b) => [dispatchRemarks(b.w.waybillNo, b.plateNo, b.driverName, b.w.plannedWeightKg).order, b.w.waybillNo]),
      );
      // An order of a source no module makes starts at the carrier's answer (demo/orders.ts).
      let status: string | null = startsWithOrigin(o.source) ? null : 'WAITACCEPT';
      rows.forEach((h, i) => {
        const fail = (problem: string) =>
          violations.push(`order_history ${o.orderNo} #${i} ${h.fromStatus ?? '∅'} -${h.action}-> ${h.toStatus} «${h.remark}»: ${problem}`);
        if (h.fromStatus !== status) fail(`follows ${status ?? 'nothing'}`);
        status = h.toStatus;
        const by = (party: OrderActor | 'operator') => {
          const ok =
            party === 'system'
              ? h.actorUserId === null
              : party === 'operator'
                ? operators.has(h.actorUserId ?? -1)
                : party === 'shipper'
                  ? actsFor(h.actorUserId, shipper)
                  : party === 'agent'
                    ? actsFor(h.actorUserId, agent)
                    : actsFor(h.actorUserId, appointed ? carrier : agent);
          if (!ok) fail(`written by user ${h.actorUserId}, not by the ${party}`);
        };
        const to = (expected: string) => {
          if (h.toStatus !== expected) fail(`goes to ${expected} on the platform`);
        };
        const remark = (expected: string | boolean) => {
          if (typeof expected === 'string' ? h.remark !== expected : !expected)
            fail(typeof expected === 'string' ? `the platform writes «${expected}»` : 'remark');
        };
        // An agent taker's order waits for the agent where another's would be accepted (insertOrder, acceptOrder, decideGrab).
        const accepted = o.agentUserId !== null ? 'WAITALLOT' : 'ACCEPT';
        if (h.fromStatus === null) {
          if (i > 0) return fail('starts an order again');
          if (h.action === 'release') {
            if (o.source !== '7') fail(`a release makes orders of source 7, not ${o.source}`);
            by('shipper');
            to('WAITACCEPT');
            const kind = o.releaseKind === 'normal' ? 'direct' : (o.releaseKind as 'preferred' | 'control');
            const named = kind === 'control' ? o.actualCarrierCompanyId : o.carrierCompanyId;
            const assigned = rows.some((r) => r.action === 'assign');
            return remark(releaseRemark(kind, { platform: platformName, carrier: assigned || named === null ? undefined : companyName.get(named) }));
          }
          const origin = ORDER_ORIGINS[h.action as keyof typeof ORDER_ORIGINS];
          if (!origin) return fail('is no way the platform makes an order');
          if (!(origin.sources as readonly string[]).includes(o.source)) fail(`makes no order of source ${o.source}`);
          by(origin.by);
          // A grab of a cargo that confirms itself is accepted at once (grabs.ts).
          if (h.action === 'grab') {
            if (h.toStatus !== 'WAITACCEPT') to(accepted);
            return remark(ORDER_ORIGINS.grab.remark(o.vehicleCount, h.toStatus !== 'WAITACCEPT'));
          }
          to(origin.to === 'ACCEPT' ? accepted : origin.to);
          return remark(origin.remark(o.vehicleCount));
        }
        if (o.source === '1' && h.fromStatus === 'WAITACCEPT' && (h.action === 'confirm' || h.action === 'reject')) {
          const decision = nextState(GRAB_ORDER_TRANSITIONS, h.fromStatus, h.action)!;
          by('shipper');
          to(decision.to === 'ACCEPT' ? accepted : decision.to);
          return remark(h.action === 'reject' ? typed(h.remark) : decision.label);
        }
        if (h.action === 'assign') {
          if (o.releaseKind !== 'control' || h.fromStatus !== 'WAITACCEPT') fail('assigns an actual carrier outside a control order waiting for one');
          by('operator');
          to('WAITACCEPT');
          return remark(assignRemark(companyName.get(o.actualCarrierCompanyId ?? -1) ?? ''));
        }
        const move = orderMove(h.fromStatus, h.action as Parameters<typeof orderMove>[1], o.source);
        if (!move) return fail(`is no move of the contract from ${h.fromStatus} of a source ${o.source} order`);
        by(move.by);
        if (move.action === 'accept' && o.agentUserId !== null && o.agentUserId === o.carrierUserId && h.toStatus === 'ACCEPT')
          excepted.agentCarriesItsOrder += 1;
        else to(move.action === 'accept' ? (o.agentUserId !== null ? 'WAITALLOT' : move.to) : move.to);
        if (move.action === 'accept' && o.releaseKind === 'preferred') return remark(preferredAcceptRemark(companyName.get(o.carrierCompanyId ?? -1) ?? ''));
        if (move.action === 'refuse') return remark(typed(h.remark));
        if (move.action === 'cancel') return remark(typed(h.remark));
        if (move.action === 'declineAppoint') {
          appointed = false;
          return remark(Boolean(h.remark?.startsWith(`${move.label}：`)) && typed(h.remark!.slice(move.label.length + 1)));
        }
        if (move.action === 'appoint') {
          appointed = true;
          return remark(companyRows.some((c) => h.remark === appointRemark(c.name)));
        }
        if (move.action === 'dispatch') {
          const waybillNo = dispatches.get(h.remark ?? '');
          if (waybillNo === undefined) return fail('is the dispatch of no waybill of the order');
          dispatches.delete(h.remark!);
          return;
        }
        return remark(move.label);
      });
      if (rows.length > 0 && status !== o.status) violations.push(`order_history ${o.orderNo}: ends in ${status}, the order is ${o.status}`);
      for (const waybillNo of dispatches.values()) violations.push(`order_history ${o.orderNo}: no dispatch row for its waybill ${waybillNo}`);
    }

    // ---- waybills
    const waybillHistories = byOwner(wh, (h) => h.waybillId);
    for (const { w, plateNo, driverName, driverUserId } of billRows) {
      const rows = waybillHistories.get(w.id) ?? [];
      const o = orderById.get(w.orderId)!;
      const parties: Record<OrderActor, { userId: number | null; companyId: number | null }> = {
        shipper: { userId: o.shipperUserId, companyId: o.shipperCompanyId },
        carrier: { userId: o.carrierUserId, companyId: o.carrierCompanyId },
        driver: { userId: driverUserId, companyId: null },
        agent: { userId: o.agentUserId, companyId: o.agentCompanyId },
        system: { userId: null, companyId: null },
      };
      if (rows.length === 0) violations.push(`waybill_history ${w.waybillNo}: the waybill has no history`);
      let status: string | null = null;
      rows.forEach((h, i) => {
        const fail = (problem: string) =>
          violations.push(`waybill_history ${w.waybillNo} #${i} ${h.fromStatus ?? '∅'} -${h.action}-> ${h.toStatus} «${h.remark}»: ${problem}`);
        const by = (...sides: OrderActor[]) => {
          if (!sides.some((s) => actsFor(h.actorUserId, parties[s]))) fail(`written by user ${h.actorUserId}, not by the ${sides.join(' or ')}`);
        };
        const remark = (expected: string | boolean) => {
          if (typeof expected === 'string' ? h.remark !== expected : !expected)
            fail(typeof expected === 'string' ? `the platform writes «${expected}»` : 'remark');
        };
        if (i === 0) {
          if (h.action === 'dispatch' && h.fromStatus === null && h.toStatus === 'CREATED') {
            by('carrier');
            if (h.weightKg !== w.plannedWeightKg) fail(`weighs ${h.weightKg}, the dispatch ${w.plannedWeightKg}`);
            status = h.toStatus;
            return remark(dispatchRemarks(w.waybillNo, plateNo, driverName, w.plannedWeightKg).waybill);
          }
          return fail('is no dispatch');
        }
        // A cancelled order voids its waybills that have not loaded (cancelOrder).
        if (h.action === 'invalid' && h.fromStatus === null) {
          if (!['CREATED', 'START'].includes(status ?? '') || o.status !== 'CANCEL') fail(`voids a ${status} waybill of a ${o.status} order`);
          by('shipper');
          status = h.toStatus;
          return remark(Boolean(h.remark?.startsWith('订单取消：')) && typed(h.remark!.slice(5)));
        }
        if (h.fromStatus !== status) fail(`follows ${status}`);
        status = h.toStatus;
        if (h.action === 'audit' || h.action === 'additional') {
          if (h.toStatus !== h.fromStatus) fail('changes the status');
          by('shipper');
          return remark(
            h.action === 'audit' ? h.remark === '审核通过' || Boolean(h.remark?.startsWith('审核有异议：')) : Boolean(h.remark?.startsWith('补录')),
          );
        }
        const move = waybillMove(h.fromStatus ?? '', h.action as Parameters<typeof waybillMove>[1]);
        if (!move) return fail('is no move of the contract');
        if (h.toStatus !== move.to) fail(`goes to ${move.to} on the platform`);
        by(...move.by);
        if (move.needs === 'weightAndSlip' && h.weightKg === null && !(move.to === 'UNLOAD' && w.unloadWeightKg === null)) fail('carries no weight');
        if (move.needs === 'reason') return remark(Boolean(h.remark?.startsWith(`${move.label}：`)) && typed(h.remark!.slice(move.label.length + 1)));
        return remark(waybillRemark(move.label));
      });
      if (rows.length > 0 && status !== w.status) violations.push(`waybill_history ${w.waybillNo}: ends in ${status}, the waybill is ${w.status}`);
    }

    // ---- cargo
    const cargoHistories = byOwner(ch, (h) => h.cargoId);
    const releaseRemarks: string[] = Object.values(RELEASE_REMARK);
    for (const c of cargoRows) {
      const rows = cargoHistories.get(c.id) ?? [];
      if (rows.length === 0) violations.push(`cargo_history ${c.sourceNo}: the cargo has no history`);
      const owner = { userId: c.shipperUserId, companyId: c.shipperCompanyId };
      let status: string | null = null;
      rows.forEach((h, i) => {
        const fail = (problem: string) =>
          violations.push(`cargo_history ${c.sourceNo} #${i} ${h.fromStatus ?? '∅'} -${h.action}-> ${h.toStatus} «${h.remark}»: ${problem}`);
        const remark = (expected: string | null | boolean) => {
          if (typeof expected === 'boolean' ? !expected : h.remark !== expected)
            fail(typeof expected === 'boolean' ? 'remark' : `the platform writes «${expected}»`);
        };
        // Grabs, awards and designations take a cargo's vehicles (done) and refusals give them back
        // (published) without a row of the cargo's own: its next row may leave either.
        const follows =
          h.fromStatus === status || (status !== null && ['published', 'done'].includes(status) && ['published', 'done'].includes(h.fromStatus ?? ''));
        if (!follows) fail(`follows ${status ?? 'nothing'}`);
        status = h.toStatus;
        if (h.action === 'match') {
          if (!operators.has(h.actorUserId ?? -1)) fail(`written by user ${h.actorUserId}, not by an operator`);
        } else if (!actsFor(h.actorUserId, owner)) fail(`written by user ${h.actorUserId}, not by the owner`);
        if (h.fromStatus === null) {
          if (i > 0) return fail('makes the cargo again');
          if (h.action === 'create') return h.toStatus === 'draft' ? remark(NEW_CARGO_REMARK.create) : fail('creates no draft');
          if (h.action !== 'publish') return fail('is no way the platform makes a cargo');
          // A cargo taken whole by a release (insertTakenCargo) is done from its first row.
          if (h.toStatus === 'done') return remark(releaseRemarks.includes(h.remark ?? ''));
          return h.toStatus === 'published' ? remark(NEW_CARGO_REMARK.publish) : fail('publishes to no published status');
        }
        if (h.action === 'sellOut') return h.fromStatus === 'published' && h.toStatus === 'done' ? remark(SOLD_OUT_REMARK) : fail('sells out from elsewhere');
        if (h.action === 'entrust' || h.action === 'cancelEntrust') {
          if (h.toStatus !== h.fromStatus) fail('changes the status');
          return remark(h.action === 'entrust' ? typed(h.remark) : ENTRUST_TRANSITIONS.find((t) => t.action === 'cancel')!.label);
        }
        if (h.action === 'match')
          return h.toStatus === 'done' ? remark(ENTRUST_TRANSITIONS.find((t) => t.action === 'match')!.label) : fail('matches to no done');
        const step = nextState(OWNER_CARGO_TRANSITIONS, h.fromStatus, h.action as (typeof OWNER_CARGO_TRANSITIONS)[number]['action']);
        if (!step) return fail('is no move of the contract');
        if (h.toStatus !== step.to) fail(`goes to ${step.to} on the platform`);
        // The form's save (edit, publish of a saved cargo) writes no remark; close and republish their label.
        return remark(step.action === 'edit' || step.action === 'publish' ? null : step.label);
      });
      const taken = ['published', 'done'];
      if (rows.length > 0 && status !== c.status && !(taken.includes(status ?? '') && taken.includes(c.status)))
        violations.push(`cargo_history ${c.sourceNo}: ends in ${status}, the cargo is ${c.status}`);
    }

    expect(violations).toEqual([]);
    expect(excepted).toEqual(EXCEPTIONS);
  });

  it('puts no truck and no driver on two waybills at once', async () => {
    const { db } = database;
    // A waybill holds its truck and driver from its dispatch until it leaves LIVE_WAYBILL
    // (signed, refused or voided); the platform refuses a dispatch of either while it does.
    const bills = await db
      .select({ id: waybills.id, waybillNo: waybills.waybillNo, vehicleId: waybills.vehicleId, driverId: waybills.driverId })
      .from(waybills);
    const rows = byOwner(await db.select().from(waybillHistory), (h) => h.waybillId);
    const held = bills.map((w) => {
      const moves = rows.get(w.id) ?? [];
      const released = moves.find((h) => !LIVE_WAYBILL.includes(h.toStatus as WaybillStatus));
      return { ...w, from: moves[0]?.createdAt.getTime() ?? 0, to: released?.createdAt.getTime() ?? Infinity };
    });
    const clashes: string[] = [];
    for (const [i, a] of held.entries())
      for (const b of held.slice(i + 1)) {
        if (a.from >= b.to || b.from >= a.to) continue;
        if (a.vehicleId !== null && a.vehicleId === b.vehicleId) clashes.push(`vehicle ${a.vehicleId}: ${a.waybillNo} and ${b.waybillNo}`);
        if (a.driverId !== null && a.driverId === b.driverId) clashes.push(`driver ${a.driverId}: ${a.waybillNo} and ${b.waybillNo}`);
      }
    expect(held.length).toBeGreaterThan(20);
    expect(clashes).toEqual([]);
  });

  it('dates every order at or after its cargo was published, and numbers both by their day', async () => {
    const { db } = database;
    const rows = await db
      .select({
        orderNo: orders.orderNo,
        orderAt: orders.createdAt,
        cargoId: cargoSources.id,
        sourceNo: cargoSources.sourceNo,
        publishedAt: cargoSources.publishedAt,
      })
      .from(orders)
      .innerJoin(cargoSources, eq(cargoSources.id, orders.cargoId));
    const firstRow = new Map([...byOwner(await db.select().from(cargoHistory), (h) => h.cargoId)].map(([id, list]) => [id, list[0].createdAt]));
    /** The China date in a DD… or HY… number. */
    const day = (no: string) => no.slice(2, 10);
    const problems = rows.flatMap((r) => {
      const published = r.publishedAt ?? firstRow.get(r.cargoId);
      const found: string[] = [];
      if (published && published > r.orderAt)
        found.push(`${r.orderNo} made ${r.orderAt.toISOString()}, its cargo ${r.sourceNo} published ${published.toISOString()}`);
      if (day(r.orderNo) !== day(orderNoFor(0, r.orderAt))) found.push(`${r.orderNo} made ${r.orderAt.toISOString()}`);
      if (published && day(r.sourceNo) !== day(sourceNoFor(0, published))) found.push(`${r.sourceNo} published ${published.toISOString()}`);
      return found;
    });
    expect(rows.length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});
