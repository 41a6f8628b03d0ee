// Big orders (运输订单): 10 → 20 (carrier confirms) → 30 (first child) → 40 (closed, or all released);
// each move only from its state and by its actor; children never exceed the remaining weight,
// even when released at once; strangers see nothing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BIG_MESSAGES } from '../../contract/orders/big';
import { bigOrderHistory, bigOrders, cargoSources, orders } from '../../db/schema';
import { call, t, userOf, withSignedInPlatform } from '../auth/testing';
import { DEMO_ACCOUNTS } from '../../seed/accounts';

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const OTHER_SHIPPER = DEMO_ACCOUNTS.employee.mobile;
const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const AGENT = DEMO_ACCOUNTS.agent.mobile;

withSignedInPlatform([SHIPPER, OTHER_SHIPPER, CARRIER, AGENT]);

const bigRow = async (id: number) => (await t.db.select().from(bigOrders).where(eq(bigOrders.id, id)))[0];

async function form(over: Record<string, unknown> = {}) {
  return {
    carrierCompanyId: (await userOf(CARRIER)).companyId,
    goodsName: '热轧卷板',
    goodsType: 'steel',
    totalWeightT: '100',
    unitPrice: '95.00',
    chargeNode: 'unload',
    periodStart: '2026-12-01',
    periodEnd: '2026-12-31',
    originCity: '1302',
    originAddress: '丰南区沿海工业区钢铁大街8号',
    destCity: '1201',
    destAddress: '滨海新区东疆港区亚洲路6975号',
    ...over,
  };
}

async function created(over: Record<string, unknown> = {}) {
  const res = await call(SHIPPER, '/bigOrder/save', await form(over));
  expect(res.body.code).toBe(200);
  return res.body.data.id as number;
}

async function confirmed(over: Record<string, unknown> = {}) {
  const id = await created(over);
  expect((await call(CARRIER, '/bigOrder/confirm', { bigOrderId: id })).body.code).toBe(200);
  return id;
}

describe('creating and confirming', () => {
  it('the shipper creates (10), edits while 10, the carrier confirms (20); history kept', async () => {
    const id = await created();
    expect(await bigRow(id)).toMatchObject({ status: '10', totalWeightKg: 100_000, unitPriceFen: 9500, releasedKg: 0 });
    expect((await call(SHIPPER, '/bigOrder/save', await form({ id, totalWeightT: '120' }))).body.code).toBe(200);
    expect((await bigRow(id)).totalWeightKg).toBe(120_000);
    // the shipper cannot confirm its own, the carrier cannot release before confirming
    expect((await call(SHIPPER, '/bigOrder/confirm', { bigOrderId: id })).body.message).toBe(BIG_MESSAGES.notYourMove);
    expect((await call(SHIPPER, '/bigOrder/release', { bigOrderId: id, weightT: '10', vehicleCount: 1 })).body.message).toBe(BIG_MESSAGES.notAllowed);
    const carrierView = await call(CARRIER, `/bigOrder/getById/${id}`);
    expect(carrierView.body.data.bigOrder.actions).toEqual(['confirm']);
    expect((await call(CARRIER, '/bigOrder/confirm', { bigOrderId: id })).body).toMatchObject({ code: 200, message: BIG_MESSAGES.confirmed });
    expect((await bigRow(id)).status).toBe('20');
    expect((await call(SHIPPER, '/bigOrder/save', await form({ id }))).body.message).toBe(BIG_MESSAGES.notEditable);
    expect((await call(CARRIER, '/bigOrder/confirm', { bigOrderId: id })).body.message).toBe(BIG_MESSAGES.notAllowed);
    const history = await t.db.select().from(bigOrderHistory).where(eq(bigOrderHistory.bigOrderId, id)).orderBy(bigOrderHistory.id);
    expect(history.map((h) => h.action)).toEqual(['create', 'edit', 'confirm']);
  });

  it('refuses bad input, non-shippers and uncertified carriers', async () => {
    expect((await call(SHIPPER, '/bigOrder/save', await form({ totalWeightT: '0' }))).body.message).toBe(BIG_MESSAGES.weightInvalid);
    expect((await call(SHIPPER, '/bigOrder/save', await form({ periodEnd: '2026-11-01' }))).body.message).toBe(BIG_MESSAGES.periodOrder);
    const agentCompany = (await userOf(AGENT)).companyId;
    expect((await call(SHIPPER, '/bigOrder/save', await form({ carrierCompanyId: agentCompany }))).body.message).toBe(BIG_MESSAGES.carrierUnknown);
    expect((await call(CARRIER, '/bigOrder/save', await form())).body.message).toBe(BIG_MESSAGES.notShipper);
  });

  it('strangers see nothing and move nothing', async () => {
    const id = await created({ goodsName: '冷轧板' });
    for (const stranger of [OTHER_SHIPPER, AGENT]) {
      expect((await call(stranger, `/bigOrder/getById/${id}`)).body.code).toBe(404);
      expect((await call(stranger, '/bigOrder/confirm', { bigOrderId: id })).body.code).toBe(404);
      expect((await call(stranger, '/bigOrder/close', { bigOrderId: id })).body.code).toBe(404);
      const list = await call(stranger, '/bigOrder/pagination', { goodsName: '冷轧板', pageNumber: 1, pageSize: 20 });
      expect(list.body.data.total).toBe(0);
    }
    expect((await call(OTHER_SHIPPER, '/bigOrder/save', await form({ id }))).body.code).toBe(404);
    const carrierList = await call(CARRIER, '/bigOrder/pagination', { goodsName: '冷轧板', pageNumber: 1, pageSize: 20 });
    expect(carrierList.body.data.total).toBe(1);
  });
});

