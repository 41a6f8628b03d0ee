import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CARGO_MESSAGES } from '../../contract/market/cargo';
import { ORDER_MESSAGES } from '../../contract/orders/schemas';
import { KIND_MESSAGES } from '../../contract/orders/kinds';
import { CONTRACT_MESSAGES } from '../../contract/contracts/messages';
import { cargoSources, companies, contracts, drivers, orderEvaluations, orderHistory, orders, vehicles } from '../../db/schema';
import { call, t, userOf, withSignedInPlatform } from '../auth/testing';
import { testCargo } from '../../testing/cargo-input';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/accounts';
import { PERMISSION_REFUSED } from '../../http/permissions';
import { insertTestOrder } from './testing';

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile; // steel enterprise shipper
const OTHER_SHIPPER = DEMO_ACCOUNTS.individualShipper.mobile; // individual shipper, not a party
const CARRIER = DEMO_ACCOUNTS.carrier.mobile; // 顺达 carrier company: a preferred carrier by its ratings
const AGENT = DEMO_ACCOUNTS.agent.mobile; // agent company: made a preferred carrier below, for the race
const STRANGER = DEMO_ACCOUNTS.individualAgent.mobile; // individual agent, no preferred rating, party to nothing here
const DRIVER = DEMO_ACCOUNTS.driver.mobile;
const OPERATOR = DEMO_ACCOUNTS.operator.mobile; // operations, of the platform's operating company

let seq = 0;
withSignedInPlatform([SHIPPER, OTHER_SHIPPER, CARRIER, AGENT, STRANGER, DRIVER, OPERATOR]);

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

function cargo(over: Record<string, unknown> = {}) {
  seq += 1;
  return testCargo(`类型测试钢卷${seq}`, { provinceCode: '12', cityCode: '1201', districtCode: '120116', address: '天津港东疆港区3号' }, over);
}

const release = (mobile: string, kind: string, carrierCompanyId?: number, over: Record<string, unknown> = {}) =>
  call(mobile, '/order/release', { kind, ...(carrierCompanyId === undefined ? {} : { carrierCompanyId }), cargo: cargo(over) });

/** Makes the agent company a preferred carrier: three 5-star evaluations on orders of its own. */
async function makePreferred(mobile: string) {
  const carrier = await userOf(mobile);
  const shipper = await userOf(SHIPPER);
  const [c] = await t.db.select().from(cargoSources).where(eq(cargoSources.shipperUserId, shipper.id)).limit(1);
  for (let i = 0; i < 3; i += 1) {
    const o = await insertTestOrder(shipper, carrier, {
      cargoId: c.id,
      source: '7',
      status: 'COMPLETE',
      vehicleCount: 1,
      weightKg: 32_000,
      unitPriceFen: 20_000,
    });
    await t.db
      .insert(orderEvaluations)
      .values({ orderId: o.id, shipperUserId: shipper.id, carrierCompanyId: carrier.companyId, carrierUserId: carrier.id, score: 5, comment: '准时' });
  }
}

