// The 资金流水单 (LOGINK_CN_FREIGHTCHARGES): its message, the split of a bill's payments over its
// waybills, and on the demo data its queueing — only once the bill is paid AND the waybill's own
// report was sent, whichever comes second, and one row per waybill however often either happens.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BILL_MESSAGES, chinaToday } from '../../contract/money/bills';
import { REPORT_MESSAGES } from '../../contract/reporting/schemas';
import { settlementBills, waybillReports } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import type { Envelope } from '../auth/testing';
import { PERMISSION_REFUSED } from '../../http/permissions';
import { allocatePayments, freightChargesMessage, queueFreightCharges, type FreightFacts } from './freight';
import { call, freshWaybill, standIn, t, withReportingPlatform } from './testing';

const facts = (): FreightFacts => ({
  waybillNo: 'PC2026111800042',
  actualCarrier: { name: '天津顺达物流有限公司 <A&B>', creditCode: '91120116MA05K8R3XQ' },
  plateNo: '津C7R261',
  plateColor: '2',
  totalFen: 458_208,
  recipient: '天津顺达物流有限公司',
  payments: [
    { payMeans: '32', receiptAccount: '6222020302001234567', bankSerial: 'ICBC001', paidAt: '2026-11-20T02:30:05.000Z', amountFen: 400_000 },
    { payMeans: '32', receiptAccount: '6222020302001234567', bankSerial: 'ICBC002', paidAt: '2026-11-21T01:00:00.000Z', amountFen: 58_208 },
  ],
});

const tag = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('资金流水单 message', () => {
  const xml = freightChargesMessage(facts(), { messageRef: 'GUID-1', senderCode: 'S1', recipientCode: 'R1', sentAt: new Date('2026-11-22T04:05:06.000Z') });

  it('has the header of money.md section B', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><Root><Header><MessageReferenceNumber>GUID-1</MessageReferenceNumber>')).toBe(true);
    expect(tag(xml, 'DocumentName')).toEqual(['资金流水单']);
    expect(tag(xml, 'DocumentVersionNumber')).toEqual(['V2020']);
    expect(tag(xml, 'MessageSendingDateTime')).toEqual(['20261122120506']); // China time
  });

  it('carries the carrier, vehicle, the waybill total and each payment with three decimals and n14 times', () => {
    expect(tag(xml, 'DocumentNumber')).toEqual(['ZJPC2026111800042']);
    expect(tag(xml, 'Carrier')).toEqual(['天津顺达物流有限公司 &lt;A&amp;B&gt;']);
    expect(tag(xml, 'ActualCarrierID')).toEqual(['91120116MA05K8R3XQ']);
    expect(tag(xml, 'VehicleNumber')).toEqual(['津C7R261']);
    expect(tag(xml, 'VehiclePlateColorCode')).toEqual(['2']);
    expect(tag(xml, 'ShippingNoteNumber')).toEqual(['PC2026111800042']);
    expect(tag(xml, 'SerialNumber')).toEqual(['0000']);
    expect(tag(xml, 'TotalMonetaryAmount')).toEqual(['4582.080']);
    expect(tag(xml, 'PaymentMeansCode')).toEqual(['32', '32']);
    expect(tag(xml, 'Recipient')).toEqual(['天津顺达物流有限公司', '天津顺达物流有限公司']);
    expect(tag(xml, 'ReceiptAccount')).toEqual(['6222020302001234567', '6222020302001234567']);
    expect(tag(xml, 'SequenceCode')).toEqual(['ICBC001', 'ICBC002']);
    expect(tag(xml, 'MonetaryAmount')).toEqual(['4000.000', '582.080']);
    expect(tag(xml, 'DateTime')).toEqual(['20261120103005', '20261121090000']);
    for (const t of tag(xml, 'DateTime')) expect(t).toMatch(/^\d{14}$/);
  });
});