describe('child orders', () => {
  it('the first child moves it to 30; children are accepted orders of the carrier with their own cargo; never above the remainder; the last weight finishes it (40)', async () => {
    const id = await confirmed({ totalWeightT: '60' });
    const first = await call(SHIPPER, '/bigOrder/release', { bigOrderId: id, weightT: '32', vehicleCount: 1 });
    expect(first.body).toMatchObject({ code: 200, data: { status: '30', remainderKg: 28_000 } });
    const [child] = await t.db.select().from(orders).where(eq(orders.id, first.body.data.orderId));
    const carrier = await userOf(CARRIER);
    expect(child).toMatchObject({
      bigOrderId: id,
      status: 'ACCEPT',
      source: '3',
      carrierCompanyId: carrier.companyId,
      weightKg: 32_000,
      unitPriceFen: 9500,
      totalFen: 304_000,
    });
    const [cargo] = await t.db.select().from(cargoSources).where(eq(cargoSources.id, child.cargoId));
    expect(cargo).toMatchObject({ goodsName: '热轧卷板', totalWeightKg: 32_000, status: 'done' });
    expect((await call(CARRIER, `/order/getById/${child.id}`)).body.data.actions).toContain('dispatch');

    const over = await call(SHIPPER, '/bigOrder/release', { bigOrderId: id, weightT: '28.001', vehicleCount: 1 });
    expect(over.body).toMatchObject({ code: 400, message: BIG_MESSAGES.overRemainder('28'), data: { field: 'weightT' } });
    expect((await call(CARRIER, '/bigOrder/release', { bigOrderId: id, weightT: '1', vehicleCount: 1 })).body.message).toBe(BIG_MESSAGES.notYourMove);
    const last = await call(SHIPPER, '/bigOrder/release', { bigOrderId: id, weightT: '28', vehicleCount: 1 });
    expect(last.body.data).toMatchObject({ status: '40', remainderKg: 0 });
    expect((await call(SHIPPER, '/bigOrder/release', { bigOrderId: id, weightT: '1', vehicleCount: 1 })).body.message).toBe(BIG_MESSAGES.notAllowed);
    const detail = await call(SHIPPER, `/bigOrder/getById/${id}`);
    expect(detail.body.data.children).toHaveLength(2);
  });

  it('the shipper closes a big order (→ 40); nothing more is released', async () => {
    const id = await confirmed();
    expect((await call(CARRIER, '/bigOrder/close', { bigOrderId: id })).body.message).toBe(BIG_MESSAGES.notYourMove);
    expect((await call(SHIPPER, '/bigOrder/close', { bigOrderId: id })).body).toMatchObject({ code: 200, message: BIG_MESSAGES.closed });
    expect((await bigRow(id)).status).toBe('40');
    expect((await call(SHIPPER, '/bigOrder/release', { bigOrderId: id, weightT: '1', vehicleCount: 1 })).body.message).toBe(BIG_MESSAGES.notAllowed);
  });

  it('concurrent releases never exceed the total', async () => {
    const id = await confirmed({ totalWeightT: '50' });
    const results = await Promise.all([1, 2, 3].map(() => call(SHIPPER, '/bigOrder/release', { bigOrderId: id, weightT: '20', vehicleCount: 1 })));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(2);
    const b = await bigRow(id);
    expect(b.releasedKg).toBe(40_000);
    const children = await t.db.select().from(orders).where(eq(orders.bigOrderId, id));
    expect(children.reduce((sum, o) => sum + o.weightKg, 0)).toBe(40_000);
  });

  it('close and release at once: the order ends consistent', async () => {
    const id = await confirmed({ totalWeightT: '50' });
    const [close, release] = await Promise.all([
      call(SHIPPER, '/bigOrder/close', { bigOrderId: id }),
      call(SHIPPER, '/bigOrder/release', { bigOrderId: id, weightT: '10', vehicleCount: 1 }),
    ]);
    expect(close.body.code).toBe(200);
    const b = await bigRow(id);
    expect(b.status).toBe('40');
    const children = await t.db.select().from(orders).where(eq(orders.bigOrderId, id));
    expect(b.releasedKg).toBe(release.body.code === 200 ? 10_000 : 0);
    expect(children).toHaveLength(release.body.code === 200 ? 1 : 0);
  });
});
