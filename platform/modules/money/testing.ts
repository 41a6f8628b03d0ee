// The money tests' starting point on the demo data: the steel shipper approves its signed waybills,
// and a settleable waybill of another payee is made from one of them.
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { type bankTransfers, orders, waybills, type withdrawals } from '../../db/schema';
import type { Auth } from '../../http/auth';
import type { TestPlatform } from '../auth/testing';
import { chinaToday } from '../../contract/money/bills';
import { NOT_RECEIVED_AFTER_MS } from './bank/port';
import type { BankStandIn, BankStandInMode } from './bank/stand-in';
import { settleableWaybills } from './bills';

/** The body of an offline payment of `amountFen` on bill `billId`: a bank transfer to 顺达's account, today. */
export const offlinePaymentOf = (billId: number, amountFen: number, bankSerial: string, idempotencyKey: string) => ({
  billId,
  amountFen,
  bankSerial,
  paidOn: chinaToday(),
  paidTime: '10:30',
  payMeans: '32',
  receiptAccount: '6222020302001234567',
  idempotencyKey,
});

/**
 * The shipper approves every signed waybill of its own through the audit endpoint (as on
 * /user/dispatchOrderListCheck); returns its settleable waybills of 顺达, which the tests bill and
 * 顺达 confirms (the demo has settleable waybills of other payees too).
 */
export async function approvedWaybillsOfShunda(t: TestPlatform, token: string, shipper: Auth) {
  const signed = await t.db
    .select({ id: waybills.id })
    .from(waybills)
    .where(and(eq(waybills.shipperCompanyId, shipper.user.companyId!), eq(waybills.status, 'SIGN'), eq(waybills.auditStatus, '0')));
  for (const w of signed) expect((await t.call('/dispatchOrder/audit', { token, json: { waybillId: w.id, result: '1' } })).body.code).toBe(200);
  return (await settleableWaybills(t.db, shipper)).filter((w) => w.payeeName === '天津顺达物流有限公司');
}

/** A copy of a waybill, on a copy of its order taken by `carrier` (numbers end in `suffix`): another payee's. Returns its id. */
export async function copyForCarrier(t: TestPlatform, waybillId: number, carrier: Auth, suffix: string): Promise<number> {
  const [w] = await t.db.select().from(waybills).where(eq(waybills.id, waybillId));
  const [o] = await t.db.select().from(orders).where(eq(orders.id, w.orderId));
  const { id: _o, ...order } = o;
  const [copy] = await t.db
    .insert(orders)
    .values({ ...order, orderNo: `${o.orderNo}${suffix}`, carrierCompanyId: carrier.user.companyId, carrierUserId: carrier.user.id })
    .returning({ id: orders.id });
  const { id: _w, ...waybill } = w;
  const [other] = await t.db
    .insert(waybills)
    .values({ ...waybill, waybillNo: `${w.waybillNo}${suffix}`, orderId: copy.id })
    .returning({ id: waybills.id });
  return other.id;
}

/** What `request` answers while the bank stand-in is in `mode` ('fail' refuses, 'lost' never answers); the stand-in answers 'ok' again after. */
export async function whileBankIs<T>(bank: BankStandIn, mode: BankStandInMode, request: () => Promise<T>): Promise<T> {
  bank.mode = mode;
  try {
    return await request();
  } finally {
    bank.mode = 'ok';
  }
}

/**
 * Settles every movement of `table` whose bank call went unanswered, as the platform's watch would
 * (`settle` asks the bank). A call cut off at its timeout either reached the bank (the query finds
 * it booked, at once or a little later) or never left (the bank has no such serial): the second is
 * returned once its validity window has passed, here by dating the row back rather than waiting
 * six minutes. Fails if any is still unanswered after that.
 */
export async function settleUnanswered(db: Db, table: typeof withdrawals | typeof bankTransfers, settle: () => Promise<unknown>) {
  const unanswered = () =>
    db
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.status, ['FROZEN', 'PENDING']));
  for (let tries = 0; tries < 10 && (await unanswered()).length > 0; tries++) {
    await settle();
    await new Promise((done) => setTimeout(done, 300));
  }
  await db
    .update(table)
    .set({ createdAt: new Date(Date.now() - NOT_RECEIVED_AFTER_MS - 1_000) })
    .where(inArray(table.status, ['FROZEN', 'PENDING']));
  await settle();
  expect(await unanswered()).toEqual([]);
}
