// Business direction (销售/采购) of orders and waybills, and the receiving company's view (issue #8).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../contract/orders/schemas';
import { DIRECTION_MESSAGES } from '../../contract/orders/direction';
import { cargoSources, companies, drivers, orders, vehicles, waybills } from '../../db/schema';
import { call, t, userOf, withSignedInPlatform } from '../auth/testing';
import { testCargo } from '../../testing/cargo-input';
import { DEMO_ACCOUNTS } from '../../seed/accounts';

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile; // steel enterprise shipper (唐山冀东钢铁贸易)
const RECEIVER = DEMO_ACCOUNTS.stalePassword.mobile; // 山东鲁中钢材加工: buys the steel, named as receiving company
const OTHER = DEMO_ACCOUNTS.employee.mobile; // 冀东水泥: another shipper company, party to nothing here
const CARRIER = DEMO_ACCOUNTS.carrier.mobile; // 天津顺达物流

let seq = 0;
withSignedInPlatform([SHIPPER, RECEIVER, OTHER, CARRIER]);

type Row = { id: number; orderNo: string; waybillNo: string; direction: string; freightFen: number | null; received?: boolean };
const companyOf = async (mobile: string) =>
  (
    await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, (await userOf(mobile)).companyId!))
  )[0];

function cargo(over: Record<string, unknown> = {}) {
  seq += 1;
  return testCargo(`方向测试热轧卷${seq}`, { provinceCode: '37', cityCode: '3703', districtCode: '370303', address: '张店区鲁中钢材加工园1号' }, over);
}

async function release(over: Record<string, unknown> = {}) {
  const carrier = await userOf(CARRIER);
  return call(SHIPPER, '/order/release', { kind: 'direct', carrierCompanyId: carrier.companyId, cargo: cargo(over) });
}

/** A released order the carrier accepts and dispatches one truck to: its order and waybill. */
async function dispatched(over: Record<string, unknown>, plate: string, driverMobile: string) {
  const res = await release(over);
  expect(res.body.code, res.body.message).toBe(200);
  const orderId = res.body.data.orderId as number;
  expect((await call(CARRIER, '/order/accept', { orderId })).body.code).toBe(200);
  const [v] = await t.db.select().from(vehicles).where(eq(vehicles.plateNo, plate));
  const [d] = await t.db.select().from(drivers).where(eq(drivers.mobile, driverMobile));
  const sent = await call(CARRIER, '/dispatchOrder/save', { orderId, vehicleId: v.id, driverId: d.id, weightKg: 30_000 });
  expect(sent.body.code, sent.body.message).toBe(200);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return { order, waybillId: sent.body.data.waybillId as number, waybillNo: sent.body.data.waybillNo as string };
}

const orderIds = async (mobile: string, body: Record<string, unknown>) =>
  ((await call(mobile, '/order/pagination', body)).body.data.records as Row[]).map((r) => r.id);
const waybillRows = async (mobile: string, body: Record<string, unknown>) => (await call(mobile, '/dispatchOrder/pagination', body)).body.data.records as Row[];