describe('direct release (/order/release kind direct)', () => {
  it('validates the kind, the carrier and the cargo, and only shippers release', async () => {
    const carrier = await userOf(CARRIER);
    expect((await call(SHIPPER, '/order/release', { kind: 'direct', cargo: cargo() })).body).toMatchObject({
      code: 400,
      message: KIND_MESSAGES.carrierRequired,
    });
    expect((await call(SHIPPER, '/order/release', { kind: 'bogus', carrierCompanyId: carrier.companyId, cargo: cargo() })).body.code).toBe(400);
    expect((await release(SHIPPER, 'direct', carrier.companyId!, { goodsName: '' })).body).toMatchObject({
      code: 400,
      message: CARGO_MESSAGES.goodsNameRequired,
    });
    expect((await release(SHIPPER, 'direct', 999_999)).body).toMatchObject({
      code: 400,
      message: KIND_MESSAGES.carrierUnknown,
      data: { field: 'carrierCompanyId' },
    });
    const shipper = await userOf(SHIPPER);
    expect((await release(SHIPPER, 'direct', shipper.companyId!)).body).toMatchObject({ code: 400, message: KIND_MESSAGES.selfCarrier });
    expect((await release(CARRIER, 'direct', carrier.companyId!)).body).toMatchObject({ code: 400, message: CARGO_MESSAGES.shippersOnly });
    const before = await t.db.select({ id: orders.id }).from(orders);
    expect((await release(SHIPPER, 'direct', carrier.companyId!, { vehicleCount: 'x' })).body.code).toBe(400);
    expect((await t.db.select({ id: orders.id }).from(orders)).length).toBe(before.length);
  });

  it('gives the named carrier a WAITACCEPT enterprise order it accepts; strangers cannot see it', async () => {
    const carrier = await userOf(CARRIER);
    const res = await release(SHIPPER, 'direct', carrier.companyId!);
    expect(res.body).toMatchObject({ code: 200, data: { message: KIND_MESSAGES.released } });
    const order = await orderRow(res.body.data.orderId);
    expect(order).toMatchObject({
      source: '7',
      status: 'WAITACCEPT',
      releaseKind: 'normal',
      carrierCompanyId: carrier.companyId,
      weightKg: 64_000,
      totalFen: 1_280_000,
      actualCarrierCompanyId: null,
    });
    const [c] = await t.db.select().from(cargoSources).where(eq(cargoSources.id, order.cargoId));
    expect(c).toMatchObject({ status: 'done', vehiclesRemaining: 0, publishScope: 'designated' });
    expect((await call(STRANGER, `/order/getById/${order.id}`)).body.code).toBe(404);
    expect((await call(OTHER_SHIPPER, `/order/getById/${order.id}`)).body.code).toBe(404);
    expect((await call(CARRIER, '/order/accept', { orderId: order.id })).body).toMatchObject({ code: 200, data: { status: 'ACCEPT' } });
  });

  it('finds certified carrier companies by name, not the caller itself', async () => {
    const shipperCompany = (await userOf(SHIPPER)).companyId;
    const res = await call(SHIPPER, '/order/release/carriers', { keyword: '顺达' });
    expect(res.body.code).toBe(200);
    expect(res.body.data.map((c: { name: string }) => c.name)).toContain('天津顺达物流有限公司');
    const shunda = res.body.data.find((c: { name: string }) => c.name === '天津顺达物流有限公司');
    expect(shunda.rating).toBeGreaterThanOrEqual(4);
    expect(res.body.data.some((c: { id: number }) => c.id === shipperCompany)).toBe(false);
    expect((await call(SHIPPER, '/order/release/carriers', { keyword: 'x'.repeat(31) })).body.code).toBe(400);
  });
});

