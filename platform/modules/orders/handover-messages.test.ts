// A message at every hand-over (issue 42): from the shipper's confirmation of a grab to the payment
// of the bill, each step writes one in-app message to each party who acts next, linked to the thing
// it is about (the order, the waybill, the bill), in the step's own transaction; nobody else gets one.
import { asc, eq, gt, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chinaToday } from '../../contract/money/bills';
import { messages, settlementBills } from '../../db/schema';
import type { Envelope } from '../auth/testing';
import { call, CARRIER, freshDriver, freshOrder, freshVehicle, move, ORDER_PARTIES, SHIPPER, slip, t, userOf, withOrdersPlatform } from './testing';

withOrdersPlatform(ORDER_PARTIES);

type Sent = { userId: number; title: string; link: string | null };

/** The messages `step` wrote, oldest first. */
async function sentBy(step: () => Promise<{ body: Envelope }>): Promise<{ sent: Sent[]; data: Envelope['data'] }> {
  const [{ last }] = await t.db.select({ last: max(messages.id) }).from(messages);
  const before = last ?? 0;
  const res = await step();
  expect(res.body, res.body.message).toMatchObject({ code: 200 });
  const sent = await t.db
    .select({ userId: messages.userId, title: messages.title, link: messages.link })
    .from(messages)
    .where(gt(messages.id, before))
    .orderBy(asc(messages.id));
  return { sent, data: res.body.data };
}

type Recipient = { userId: number; link: string | null };
/** Who got a message and where it leads, in a fixed order (the order of writing is not the point). */
const recipients = (list: Recipient[]) =>
  list.map(({ userId, link }) => ({ userId, link })).sort((a, b) => a.userId - b.userId || (a.link ?? '').localeCompare(b.link ?? ''));

describe('a message at every hand-over', () => {
  it('tells the party who acts next, with a link to the order, the waybill or the bill, and nobody else', async () => {
    const shipper = await userOf(SHIPPER);
    const carrier = await userOf(CARRIER);
    const order = await freshOrder('WAITACCEPT', '1', CARRIER, 1);

    // The shipper confirms the grab: the carrier hears, and the link opens the order (not the cargo).
    let step = await sentBy(() => call(SHIPPER, '/order/grabDecision', { orderId: order.id, action: 'confirm' }));
    expect(step.sent).toEqual([{ userId: carrier.id, title: `订单${order.orderNo}已被货主确认`, link: `/orderDetails/${order.id}` }]);

    // The carrier dispatches: the driver and the shipper hear, each linked to the waybill on their own screen.
    const { mobile: driverMobile, row: driverRow } = await freshDriver();
    const driver = await userOf(driverMobile);
    const vehicle = await freshVehicle();
    step = await sentBy(() => call(CARRIER, '/dispatchOrder/save', { orderId: order.id, vehicleId: vehicle.id, driverId: driverRow.id, weightKg: 32_000 }));
    const waybillId = step.data.waybillId as number;
    const carrierLink = `/logistics/sendCardetail?id=${waybillId}`;
    const shipperLink = `/shipper/shipperSendCardetail?id=${waybillId}`;
    expect(recipients(step.sent)).toEqual(
      recipients([
        { userId: driver.id, link: carrierLink },
        { userId: shipper.id, link: shipperLink },
      ]),
    );

    // The driver starts (the shipper hears), loads and unloads (the shipper and the carrier hear).
    step = await sentBy(() => move(driverMobile, waybillId, 'start'));
    expect(recipients(step.sent)).toEqual([{ userId: shipper.id, link: shipperLink }]);
    for (const action of ['load', 'unload'] as const) {
      const slipUuid = await slip(driverMobile);
      step = await sentBy(() => move(driverMobile, waybillId, action, { weightKg: 31_900, slipUuid }));
      expect(recipients(step.sent)).toEqual(
        recipients([
          { userId: shipper.id, link: shipperLink },
          { userId: carrier.id, link: carrierLink },
        ]),
      );
    }

    // The shipper signs: the carrier hears; the order is all signed, so the shipper is told its receipt step.
    step = await sentBy(() => move(SHIPPER, waybillId, 'sign'));
    expect(recipients(step.sent)).toEqual(
      recipients([
        { userId: carrier.id, link: carrierLink },
        { userId: shipper.id, link: `/user/receiptConfirm?orderId=${order.id}` },
      ]),
    );

    // The shipper approves it: the carrier hears.
    step = await sentBy(() => call(SHIPPER, '/dispatchOrder/audit', { waybillId, result: '1' }));
    expect(recipients(step.sent)).toEqual([{ userId: carrier.id, link: carrierLink }]);

    // A bill: the payee is asked to confirm it; a dispute goes back to the payer; a cancellation to the payee.
    step = await sentBy(() => call(SHIPPER, '/settlement/bill/save', { waybillIds: [waybillId], deductions: [] }));
    const first = step.data as { id: number; billNo: string };
    expect(step.sent).toEqual([{ userId: carrier.id, title: `结算单${first.billNo}待您确认`, link: `/shipper/receivableBillDetail?id=${first.id}` }]);
    step = await sentBy(() => call(CARRIER, '/settlement/bill/dispute', { billId: first.id, reason: '卸货重量有误' }));
    expect(step.sent).toEqual([{ userId: shipper.id, title: `结算单${first.billNo}有异议`, link: `/shipper/payBillDetail?id=${first.id}` }]);
    step = await sentBy(() => call(SHIPPER, '/settlement/bill/cancel', { billId: first.id }));
    expect(step.sent).toEqual([{ userId: carrier.id, title: `结算单${first.billNo}已作废`, link: `/shipper/receivableBillDetail?id=${first.id}` }]);

    // A new bill, confirmed (the payer hears), paid offline (the payee hears).
    step = await sentBy(() => call(SHIPPER, '/settlement/bill/save', { waybillIds: [waybillId], deductions: [] }));
    const bill = step.data as { id: number; billNo: string };
    step = await sentBy(() => call(CARRIER, '/settlement/bill/confirm', { billId: bill.id }));
    expect(step.sent).toEqual([{ userId: shipper.id, title: `结算单${bill.billNo}已确认`, link: `/shipper/payBillDetail?id=${bill.id}` }]);
    const [{ totalFen }] = await t.db.select({ totalFen: settlementBills.totalFen }).from(settlementBills).where(eq(settlementBills.id, bill.id));
    step = await sentBy(() =>
      call(SHIPPER, '/settlement/bill/offlinePay', {
        billId: bill.id,
        amountFen: totalFen,
        bankSerial: `HANDOVER${bill.id}`,
        paidOn: chinaToday(),
        paidTime: '10:30',
        payMeans: '32',
        receiptAccount: '6222020302001234567',
        idempotencyKey: `handover-pay-${bill.id}`,
      }),
    );
    expect(step.sent).toEqual([{ userId: carrier.id, title: `结算单${bill.billNo}已付款`, link: `/shipper/receivableBillDetail?id=${bill.id}` }]);
  });
});
