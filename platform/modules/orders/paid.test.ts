// Issue 42, what was paid: after a bill is paid, the order and the waybill say the amount the
// settlement records hold (freight by the charged weight, less deductions), not the order's price
// by the planned weight; the waybill's driver is not shown the bill (the payer's and the payee's).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '../../contract/money/bills';
import { drivers, orders, users, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { openTestPlatform, type TestPlatform } from '../auth/testing';
import { approvedWaybillsOfShunda } from '../money/testing';

let t: TestPlatform;
let shipperToken: string;
let carrierToken: string;

beforeAll(async () => {
  t = await openTestPlatform();
  shipperToken = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
  carrierToken = await t.sessionFor(DEMO_ACCOUNTS.carrier.mobile);
});

afterAll(async () => {
  await t?.close();
});

describe('what was paid', () => {
  it('shows on the order and the waybill the amount of the paid bill, read from its lines', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.enterpriseShipper.mobile));
    const shipper: Auth = { user, role: 'enterprise_shipper', tokenHash: '' };
    const [w] = await approvedWaybillsOfShunda(t, shipperToken, shipper);
    const [waybill] = await t.db.select().from(waybills).where(eq(waybills.id, w.id));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, waybill.orderId));
    const read = async (token: string) => ({
      order: (await t.call(`/order/getById/${order.id}`, { token })).body.data,
      waybill: (await t.call(`/dispatchOrder/getById/${w.id}`, { token })).body.data,
    });

    const before = await read(shipperToken);
    expect(before.order.order.paidFen).toBeNull();
    expect(before.waybill.waybill.billing).toBeNull();

    const deductionFen = 96;
    const made = await t.call('/settlement/bill/save', {
      token: shipperToken,
      json: { waybillIds: [w.id], deductions: [{ waybillId: w.id, amountFen: deductionFen, reason: '亏吨' }] },
    });
    expect(made.body.code).toBe(200);
    const billId = made.body.data.id as number;
    const dueFen = w.freightFen! - deductionFen;
    const unpaid = await read(carrierToken);
    expect(unpaid.order.order.paidFen).toBeNull();
    expect(unpaid.waybill.waybill.billing).toEqual({ billNo: made.body.data.billNo, status: 'WAIT_CONFIRM', dueFen, paidFen: null });

    expect((await t.call('/settlement/bill/confirm', { token: carrierToken, json: { billId } })).body.code).toBe(200);
    const pay = {
      billId,
      amountFen: dueFen,
      bankSerial: `PAID-TEST-${billId}`,
      paidOn: chinaToday(),
      paidTime: '10:30',
      payMeans: '32',
      receiptAccount: '6222020302001234567',
      idempotencyKey: `paid-test-${billId}`,
    };
    expect((await t.call('/settlement/bill/offlinePay', { token: shipperToken, json: pay })).body).toMatchObject({ code: 200, data: { status: 'PAID' } });

    for (const token of [shipperToken, carrierToken]) {
      const paid = await read(token);
      // the order's own freight is by its planned weight: what was paid differs from it
      expect(paid.order.order.paidFen).toBe(dueFen);
      expect(paid.order.order.paidFen).not.toBe(paid.order.order.totalFen);
      expect(paid.waybill.waybill.billing).toMatchObject({ status: 'PAID', dueFen, paidFen: dueFen });
    }

    // the waybill's driver reads his trip, not the bill between the shipper and the carrier
    const [driver] = await t.db.select({ userId: drivers.userId }).from(drivers).where(eq(drivers.id, waybill.driverId));
    const [driverUser] = await t.db.select().from(users).where(eq(users.id, driver.userId!));
    const driverToken = await t.sessionFor(driverUser.mobile);
    const asDriver = await read(driverToken);
    expect(asDriver.waybill.waybill.billing ?? null).toBeNull();
    expect(asDriver.order.order.paidFen ?? null).toBeNull();
  });
});