describe('the cargo form names a direction and a receiving company', () => {
  it('refuses a bad direction, an unregistered credit code, a too long or own receiving company at the field, saving nothing', async () => {
    const own = await companyOf(SHIPPER);
    const before = (await t.db.select({ id: cargoSources.id }).from(cargoSources)).length;
    expect((await release({ businessDirection: 'export' })).body).toMatchObject({ code: 400, message: DIRECTION_MESSAGES.directionInvalid });
    expect((await release({ consignee: '91370300MA3C7NP6XX' })).body).toMatchObject({
      code: 400,
      message: DIRECTION_MESSAGES.consigneeUnknown,
      data: { field: 'consignee' },
    });
    expect((await release({ consignee: '钢'.repeat(51) })).body).toMatchObject({ code: 400, message: DIRECTION_MESSAGES.consigneeLong });
    expect((await release({ consignee: own.creditCode })).body).toMatchObject({
      code: 400,
      message: DIRECTION_MESSAGES.consigneeSelf,
      data: { field: 'consignee' },
    });
    expect((await t.db.select({ id: cargoSources.id }).from(cargoSources)).length).toBe(before);
  });

  it('keeps a receiving company that is not on the platform by the name given, and finds registered ones to pick', async () => {
    const res = await release({ consignee: '  唐山港丰物流园（未注册）' });
    expect(res.body.code, res.body.message).toBe(200);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, res.body.data.orderId));
    const [c] = await t.db.select().from(cargoSources).where(eq(cargoSources.id, o.cargoId));
    expect(c).toMatchObject({ businessDirection: 'sales', consigneeCompanyId: null, consigneeName: '唐山港丰物流园（未注册）' });
    expect((await call(SHIPPER, `/order/getById/${o.id}`)).body.data.order).toMatchObject({ consigneeName: '唐山港丰物流园（未注册）' });
    expect((await call(SHIPPER, `/goodsSource/getForEdit/${c.id}`)).body.data.values.consignee).toBe('唐山港丰物流园（未注册）');

    const receiver = await companyOf(RECEIVER);
    const lookup = async (q: string) => call(SHIPPER, `/goodsSource/consigneeLookup?${new URLSearchParams({ q })}`);
    expect((await lookup(receiver.name.slice(0, 4))).body.data).toContainEqual({ name: receiver.name, creditCode: receiver.creditCode });
    expect((await lookup(receiver.creditCode.slice(0, 8))).body.data).toContainEqual({ name: receiver.name, creditCode: receiver.creditCode });
    expect((await lookup('钢')).body.data.length).toBeLessThanOrEqual(10);
    expect((await lookup('%')).body.data).toEqual([]);
  });

  it('resolves the receiving company by credit code or full name; purchase cargo is received by the shipper itself', async () => {
    const receiver = await companyOf(RECEIVER);
    const own = await companyOf(SHIPPER);
    const cargoOf = async (orderId: number) => {
      const [o] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      return (await t.db.select().from(cargoSources).where(eq(cargoSources.id, o.cargoId)))[0];
    };
    const byCode = await release({ consignee: receiver.creditCode.toLowerCase() });
    expect(await cargoOf(byCode.body.data.orderId)).toMatchObject({ businessDirection: 'sales', consigneeCompanyId: receiver.id });
    expect((await call(SHIPPER, `/order/getById/${byCode.body.data.orderId}`)).body.data.order).toMatchObject({
      direction: 'sales',
      consigneeName: receiver.name,
    });
    const byName = await release({ consignee: receiver.name });
    expect(await cargoOf(byName.body.data.orderId)).toMatchObject({ businessDirection: 'sales', consigneeCompanyId: receiver.id });
    const purchase = await release({ businessDirection: 'purchase', consignee: receiver.name });
    expect(await cargoOf(purchase.body.data.orderId)).toMatchObject({ businessDirection: 'purchase', consigneeCompanyId: own.id });
    expect((await call(SHIPPER, `/order/getById/${purchase.body.data.orderId}`)).body.data.order).toMatchObject({
      direction: 'purchase',
      consigneeName: own.name,
    });
    const plain = await release();
    expect(await cargoOf(plain.body.data.orderId)).toMatchObject({ businessDirection: 'sales', consigneeCompanyId: null });
  });

  it('publishing in the hall keeps the direction, and editing shows the receiving company again', async () => {
    const receiver = await companyOf(RECEIVER);
    const saved = await call(SHIPPER, '/goodsSource/save', { ...cargo({ businessType: '2', consignee: receiver.creditCode }), intent: 'draft' });
    expect(saved.body.code, saved.body.message).toBe(200);
    const edit = await call(SHIPPER, `/goodsSource/getForEdit/${saved.body.data.id}`);
    expect(edit.body.data.values).toMatchObject({ businessDirection: 'sales', consignee: receiver.creditCode });
  });
});

