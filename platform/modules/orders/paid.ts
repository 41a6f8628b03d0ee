// What was paid for an order or a waybill (issue 42): read from the settlement records — the live
// bill lines of paid bills, freight less deductions, as the payer paid them — never recomputed from
// the order's price (the order's freight is by planned weight; the bill's by the charged weight).
import { and, eq, sql } from 'drizzle-orm';
import type { WaybillSettlement } from '../../contract/orders/places';
import { liveBillLine } from '../../db/joins';
import { settlementBillLines, settlementBills, waybills } from '../../db/schema';
import type { Executor } from './access';

/** The sum paid on the order's waybills (paid bills only); null while none is paid. */
export async function paidForOrder(db: Executor, orderId: number): Promise<number | null> {
  const [row] = await db
    .select({
      paid: sql<string | null>`sum(${settlementBillLines.freightFen} - ${settlementBillLines.deductionFen})`,
    })
    .from(settlementBillLines)
    .innerJoin(settlementBills, eq(settlementBills.id, settlementBillLines.billId))
    .innerJoin(waybills, eq(waybills.id, settlementBillLines.waybillId))
    .where(and(eq(waybills.orderId, orderId), liveBillLine, eq(settlementBills.status, 'PAID')));
  return row?.paid === null || row?.paid === undefined ? null : Number(row.paid);
}

/** The live bill the waybill is settled on: what it owes on it, and what was paid once the bill is paid. */
export async function settlementOfWaybill(db: Executor, waybillId: number): Promise<WaybillSettlement | null> {
  const [row] = await db
    .select({
      billNo: settlementBills.billNo,
      status: settlementBills.status,
      freightFen: settlementBillLines.freightFen,
      deductionFen: settlementBillLines.deductionFen,
    })
    .from(settlementBillLines)
    .innerJoin(settlementBills, eq(settlementBills.id, settlementBillLines.billId))
    .where(and(eq(settlementBillLines.waybillId, waybillId), liveBillLine))
    .limit(1);
  if (!row) return null;
  const dueFen = row.freightFen - row.deductionFen;
  return { billNo: row.billNo, status: row.status, dueFen, paidFen: row.status === 'PAID' ? dueFen : null };
}
