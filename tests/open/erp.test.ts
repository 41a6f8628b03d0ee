// The ERP's side of the open API (issue 51), against the embedded platform: a small client signs its
// requests with the steel shipper's key (tests/open/client.ts), publishes a cargo, pushes an order to
// its frequent carrier — twice, as a retry would, with one idempotency key — and reads the order
// back; a second company's key sees none of it. Then the ERP's webhooks: a local HTTP receiver that
// checks every signature hears the pushed order accepted, its waybill loaded, unloaded and signed, and
// its bill confirmed and paid, each once and in order; the ERP reads the paid bill with its key; the
// second company's endpoint hears nothing and its key cannot read the bill.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../platform/app';
import { orders, users } from '../../platform/db/schema';
import { call, t, withSignedInPlatform } from '../../platform/modules/auth/testing';
import { offlinePaymentOf } from '../../platform/modules/money/testing';
import { deliverDue } from '../../platform/modules/open/webhook-delivery';
import { freshDriver, freshVehicle, move, slip } from '../../platform/modules/orders/testing';
import { DEMO_ACCOUNTS } from '../../platform/seed/accounts';
import { testCargo } from '../../platform/testing/cargo-input';
import { openClient, type OpenKey } from './client';

const STEEL = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const FENHE = DEMO_ACCOUNTS.fenheShipper.mobile;
const SCOPES = [
  'source:goodsSource:save',
  'source:order:placeOrder',
  'transport:order:orderPage',
  'transport:order:orderDetail',
  'source:goodsSource:mine',
  'finance:bill:billDetail',
];

const CARRIER = DEMO_ACCOUNTS.carrier.mobile;

withSignedInPlatform([STEEL, FENHE, CARRIER]);

/** The embedded platform as a partner's HTTP server would be: a fetch of whole URLs, from the ERP's address. */
const embedded = (request: Request) => Promise.resolve(t.app.fetch(request, { clientIp: '203.0.113.10' }));

async function keyFor(mobile: string): Promise<OpenKey> {
  const made = await call(mobile, '/open/apiKey/save', { name: 'ERP', scopes: SCOPES, ipAllowList: '203.0.113.0/24' });
  expect(made.body.code, made.body.message).toBe(200);
  return made.body.data;
}

let steel: ReturnType<typeof openClient>;
let fenhe: ReturnType<typeof openClient>;

beforeAll(async () => {
  steel = openClient(`http://platform${API_BASE}`, await keyFor(STEEL), embedded);
  fenhe = openClient(`http://platform${API_BASE}`, await keyFor(FENHE), embedded);
});