describe('sales and purchase order lists', () => {
  it("the view keeps my company's orders of that direction; the direction filter and row label follow the cargo", async () => {
    const purchase = await release({ businessDirection: 'purchase' });
    const sales = await release();
    const p = purchase.body.data.orderId as number;
    const s = sales.body.data.orderId as number;
    const inPurchase = await orderIds(SHIPPER, { view: 'purchase', pageSize: 50 });
    expect(inPurchase).toContain(p);
    expect(inPurchase).not.toContain(s);
    const inSales = await orderIds(SHIPPER, { view: 'sales', pageSize: 50 });
    expect(inSales).toContain(s);
    expect(inSales).not.toContain(p);
    expect(await orderIds(SHIPPER, { direction: 'purchase', pageSize: 50 })).toContain(p);
    // The counterpart filter finds a sales order by its receiving company too.
    const named = await release({ consignee: (await companyOf(RECEIVER)).name });
    expect(await orderIds(SHIPPER, { view: 'sales', party: '鲁中钢材', pageSize: 50 })).toContain(named.body.data.orderId);
    expect(await orderIds(SHIPPER, { view: 'sales', party: '鲁中钢材', pageSize: 50 })).not.toContain(s);
    const rows = (await call(SHIPPER, '/order/pagination', { pageSize: 50 })).body.data.records as Row[];
    expect(rows.find((r) => r.id === p)?.direction).toBe('purchase');
    expect(rows.find((r) => r.id === s)?.direction).toBe('sales');
    // The carrier is no shipper of these: its "sales" view is empty of them; another company sees none.
    expect(await orderIds(CARRIER, { view: 'purchase', pageSize: 50 })).not.toContain(p);
    expect(await orderIds(OTHER, { view: 'purchase', pageSize: 50 })).toEqual(expect.not.arrayContaining([p, s]));
    expect((await call(SHIPPER, '/order/pagination', { view: 'bogus' })).body.code).toBe(400);
  });

  it('exports the filtered orders; the view alone is no filter', async () => {
    const sales = await release();
    const order = (await t.db.select().from(orders).where(eq(orders.id, sales.body.data.orderId)))[0];
    expect((await call(SHIPPER, '/order/exportList', { view: 'sales' })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.exportEmpty });
    const rows = (await call(SHIPPER, '/order/exportList', { view: 'sales', orderNo: order.orderNo })).body.data as Row[];
    expect(rows.map((r) => r.id)).toEqual([order.id]);
    expect((await call(SHIPPER, '/order/exportList', { view: 'purchase', orderNo: order.orderNo })).body.data).toEqual([]);
    expect((await call(OTHER, '/order/exportList', { orderNo: order.orderNo })).body.data).toEqual([]);
  });
});

