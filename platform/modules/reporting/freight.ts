// The 资金流水单 (LOGINK_CN_FREIGHTCHARGES) of a waybill: what the payer paid for the trip, reported
// after the waybill's own 电子运单, since the provinces cross-check one against the other (money.md
// section B). A waybill's report row of kind freight_charges is queued — never made by hand — when
// both hold: the waybill is on a PAID settlement bill, and its waybill report was sent. Whichever
// happens second queues it (bills.recordPayment, or the push that sends the waybill report); the
// unique (waybill, kind) index keeps it one row, so the two paths meeting cannot make two.
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx, Db } from '../../db/client';
import { billPayments, companies, orders, settlementBillLines, settlementBills, vehicles, waybillReports, waybills } from '../../db/schema';
import { liveBillLine } from '../../db/joins';
import { DOCUMENT_VERSION, loginkTime, toXml, XML_DECLARATION, yuan3, type MessageHeader, type XmlMap } from './message';

export const FREIGHT_ACTION_TYPE = 'LOGINK_CN_FREIGHTCHARGES';
export const FREIGHT_KIND = 'freight_charges';

/** Queues the 资金流水单 of a paid bill's reported waybills, or of one waybill just reported. */
export async function queueFreightCharges(tx: Db | Tx, of: { billId: number } | { waybillId: number }) {
  const which = 'billId' in of ? sql`l.bill_id = ${of.billId}` : sql`l.waybill_id = ${of.waybillId}`;
  await tx.execute(sql`
    insert into ${waybillReports} (waybill_id, document_kind)
    select l.waybill_id, ${FREIGHT_KIND}
    from ${settlementBillLines} l
    join ${settlementBills} b on b.id = l.bill_id and b.status = 'PAID'
    join ${waybillReports} r on r.waybill_id = l.waybill_id and r.document_kind = 'waybill' and r.status = 'sent'
    where l.live and ${which}
    on conflict do nothing`);
}

export type FreightPayment = {
  payMeans: string | null;
  receiptAccount: string | null;
  bankSerial: string | null;
  paidAt: string | null;
  amountFen: number;
};

/** Everything the check and the 资金流水单 need about one waybill's payment. */
export type FreightFacts = {
  waybillNo: string;
  actualCarrier: { name: string; creditCode: string } | null;
  plateNo: string;
  plateColor: string;
  /** what the payer owed for this waybill: its freight less the bill's deduction */
  totalFen: number;
  recipient: string;
  /** the bill's payments as far as they paid for this waybill (see allocatePayments) */
  payments: FreightPayment[];
};

/**
 * Splits a bill's payments over its waybills: waybills in id order take the payments in the order
 * they were made until each is covered. Each 资金流水单 then adds up to its own waybill's amount, and
 * a payment that covered two waybills appears in both with the part that paid each.
 */
export function allocatePayments<P extends { amountFen: number }>(
  lines: { waybillId: number; amountFen: number }[],
  payments: P[],
): Map<number, (P & { amountFen: number })[]> {
  const out = new Map<number, (P & { amountFen: number })[]>();
  const left = payments.map((p) => p.amountFen);
  let i = 0;
  for (const line of [...lines].sort((a, b) => a.waybillId - b.waybillId)) {
    const parts: (P & { amountFen: number })[] = [];
    let owed = line.amountFen;
    while (owed > 0 && i < payments.length) {
      const take = Math.min(owed, left[i]);
      if (take > 0) parts.push({ ...payments[i], amountFen: take });
      owed -= take;
      left[i] -= take;
      if (left[i] === 0) i += 1;
    }
    out.set(line.waybillId, parts);
  }
  return out;
}

const actualCo = alias(companies, 'freight_actual_co');