describe('an ERP on the open API', () => {
  it('publishes a cargo, pushes an order once however often it retries, reads it back; another company sees none of it', async () => {
    const cargo = await steel.post(
      '/goodsSource/save',
      testCargo('ERP推送热轧卷', { provinceCode: '12', cityCode: '1201', districtCode: '120116', address: '天津港东疆港区3号' }),
      {
        idempotencyKey: 'ERP-CARGO-0001',
      },
    );
    expect(cargo.code, cargo.message).toBe(200);
    const [carrier] = await t.db.select({ companyId: users.companyId }).from(users).where(eq(users.mobile, DEMO_ACCOUNTS.carrier.mobile));
    const push = { cargoId: cargo.data.id, carrierCompanyId: carrier.companyId, vehicleCount: 1 };
    const first = await steel.post('/order/placeOrder', push, { idempotencyKey: 'ERP-ORDER-0001' });
    expect(first.code, first.message).toBe(200);
    // the ERP did not hear the answer and sends the same push again (new nonce, same idempotency key)
    const retry = await steel.post('/order/placeOrder', push, { idempotencyKey: 'ERP-ORDER-0001' });
    expect(retry.data).toEqual(first.data);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const made = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.cargoId, cargo.data.id));
    expect(made).toHaveLength(1);

    const detail = await steel.get(`/order/getById/${first.data.orderId}`);
    expect(detail.code, detail.message).toBe(200);
    expect(JSON.stringify(detail.data)).toContain(first.data.orderNo);
    const list = await steel.post('/order/pagination', { pageNumber: 1, pageSize: 50 });
    expect(JSON.stringify(list.data)).toContain(first.data.orderNo);

    // the second company's key: not its order, not in its lists
    const theirs = await fenhe.get(`/order/getById/${first.data.orderId}`);
    expect(theirs.code).toBe(404);
    expect(JSON.stringify(theirs)).not.toContain(first.data.orderNo);
    const theirList = await fenhe.post('/order/pagination', { pageNumber: 1, pageSize: 50 });
    expect(theirList.code).toBe(200);
    expect(JSON.stringify(theirList.data)).not.toContain(first.data.orderNo);
    const theirCargo = await fenhe.post('/goodsSource/myPagination', { pageNumber: 1, pageSize: 50 });
    expect(theirCargo.data.rows.map((r: { id: number }) => r.id)).not.toContain(cargo.data.id);
  });

  it('is refused from an address outside its allow-list, and with a replayed request', async () => {
    const elsewhere = openClient(`http://platform${API_BASE}`, await keyFor(STEEL), (request) =>
      Promise.resolve(t.app.fetch(request, { clientIp: '198.51.100.1' })),
    );
    const refused = await elsewhere.post('/order/pagination', { pageNumber: 1, pageSize: 10 });
    expect(refused).toMatchObject({ status: 403, data: { error: 'ip_not_allowed' } });
    const nonce = 'erp-fixed-nonce-000001';
    expect((await steel.post('/order/pagination', { pageNumber: 1, pageSize: 10 }, { nonce })).code).toBe(200);
    expect(await steel.post('/order/pagination', { pageNumber: 1, pageSize: 10 }, { nonce })).toMatchObject({ status: 401, data: { error: 'nonce_replayed' } });
  });

  it('hears its pushed order accepted, the waybill loaded, unloaded and signed, its bill confirmed and paid, on its own receiver, once each, in order, every signature good; reads the paid bill', async () => {
    const secrets: Record<string, string> = {};
    const heard: { path: string; type: string; id: string; resourceId: number; signatureOk: boolean }[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const path = req.url ?? '';
        const expected = createHmac('sha256', secrets[path] ?? '')
          .update(`${req.headers['x-webhook-timestamp']}.${body}`)
          .digest('hex');
        const event = JSON.parse(body) as { id: string; type: string; resourceId: number };
        heard.push({ path, type: event.type, id: event.id, resourceId: event.resourceId, signatureOk: expected === req.headers['x-webhook-signature'] });
        res.writeHead(expected === req.headers['x-webhook-signature'] ? 200 : 401).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const events = ['order.accepted', 'waybill.loaded', 'waybill.unloaded', 'waybill.signed', 'bill.confirmed', 'bill.paid'];
      for (const [mobile, path] of [
        [STEEL, '/steel'],
        [FENHE, '/fenhe'],
      ]) {
        const made = await call(mobile, '/open/webhook/save', { url: `${base}${path}`, events });
        expect(made.body.code, made.body.message).toBe(200);
        secrets[path] = made.body.data.secret;
      }

      const cargo = await steel.post(
        '/goodsSource/save',
        testCargo('ERP推送线材', { provinceCode: '12', cityCode: '1201', districtCode: '120116', address: '天津港东疆港区5号' }),
      );
      expect(cargo.code, cargo.message).toBe(200);
      const [carrier] = await t.db.select({ companyId: users.companyId }).from(users).where(eq(users.mobile, CARRIER));
      const push = await steel.post(
        '/order/placeOrder',
        { cargoId: cargo.data.id, carrierCompanyId: carrier.companyId, vehicleCount: 1 },
        { idempotencyKey: 'ERP-ORDER-HOOKS' },
      );
      expect(push.code, push.message).toBe(200);
      const orderId = push.data.orderId as number;

      // the carrier accepts and dispatches, the driver loads and unloads, the shipper signs: as the parties do on their screens
      expect((await call(CARRIER, '/order/accept', { orderId })).body.code).toBe(200);
      const { mobile: driver, row } = await freshDriver();
      const vehicle = await freshVehicle();
      const dispatched = await call(CARRIER, '/dispatchOrder/save', { orderId, vehicleId: vehicle.id, driverId: row.id, weightKg: 32_000 });
      expect(dispatched.body.code, dispatched.body.message).toBe(200);
      const waybillId = dispatched.body.data.waybillId as number;
      expect((await move(driver, waybillId, 'start')).body.code).toBe(200);
      for (const action of ['load', 'unload'])
        expect((await move(driver, waybillId, action, { weightKg: 31_900, slipUuid: await slip(driver) })).body.code).toBe(200);
      expect((await move(STEEL, waybillId, 'sign')).body.code).toBe(200);
      // settled as the parties do: the shipper approves the waybill and bills it, the carrier confirms, the shipper pays offline
      expect((await call(STEEL, '/dispatchOrder/audit', { waybillId, result: '1' })).body.code).toBe(200);
      const bill = await call(STEEL, '/settlement/bill/save', { waybillIds: [waybillId], deductions: [] });
      expect(bill.body.code, bill.body.message).toBe(200);
      const billId = bill.body.data.id as number;
      expect((await call(CARRIER, '/settlement/bill/confirm', { billId })).body.code).toBe(200);
      const owed = (await call(STEEL, `/settlement/bill/getById/${billId}`)).body.data as { totalFen: number; paidFen: number };
      const paid = await call(
        STEEL,
        '/settlement/bill/offlinePay',
        offlinePaymentOf(billId, owed.totalFen - owed.paidFen, `ERP${process.pid}${billId}`, `erp-pay-${process.pid}-${billId}`),
      );
      expect(paid.body.code, paid.body.message).toBe(200);

      // the job's run, twice: what was delivered is never sent again
      await deliverDue(t.db, { production: false });
      await deliverDue(t.db, { production: false, now: () => new Date(Date.now() + 3600_000) });
      const mine = heard.filter((h) => h.path === '/steel');
      expect(mine.map((h) => [h.type, h.resourceId])).toEqual([
        ['order.accepted', orderId],
        ['waybill.loaded', waybillId],
        ['waybill.unloaded', waybillId],
        ['waybill.signed', waybillId],
        ['bill.confirmed', billId],
        ['bill.paid', billId],
      ]);
      expect(mine.every((h) => h.signatureOk)).toBe(true);
      expect(new Set(mine.map((h) => h.id)).size).toBe(6);
      expect(heard.filter((h) => h.path === '/fenhe')).toEqual([]);
      // the ERP reads the paid bill with its key; the other company's key finds no such bill
      const read = await steel.get(`/settlement/bill/getById/${billId}`);
      expect(read.code, read.message).toBe(200);
      expect(read.data).toMatchObject({ id: billId, status: 'PAID' });
      expect((await fenhe.get(`/settlement/bill/getById/${billId}`)).code).toBe(404);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