describe('delivery and receiving waybill lists', () => {
  let sale: Awaited<ReturnType<typeof dispatched>>;
  let purchase: Awaited<ReturnType<typeof dispatched>>;

  beforeAll(async () => {
    const receiver = await companyOf(RECEIVER);
    sale = await dispatched({ consignee: receiver.creditCode }, '津C70125', DEMO_ACCOUNTS.driverShiZhenhua.mobile);
    purchase = await dispatched({ businessDirection: 'purchase' }, '津C70236', DEMO_ACCOUNTS.driverMaJianjun.mobile);
  });

  it('delivery lists my sales waybills; receive lists my purchase waybills', async () => {
    const delivery = (await waybillRows(SHIPPER, { view: 'delivery', pageSize: 50 })).map((r) => r.id);
    expect(delivery).toContain(sale.waybillId);
    expect(delivery).not.toContain(purchase.waybillId);
    const receive = await waybillRows(SHIPPER, { view: 'receive', pageSize: 50 });
    expect(receive.map((r) => r.id)).toContain(purchase.waybillId);
    expect(receive.map((r) => r.id)).not.toContain(sale.waybillId);
    // My own purchase waybill keeps its prices and order.
    const own = receive.find((r) => r.id === purchase.waybillId);
    expect(own).toMatchObject({ orderNo: purchase.order.orderNo, direction: 'purchase' });
    expect(own?.received).toBeUndefined();
    expect(own?.freightFen).not.toBe(undefined);
  });

  it('the receiving company sees the incoming waybill without prices, payment or order; filters by counterpart', async () => {
    const rows = await waybillRows(RECEIVER, { view: 'receive', pageSize: 50 });
    const row = rows.find((r) => r.id === sale.waybillId);
    expect(row).toMatchObject({
      waybillNo: sale.waybillNo,
      received: true,
      freightFen: null,
      orderNo: '',
      orderId: 0,
      payStatus: '',
      driverMobile: '',
      plateNo: '津C70125',
      counterpart: '发货单位：唐山冀东钢铁贸易有限公司',
    });
    expect((await waybillRows(SHIPPER, { view: 'delivery', waybillNo: sale.waybillNo }))[0]).toMatchObject({
      counterpart: '收货单位：山东鲁中钢材加工有限公司',
    });
    expect(rows.map((r) => r.id)).not.toContain(purchase.waybillId);
    expect((await waybillRows(RECEIVER, { view: 'receive', party: '冀东钢铁' })).map((r) => r.id)).toContain(sale.waybillId);
    expect((await waybillRows(RECEIVER, { view: 'receive', party: '不相干公司' })).map((r) => r.id)).not.toContain(sale.waybillId);
    expect((await waybillRows(SHIPPER, { view: 'delivery', party: '鲁中' })).map((r) => r.id)).toContain(sale.waybillId);
    // It is no party of the order: not in its ordinary lists, no order page.
    expect((await waybillRows(RECEIVER, { pageSize: 50 })).map((r) => r.id)).not.toContain(sale.waybillId);
    expect((await call(RECEIVER, `/order/getById/${sale.order.id}`)).body.code).toBe(404);
    // The export carries the same redaction, and the view alone exports nothing.
    expect((await call(RECEIVER, '/dispatchOrder/exportList', { view: 'receive' })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.exportEmpty });
    const exported = (await call(RECEIVER, '/dispatchOrder/exportList', { view: 'receive', waybillNo: sale.waybillNo })).body.data as Row[];
    expect(exported).toEqual([expect.objectContaining({ id: sale.waybillId, freightFen: null, received: true })]);
  });

  it('the receiving company reads the waybill page read-only, and can make no move on it', async () => {
    const page = await call(RECEIVER, `/dispatchOrder/getById/${sale.waybillId}`);
    expect(page.body.code).toBe(200);
    expect(page.body.data).toMatchObject({
      actions: [],
      actors: [],
      abnormals: [],
      waybill: { received: true, unitPriceFen: 0, freightFen: null, orderNo: '', loadSlipUuid: null },
    });
    for (const action of ['start', 'sign', 'invalid'] as const) {
      const res = await call(RECEIVER, '/dispatchOrder/transition', { waybillId: sale.waybillId, action, reason: '测试' });
      expect(res.body).toMatchObject({ code: 404, message: ORDER_MESSAGES.waybillNotFound });
    }
    expect((await call(RECEIVER, '/abnormal/report', { waybillId: sale.waybillId, abnormalType: '1', description: '货损' })).body.code).toBe(404);
    expect((await call(RECEIVER, '/dispatchOrder/audit', { waybillId: sale.waybillId, result: '1' })).body.code).toBe(404);
    const [w] = await t.db.select().from(waybills).where(eq(waybills.id, sale.waybillId));
    expect(w.status).toBe('CREATED');
    // The shipper still sees its prices.
    expect((await call(SHIPPER, `/dispatchOrder/getById/${sale.waybillId}`)).body.data.waybill).toMatchObject({ unitPriceFen: 20_000 });
  });

  it('another company sees none of these waybills', async () => {
    for (const view of ['delivery', 'receive', undefined]) {
      const ids = (await waybillRows(OTHER, { ...(view ? { view } : {}), pageSize: 50 })).map((r) => r.id);
      expect(ids).not.toContain(sale.waybillId);
      expect(ids).not.toContain(purchase.waybillId);
    }
    for (const id of [sale.waybillId, purchase.waybillId]) expect((await call(OTHER, `/dispatchOrder/getById/${id}`)).body.code).toBe(404);
    expect((await call(OTHER, '/dispatchOrder/exportList', { view: 'receive', waybillNo: sale.waybillNo })).body.data).toEqual([]);
  });
});

describe('the demo seed', () => {
  it('gives the steel shipper purchase orders with waybills and 鲁中 an incoming sales waybill', async () => {
    const purchase = (await call(SHIPPER, '/order/pagination', { view: 'purchase', pageSize: 50 })).body.data.records as (Row & { goodsName: string })[];
    expect(purchase.map((r) => r.goodsName)).toEqual(expect.arrayContaining(['热轧卷板（采购）', '铁精粉（采购）', '螺纹钢（采购）']));
    const received = await waybillRows(SHIPPER, { view: 'receive', pageSize: 50 });
    expect(received.filter((r) => r.direction === 'purchase').length).toBeGreaterThanOrEqual(3);
    const incoming = (await waybillRows(RECEIVER, { view: 'receive', pageSize: 50 })) as (Row & { goodsName: string })[];
    expect(incoming.find((r) => r.goodsName === '冷轧卷板')).toMatchObject({ received: true, freightFen: null });
  });
});