/** The facts of a waybill's 资金流水单, or null when the waybill is on no paid bill. */
export async function freightFacts(db: Db | Tx, waybillId: number): Promise<FreightFacts | null> {
  const [r] = await db
    .select({
      waybillNo: waybills.waybillNo,
      billId: settlementBillLines.billId,
      plateNo: vehicles.plateNo,
      plateColor: vehicles.plateColor,
      actual: { name: actualCo.name, creditCode: actualCo.creditCode },
      recipient: sql<string>`coalesce((select name from companies where id = ${settlementBills.payeeCompanyId}), (select real_name from users where id = ${settlementBills.payeeUserId}), '')`,
    })
    .from(waybills)
    .innerJoin(orders, eq(orders.id, waybills.orderId))
    .innerJoin(vehicles, eq(vehicles.id, waybills.vehicleId))
    .leftJoin(actualCo, eq(actualCo.id, orders.actualCarrierCompanyId))
    .innerJoin(settlementBillLines, and(eq(settlementBillLines.waybillId, waybills.id), liveBillLine))
    .innerJoin(settlementBills, and(eq(settlementBills.id, settlementBillLines.billId), eq(settlementBills.status, 'PAID')))
    .where(eq(waybills.id, waybillId))
    .limit(1);
  if (!r) return null;
  const [lines, payments] = await Promise.all([
    db
      .select({ waybillId: settlementBillLines.waybillId, freightFen: settlementBillLines.freightFen, deductionFen: settlementBillLines.deductionFen })
      .from(settlementBillLines)
      .where(and(eq(settlementBillLines.billId, r.billId), liveBillLine)),
    db
      .select({
        payMeans: billPayments.payMeans,
        receiptAccount: billPayments.receiptAccount,
        bankSerial: billPayments.bankSerial,
        paidAt: billPayments.paidAt,
        createdAt: billPayments.createdAt,
        amountFen: billPayments.amountFen,
      })
      .from(billPayments)
      .where(eq(billPayments.billId, r.billId))
      .orderBy(asc(billPayments.createdAt), asc(billPayments.id)),
  ]);
  const owed = lines.map((l) => ({ waybillId: l.waybillId, amountFen: l.freightFen - l.deductionFen }));
  const mine = allocatePayments(owed, payments).get(waybillId) ?? [];
  return {
    waybillNo: r.waybillNo,
    actualCarrier: r.actual?.name ? { name: r.actual.name, creditCode: r.actual.creditCode } : null,
    plateNo: r.plateNo,
    plateColor: r.plateColor,
    totalFen: owed.find((l) => l.waybillId === waybillId)?.amountFen ?? 0,
    recipient: r.recipient,
    payments: mine.map((p) => ({
      payMeans: p.payMeans,
      receiptAccount: p.receiptAccount,
      bankSerial: p.bankSerial,
      // a payment recorded before the time of payment was kept: the moment it was recorded
      paidAt: (p.paidAt ?? p.createdAt).toISOString(),
      amountFen: p.amountFen,
    })),
  };
}

/** The values a 资金流水单 cannot go without, in Chinese (empty: it may be sent). */
export function checkFreightCharges(f: FreightFacts): string[] {
  const problems: string[] = [];
  if (!f.actualCarrier) problems.push('缺少实际承运人');
  else if (!f.actualCarrier.creditCode) problems.push('实际承运人缺少统一社会信用代码');
  if (!f.recipient) problems.push('缺少收款方');
  if (f.payments.length === 0) problems.push('缺少付款记录');
  if (f.payments.some((p) => !p.payMeans)) problems.push('付款记录缺少付款方式');
  if (f.payments.some((p) => !p.receiptAccount)) problems.push('付款记录缺少收款账号');
  if (f.payments.some((p) => !p.bankSerial)) problems.push('付款记录缺少银行或支付流水号');
  if (f.payments.reduce((s, p) => s + p.amountFen, 0) !== f.totalFen) problems.push('付款金额与运单应付金额不一致');
  return problems;
}

/** The 资金流水单: Root > Header + Body, in the field order of money.md section B. */
export function freightChargesMessage(f: FreightFacts, h: MessageHeader): string {
  const root: XmlMap = {
    Header: {
      MessageReferenceNumber: h.messageRef,
      DocumentName: '资金流水单',
      DocumentVersionNumber: DOCUMENT_VERSION,
      SenderCode: h.senderCode,
      RecipientCode: h.recipientCode,
      MessageSendingDateTime: loginkTime(h.sentAt),
    },
    Body: {
      // one 资金流水单 per waybill (the unique report row), so the waybill number makes it unique
      DocumentNumber: `ZJ${f.waybillNo}`,
      Carrier: f.actualCarrier?.name ?? '',
      ActualCarrierID: f.actualCarrier?.creditCode ?? '',
      VehicleNumber: f.plateNo,
      VehiclePlateColorCode: f.plateColor,
      ShippingNoteList: [{ ShippingNoteNumber: f.waybillNo, SerialNumber: '0000', TotalMonetaryAmount: yuan3(f.totalFen) }],
      Financiallist: f.payments.map((p) => ({
        PaymentMeansCode: p.payMeans ?? '',
        Recipient: f.recipient,
        ReceiptAccount: p.receiptAccount ?? '',
        SequenceCode: p.bankSerial ?? '',
        MonetaryAmount: yuan3(p.amountFen),
        DateTime: loginkTime(p.paidAt),
      })),
    },
  };
  return `${XML_DECLARATION}<Root>${toXml(root)}</Root>`;
}
