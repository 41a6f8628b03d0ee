// The settleable list says what it leaves out (issue 42): a signed waybill not yet approved, one
// approved with a dispute, and one already on a live bill are listed apart with the reason (and the
// bill), for the payer only; and a waybill's rows name the live bill it is on, for the shipper and
// the carrier but not for the driver.
import { describe, expect, it } from 'vitest';
import { call, CARRIER, freshOrder, ORDER_PARTIES, OTHER_SHIPPER, SHIPPER, signedWaybill, withOrdersPlatform } from '../orders/testing';

withOrdersPlatform(ORDER_PARTIES);

type Held = { id: number; reason: string; billNo: string | null; billId: number | null };
const heldBack = async (mobile: string, waybillId: number) =>
  ((await call(mobile, '/settlement/heldBackWaybills', {})).body.data as Held[]).filter((w) => w.id === waybillId);
const settleable = async (waybillId: number) =>
  ((await call(SHIPPER, '/settlement/settleableWaybills', {})).body.data as { id: number }[]).some((w) => w.id === waybillId);
const settlementOf = async (mobile: string, waybillId: number) => (await call(mobile, `/dispatchOrder/getById/${waybillId}`)).body.data?.waybill.settlement;

describe('what the settleable list leaves out', () => {
  it('lists a signed waybill as not approved, then disputed, then on a bill, with the bill; settleable only between', async () => {
    const order = await freshOrder('ACCEPT', '1', CARRIER, 1);
    const { waybillId, driver } = await signedWaybill(order.id);

    expect(await heldBack(SHIPPER, waybillId)).toMatchObject([{ reason: 'unaudited', billNo: null }]);
    expect(await settleable(waybillId)).toBe(false);
    // another shipper's list does not show it
    expect(await heldBack(OTHER_SHIPPER, waybillId)).toEqual([]);

    expect((await call(SHIPPER, '/dispatchOrder/audit', { waybillId, result: '2', remark: '卸货重量待核' })).body.code).toBe(200);
    expect(await heldBack(SHIPPER, waybillId)).toMatchObject([{ reason: 'disputed' }]);

    expect((await call(SHIPPER, '/dispatchOrder/audit', { waybillId, result: '1' })).body.code).toBe(200);
    expect(await heldBack(SHIPPER, waybillId)).toEqual([]);
    expect(await settleable(waybillId)).toBe(true);
    expect(await settlementOf(SHIPPER, waybillId)).toBeNull();

    const made = await call(SHIPPER, '/settlement/bill/save', { waybillIds: [waybillId], deductions: [] });
    const bill = made.body.data as { id: number; billNo: string };
    expect(await heldBack(SHIPPER, waybillId)).toMatchObject([{ reason: 'onBill', billId: bill.id, billNo: bill.billNo }]);
    expect(await settleable(waybillId)).toBe(false);

    // The waybill names its bill to the shipper and the carrier, in the detail and the list; not to the driver.
    const named = { billId: bill.id, billNo: bill.billNo, billStatus: 'WAIT_CONFIRM' };
    expect(await settlementOf(SHIPPER, waybillId)).toEqual({ ...named, side: 'pay' });
    expect(await settlementOf(CARRIER, waybillId)).toEqual({ ...named, side: 'receive' });
    expect(await settlementOf(driver, waybillId)).toBeUndefined();
    const listed = await call(CARRIER, '/dispatchOrder/pagination', { pageNumber: 1, pageSize: 10, orderNo: order.orderNo });
    expect(listed.body.data.records).toMatchObject([{ id: waybillId, settlement: { ...named, side: 'receive' } }]);
    const driverList = await call(driver, '/dispatchOrder/pagination', { pageNumber: 1, pageSize: 10 });
    expect(driverList.body.data.records).toMatchObject([{ id: waybillId }]);
    expect(driverList.body.data.records[0]).not.toHaveProperty('settlement');

    // Cancelled, the bill lets go: the waybill is settleable again and names no bill.
    expect((await call(SHIPPER, '/settlement/bill/cancel', { billId: bill.id })).body.code).toBe(200);
    expect(await heldBack(SHIPPER, waybillId)).toEqual([]);
    expect(await settlementOf(CARRIER, waybillId)).toBeNull();
  });
});