describe('allocatePayments', () => {
  it('covers the waybills in id order from the payments in the order they were made', () => {
    const parts = allocatePayments(
      [
        { waybillId: 9, amountFen: 300 },
        { waybillId: 4, amountFen: 500 },
      ],
      [
        { ref: 'a', amountFen: 600 },
        { ref: 'b', amountFen: 200 },
      ],
    );
    expect(parts.get(4)).toEqual([{ ref: 'a', amountFen: 500 }]);
    expect(parts.get(9)).toEqual([
      { ref: 'a', amountFen: 100 },
      { ref: 'b', amountFen: 200 },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// On the demo data, over HTTP

const OPERATOR = DEMO_ACCOUNTS.operator.mobile;
const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile; // pays 顺达 for the reporting waybills
const CARRIER = DEMO_ACCOUNTS.carrier.mobile; // 顺达: the payee
const OTHER_SHIPPER = DEMO_ACCOUNTS.fenheShipper.mobile; // 山西汾河煤业: another company

withReportingPlatform([OPERATOR, SHIPPER, CARRIER, OTHER_SHIPPER], '5000');

const reports = (waybillId: number, kind: string) =>
  t.db
    .select()
    .from(waybillReports)
    .where(and(eq(waybillReports.waybillId, waybillId), eq(waybillReports.documentKind, kind)));

const billOf = async (created: Envelope) =>
  (
    await t.db
      .select()
      .from(settlementBills)
      .where(eq(settlementBills.id, (created.data as { id: number }).id))
  )[0];

let payKey = 0;
/** The shipper bills the waybill, 顺达 confirms, the shipper pays it in full by bank transfer. */
async function billAndPay(waybillId: number) {
  const created = await call(SHIPPER, '/settlement/bill/save', { waybillIds: [waybillId] });
  expect(created.code, JSON.stringify(created)).toBe(200);
  const bill = await billOf(created);
  expect((await call(CARRIER, '/settlement/bill/confirm', { billId: bill.id })).code).toBe(200);
  payKey += 1;
  const paid = await call(SHIPPER, '/settlement/bill/offlinePay', {
    billId: bill.id,
    amountFen: bill.totalFen,
    bankSerial: `ICBC20261120${payKey}`,
    paidOn: chinaToday(),
    paidTime: '10:30',
    payMeans: '32',
    receiptAccount: '6222020302001234567',
    idempotencyKey: `freight-pay-${payKey}-${waybillId}`,
  });
  expect(paid.code, JSON.stringify(paid)).toBe(200);
  return bill;
}

const push = (waybillId: number, kind: 'waybill' | 'freight_charges') =>
  call(OPERATOR, '/waybillReport/report', { waybillIds: [waybillId], kind }).then((r) => (r.data as { ok: boolean; message: string }[])[0]);

describe('资金流水单 queueing and sending', () => {
  it('refuses cash and a missing account or time when the payment is recorded', async () => {
    const w = await freshWaybill('F');
    const created = await call(SHIPPER, '/settlement/bill/save', { waybillIds: [w.id] });
    const bill = await billOf(created);
    await call(CARRIER, '/settlement/bill/confirm', { billId: bill.id });
    const base = {
      billId: bill.id,
      amountFen: bill.totalFen,
      bankSerial: 'ICBC1',
      paidOn: chinaToday(),
      paidTime: '10:30',
      payMeans: '32',
      receiptAccount: '6222',
      idempotencyKey: `cash-${w.id}`,
    };
    expect(await call(SHIPPER, '/settlement/bill/offlinePay', { ...base, payMeans: '10' })).toMatchObject({ code: 400, message: BILL_MESSAGES.payMeans });
    expect(await call(SHIPPER, '/settlement/bill/offlinePay', { ...base, receiptAccount: ' ' })).toMatchObject({
      code: 400,
      message: BILL_MESSAGES.receiptAccount,
    });
    expect(await call(SHIPPER, '/settlement/bill/offlinePay', { ...base, paidTime: '25:00' })).toMatchObject({ code: 400, message: BILL_MESSAGES.paidTime });
  });

  it('queues the 资金流水单 when the bill is paid after the waybill was reported, and sends it', async () => {
    const w = await freshWaybill('F');
    expect((await push(w.id, 'waybill')).ok).toBe(true);
    expect(await reports(w.id, 'freight_charges')).toEqual([]);
    await billAndPay(w.id);
    const [queued] = await reports(w.id, 'freight_charges');
    expect(queued.status).toBe('pending');

    const page = await call(OPERATOR, '/waybillReport/pagination', { tab: 'pending', waybillNo: w.waybillNo });
    expect((page.data as { records: { kind: string; status: string }[] }).records).toEqual([
      expect.objectContaining({ kind: 'freight_charges', status: 'pending' }),
    ]);

    const sent = await push(w.id, 'freight_charges');
    expect(sent.ok, sent.message).toBe(true);
    const last = standIn.received.at(-1)!;
    expect(last.actionType).toBe('LOGINK_CN_FREIGHTCHARGES');
    expect(tag(last.xml, 'ShippingNoteNumber')).toEqual([w.waybillNo]);
    expect(tag(last.xml, 'SequenceCode')[0]).toMatch(/^ICBC20261120/);
    expect(tag(last.xml, 'DateTime')).toEqual([`${chinaToday().replaceAll('-', '')}103000`]);
    const reported = await call(OPERATOR, '/waybillReport/pagination', { tab: 'reported', waybillNo: w.waybillNo });
    expect((reported.data as { records: { kind: string }[] }).records.map((r) => r.kind).sort()).toEqual(['freight_charges', 'waybill']);

    const detail = await call(OPERATOR, `/waybillReport/getById/${w.id}?kind=freight_charges`);
    expect(detail.data).toMatchObject({ row: { kind: 'freight_charges', status: 'sent' }, xmlIsPreview: false, check: [] });
  });

  it('does not queue it before the waybill report is sent; the push that sends the waybill report does', async () => {
    const w = await freshWaybill('F');
    await billAndPay(w.id);
    expect(await reports(w.id, 'freight_charges')).toEqual([]);
    expect(await push(w.id, 'freight_charges')).toMatchObject({ ok: false, message: REPORT_MESSAGES.freightNotQueued });
    expect((await push(w.id, 'waybill')).ok).toBe(true);
    expect((await reports(w.id, 'freight_charges')).map((r) => r.status)).toEqual(['pending']);
  });

  it('keeps one 资金流水单 per waybill however often it is queued or pushed', async () => {
    const w = await freshWaybill('F');
    expect((await push(w.id, 'waybill')).ok).toBe(true);
    const bill = await billAndPay(w.id);
    await queueFreightCharges(t.db, { billId: bill.id });
    await queueFreightCharges(t.db, { waybillId: w.id });
    expect(await reports(w.id, 'freight_charges')).toHaveLength(1);
    expect((await push(w.id, 'freight_charges')).ok).toBe(true);
    expect(await push(w.id, 'freight_charges')).toMatchObject({ ok: false, message: REPORT_MESSAGES.freightAlreadySent });
    const [row] = await reports(w.id, 'freight_charges');
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('shows the rows to operations only: the shipper and the payee company are refused', async () => {
    for (const mobile of [SHIPPER, CARRIER, OTHER_SHIPPER]) {
      expect(await call(mobile, '/waybillReport/pagination', { tab: 'reported' })).toMatchObject({ code: 403, message: PERMISSION_REFUSED });
      expect((await call(mobile, '/waybillReport/report', { waybillIds: [1], kind: 'freight_charges' })).code).not.toBe(200);
    }
  });
});