describe('preferred orders (优选)', () => {
  it('go to the pool: only preferred carriers see and accept them; the platform holds no carrier part', async () => {
    const res = await release(SHIPPER, 'preferred');
    expect(res.body).toMatchObject({ code: 200, data: { message: KIND_MESSAGES.releasedPreferred } });
    const id = res.body.data.orderId as number;
    const order = await orderRow(id);
    const [platform] = await t.db.select().from(companies).where(eq(companies.kind, 'platform'));
    expect(order).toMatchObject({ releaseKind: 'preferred', status: 'WAITACCEPT', carrierCompanyId: platform.id });

    const pool = await call(CARRIER, '/order/preferred/pagination', {});
    expect(pool.body.data.eligible).toBe(true);
    expect(pool.body.data.records.map((r: { id: number }) => r.id)).toContain(id);
    const notPreferred = await call(STRANGER, '/order/preferred/pagination', {});
    expect(notPreferred.body.data).toMatchObject({ eligible: false, records: [] });
    expect((await call(STRANGER, `/order/preferred/getById/${id}`)).body.code).toBe(404);
    expect((await call(STRANGER, '/order/preferred/accept', { orderId: id })).body).toMatchObject({ code: 400, message: KIND_MESSAGES.notPreferredCarrier });
    expect((await call(SHIPPER, '/order/preferred/accept', { orderId: id })).body).toMatchObject({ code: 400, message: KIND_MESSAGES.notPreferredCarrier });
    // The operator's company holds the place but is no carrier of it.
    expect((await call(OPERATOR, '/order/accept', { orderId: id })).body).toMatchObject({ code: 404, message: ORDER_MESSAGES.orderNotFound });
    expect((await orderRow(id)).status).toBe('WAITACCEPT');
    const view = await call(CARRIER, `/order/preferred/getById/${id}`);
    expect(view.body.data).toMatchObject({ canAccept: true, detail: null, row: { id, mine: false } });
    const shipperView = await call(SHIPPER, `/order/preferred/getById/${id}`);
    expect(shipperView.body.data.detail.order.carrierName).toBe('优选承运商（待接单）');

    const won = await call(CARRIER, '/order/preferred/accept', { orderId: id });
    expect(won.body).toMatchObject({ code: 200, message: KIND_MESSAGES.preferredWon, data: { status: 'ACCEPT' } });
    const carrier = await userOf(CARRIER);
    expect(await orderRow(id)).toMatchObject({ status: 'ACCEPT', carrierCompanyId: carrier.companyId, carrierUserId: carrier.id });
    const mine = await call(CARRIER, `/order/preferred/getById/${id}`);
    expect(mine.body.data).toMatchObject({ canAccept: false, row: { mine: true } });
    expect(mine.body.data.detail.actors).toContain('carrier');
    expect((await call(CARRIER, '/order/preferred/accept', { orderId: id })).body).toMatchObject({ code: 400, message: KIND_MESSAGES.alreadyTaken });
    const history = await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, id));
    expect(history.map((h) => h.action)).toEqual(['release', 'accept']);
  });

  it('two preferred carriers accepting at once: one wins, the other is told it is taken', async () => {
    await makePreferred(AGENT);
    expect((await call(AGENT, '/order/preferred/pagination', {})).body.data.eligible).toBe(true);
    const id = (await release(SHIPPER, 'preferred')).body.data.orderId as number;
    const results = await Promise.all([call(CARRIER, '/order/preferred/accept', { orderId: id }), call(AGENT, '/order/preferred/accept', { orderId: id })]);
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual([200, 400]);
    expect(results.find((r) => r.body.code === 400)!.body.message).toBe(KIND_MESSAGES.alreadyTaken);
    const winner = results[0].body.code === 200 ? CARRIER : AGENT;
    expect((await orderRow(id)).carrierCompanyId).toBe((await userOf(winner)).companyId);
    const accepts = (await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, id))).filter((h) => h.action === 'accept');
    expect(accepts).toHaveLength(1);
  });

  it('a cancelled preferred order leaves the pool', async () => {
    const id = (await release(SHIPPER, 'preferred')).body.data.orderId as number;
    expect((await call(SHIPPER, '/order/cancel', { orderId: id, reason: '计划变更' })).body.code).toBe(200);
    expect((await call(CARRIER, '/order/preferred/accept', { orderId: id })).body).toMatchObject({ code: 400, message: KIND_MESSAGES.preferredClosed });
  });
});

describe('control orders (管控)', () => {
  it('without an actual carrier wait for operations to assign one; only operators assign, once', async () => {
    const res = await call(SHIPPER, '/order/release', { kind: 'control', cargo: cargo() });
    expect(res.body).toMatchObject({ code: 200, data: { message: KIND_MESSAGES.releasedControlPending } });
    const id = res.body.data.orderId as number;
    const [platform] = await t.db.select().from(companies).where(eq(companies.kind, 'platform'));
    expect(await orderRow(id)).toMatchObject({ releaseKind: 'control', actualCarrierCompanyId: null, carrierCompanyId: platform.id, status: 'WAITACCEPT' });
    // The platform holds the place but is no carrier of it; nobody accepts it yet.
    expect((await call(OPERATOR, '/order/accept', { orderId: id })).body.code).toBe(404);
    const pending = await call(SHIPPER, `/order/control/getById/${id}`);
    expect(pending.body.data).toMatchObject({
      canAssign: false,
      parties: { actualCarrierName: '' },
      detail: { order: { carrierName: '待平台指派实际承运人' } },
    });
    expect((await call(OPERATOR, `/order/control/getById/${id}`)).body.data.canAssign).toBe(true);

    const carrier = await userOf(CARRIER);
    for (const mobile of [SHIPPER, CARRIER, STRANGER]) {
      expect((await call(mobile, '/order/control/assign', { orderId: id, carrierCompanyId: carrier.companyId })).body).toMatchObject({
        code: 403,
        message: PERMISSION_REFUSED,
      });
    }
    expect((await call(OPERATOR, '/order/control/assign', { orderId: id, carrierCompanyId: 999_999 })).body).toMatchObject({
      code: 400,
      message: KIND_MESSAGES.carrierUnknown,
    });
    const shipper = await userOf(SHIPPER);
    expect((await call(OPERATOR, '/order/control/assign', { orderId: id, carrierCompanyId: shipper.companyId })).body).toMatchObject({
      code: 400,
      message: KIND_MESSAGES.selfCarrier,
    });
    const agent = await userOf(AGENT);
    const both = await Promise.all([
      call(OPERATOR, '/order/control/assign', { orderId: id, carrierCompanyId: carrier.companyId }),
      call(OPERATOR, '/order/control/assign', { orderId: id, carrierCompanyId: agent.companyId }),
    ]);
    expect(both.map((r) => r.body.code).sort()).toEqual([200, 400]);
    const winner = both[0].body.code === 200 ? carrier : agent;
    expect(await orderRow(id)).toMatchObject({ actualCarrierCompanyId: winner.companyId, carrierCompanyId: winner.companyId, carrierUserId: winner.id });
    expect((await call(OPERATOR, '/order/control/assign', { orderId: id, carrierCompanyId: carrier.companyId })).body).toMatchObject({
      code: 400,
      message: KIND_MESSAGES.notAssignable,
    });
    const mobile = winner === carrier ? CARRIER : AGENT;
    expect((await call(mobile, '/order/accept', { orderId: id })).body.data.status).toBe('ACCEPT');
  });

  it('the platform contracts, the actual carrier accepts and dispatches; shipper, platform and actual carrier see it, strangers do not', async () => {
    const carrier = await userOf(CARRIER);
    const res = await release(SHIPPER, 'control', carrier.companyId!);
    expect(res.body).toMatchObject({ code: 200, data: { message: KIND_MESSAGES.releasedControl } });
    const id = res.body.data.orderId as number;
    expect(await orderRow(id)).toMatchObject({
      releaseKind: 'control',
      actualCarrierCompanyId: carrier.companyId,
      carrierCompanyId: carrier.companyId,
      status: 'WAITACCEPT',
    });
    const [platform] = await t.db.select().from(companies).where(eq(companies.kind, 'platform'));

    for (const mobile of [SHIPPER, CARRIER, OPERATOR]) {
      const view = await call(mobile, `/order/control/getById/${id}`);
      expect(view.body.code).toBe(200);
      expect(view.body.data.parties).toEqual({
        shipperName: '唐山冀东钢铁贸易有限公司',
        contractCarrierName: platform.name,
        actualCarrierName: '天津顺达物流有限公司',
      });
    }
    for (const mobile of [STRANGER, OTHER_SHIPPER, AGENT]) expect((await call(mobile, `/order/control/getById/${id}`)).body.code).toBe(404);
    expect((await call(STRANGER, '/order/accept', { orderId: id })).body.code).toBe(404);
    // Not a control order: the control detail does not answer for it.
    const direct = (await release(SHIPPER, 'direct', carrier.companyId!)).body.data.orderId as number;
    expect((await call(SHIPPER, `/order/control/getById/${direct}`)).body.code).toBe(404);

    expect((await call(CARRIER, '/order/accept', { orderId: id })).body.data.status).toBe('ACCEPT');
    const [template] = await t.db.select().from(vehicles).where(eq(vehicles.plateNo, '津C28561'));
    const { id: _vid, ...fields } = template;
    const [vehicle] = await t.db
      .insert(vehicles)
      .values({ ...fields, plateNo: '津K90001' })
      .returning();
    const [driver] = await t.db.select().from(drivers).where(eq(drivers.mobile, DRIVER));
    // Acceptance made the order's two contracts; no truck goes before the carrier contract is signed (issue 46).
    const made = await t.db.select().from(contracts).where(eq(contracts.orderId, id));
    expect(made.map((m) => m.kind).sort()).toEqual(['carrier', 'shipper']);
    const early = await call(CARRIER, '/dispatchOrder/save', { orderId: id, vehicleId: vehicle.id, driverId: driver.id, weightKg: 32_000 });
    expect(early.body).toMatchObject({ code: 400, message: CONTRACT_MESSAGES.carrierUnsigned });
    const carrierContract = made.find((m) => m.kind === 'carrier')!;
    expect((await call(CARRIER, '/contract/sign', { contractId: carrierContract.id, password: DEMO_PASSWORD })).body).toMatchObject({
      code: 200,
      data: { status: 'COMPLETE' },
    });
    const sent = await call(CARRIER, '/dispatchOrder/save', { orderId: id, vehicleId: vehicle.id, driverId: driver.id, weightKg: 32_000 });
    expect(sent.body).toMatchObject({ code: 200 });
    // The stranger can neither dispatch on it nor see its waybill.
    expect((await call(STRANGER, '/dispatchOrder/save', { orderId: id, vehicleId: vehicle.id, driverId: driver.id, weightKg: 1000 })).body.code).toBe(404);
    expect((await call(STRANGER, `/dispatchOrder/getById/${sent.body.data.waybillId}`)).body.code).toBe(404);
    const after = await call(SHIPPER, `/order/control/getById/${id}`);
    expect(after.body.data.detail.waybills).toHaveLength(1);
    expect(after.body.data.detail.order.status).toBe('WAITLOAD');
  });

  it('the order lists show the kind and filter by it', async () => {
    const all = await call(SHIPPER, '/order/pagination', { releaseKind: 'control', pageSize: 50 });
    expect(all.body.code).toBe(200);
    expect(all.body.data.records.length).toBeGreaterThan(0);
    expect(all.body.data.records.every((r: { releaseKind: string }) => r.releaseKind === 'control')).toBe(true);
    const preferred = await call(SHIPPER, '/order/pagination', { releaseKind: 'preferred', pageSize: 50 });
    expect(preferred.body.data.records.every((r: { releaseKind: string }) => r.releaseKind === 'preferred')).toBe(true);
    expect((await call(SHIPPER, '/order/pagination', { releaseKind: 'x' })).body.code).toBe(400);
    expect((await call(STRANGER, '/order/pagination', { releaseKind: 'control' })).body.data.records).toHaveLength(0);
  });

  it('the network-freight (数字物流) waybill list: only waybills of control orders, by payment state, only the parties', async () => {
    const control = await call(SHIPPER, '/dispatchOrder/pagination', { releaseKind: 'control', pageSize: 50 });
    expect(control.body.code).toBe(200);
    const rows = control.body.data.records as { orderId: number; payStatus: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect((await orderRow(r.orderId)).releaseKind).toBe('control');
    // Every order's payment state rides on its waybills, and filters them.
    for (const r of rows) expect(r.payStatus).toBe((await orderRow(r.orderId)).payStatus);
    const [first] = rows;
    const samePay = await call(SHIPPER, '/dispatchOrder/pagination', { releaseKind: 'control', payStatus: first.payStatus, pageSize: 50 });
    expect(samePay.body.data.records.length).toBeGreaterThan(0);
    expect(samePay.body.data.records.every((r: { payStatus: string }) => r.payStatus === first.payStatus)).toBe(true);
    const otherPay = first.payStatus === '2' ? '0' : '2';
    const other = await call(SHIPPER, '/dispatchOrder/pagination', { releaseKind: 'control', payStatus: otherPay, pageSize: 50 });
    expect(other.body.data.records.every((r: { payStatus: string }) => r.payStatus === otherPay)).toBe(true);
    // The actual carrier sees them too; another shipper and an outsider see none.
    expect((await call(CARRIER, '/dispatchOrder/pagination', { releaseKind: 'control', pageSize: 50 })).body.data.records.length).toBeGreaterThan(0);
    for (const mobile of [OTHER_SHIPPER, STRANGER])
      expect((await call(mobile, '/dispatchOrder/pagination', { releaseKind: 'control' })).body.data.records).toHaveLength(0);
    expect((await call(SHIPPER, '/dispatchOrder/pagination', { payStatus: '9' })).body.code).toBe(400);
  });
});
