// The invoice tests' starting point on the demo data: the steel shipper's paid waybills of 顺达 (its
// bills confirmed by 顺达 and paid offline), an application on them, and the issued invoice's input as
// operations record it, with a file the operator uploaded.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { IssueInvoiceInput } from '../../contract/invoices/issuing';
import { chinaToday } from '../../contract/money/bills';
import { AGENCY_AGREEMENT, agencyAgreementText } from '../../contract/invoices/agency';
import { agencyAgreements, settlementBills, users } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { authOfUser, type TestPlatform } from '../auth/testing';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { confirmBill, createBill, recordOfflinePayment } from '../money/bills';
import { approvedWaybillsOfShunda, copyForCarrier, offlinePaymentOf } from '../money/testing';

/** A tiny real PDF: what operations upload as the invoice file. */
export const INVOICE_PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

let paymentKey = 0;

/** A bill of `shipper` over `ids`, confirmed by its payee; paid in full when `pay`. Returns the bill. */
export async function billOf(t: TestPlatform, shipper: Auth, ids: number[], pay = true) {
  const bill = await createBill(t.db, shipper, { waybillIds: ids, deductions: [] });
  const [payee] = await t.db.select().from(users).where(eq(users.id, bill.payeeUserId));
  await confirmBill(t.db, { user: payee, role: 'carrier', tokenHash: '' }, bill.id);
  if (pay) await payBill(t, shipper, bill.id);
  return bill;
}

/** Pays what is left of a confirmed bill offline (nothing when it is paid already). */
export async function payBill(t: TestPlatform, shipper: Auth, billId: number) {
  const [bill] = await t.db.select().from(settlementBills).where(eq(settlementBills.id, billId));
  if (bill.status === 'PAID') return;
  paymentKey += 1;
  await recordOfflinePayment(
    t.db,
    shipper,
    offlinePaymentOf(billId, bill.totalFen - bill.paidFen, `INV${process.pid}${paymentKey}`, `inv-pay-${process.pid}-${paymentKey}`),
  );
}

/** Uploads `bytes` as the signed-in `token`'s file through the file service; returns its uuid. */
export async function uploadedFile(t: TestPlatform, token: string, bytes: Uint8Array = INVOICE_PDF, name = '发票.pdf'): Promise<string> {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' }));
  form.set('purpose', 'invoice');
  const res = await t.call('/actions/upload/', { method: 'POST', body: form, token });
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data.uuid as string;
}

let invoiceSerial = 0;
/** A 数电 number no other test has used: 20 digits. */
export const nextInvoiceNo = () => String(26_000_000_000_000_000_000n + BigInt(process.pid) * 1_000_000n + BigInt((invoiceSerial += 1)));

/** What operations record for an issued 数电 invoice of `application`: its own amounts, dated today, with `fileUuid`. */
export function digitalInvoice(application: { id: number; amountFen: number; taxFen: number }, fileUuid: string): IssueInvoiceInput {
  return {
    id: application.id,
    medium: 'DIGITAL',
    invoiceNo: nextInvoiceNo(),
    issuedOn: chinaToday(),
    amountFen: application.amountFen,
    taxFen: application.taxFen,
    fileUuid,
  };
}

/**
 * The 代开 tests' parties on `t`: the steel shipper, the individual agent 赵春生 (paid as an
 * individual), operations with a PDF they uploaded, and `paidToPayee(n)`: n copies of the shipper's
 * settleable waybills carried by him, billed to him as an individual and paid.
 */
export async function agencyParties(t: TestPlatform) {
  const authOf = (mobile: string, role: Auth['role']) => authOfUser(t, mobile, role);
  const shipper = await authOf(DEMO_ACCOUNTS.enterpriseShipper.mobile, 'enterprise_shipper');
  const payee = await authOf(DEMO_ACCOUNTS.individualAgent.mobile, 'individual_agent');
  const operator = await authOf(DEMO_ACCOUNTS.operator.mobile, 'operator');
  const shipperToken = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
  const payeeToken = await t.sessionFor(DEMO_ACCOUNTS.individualAgent.mobile);
  const operatorToken = await t.sessionFor(DEMO_ACCOUNTS.operator.mobile);
  const pool = (await approvedWaybillsOfShunda(t, shipperToken, shipper)).filter((w) => (w.freightFen ?? 0) > 0);
  const pdf = await uploadedFile(t, operatorToken);
  let copies = 0;
  const paidToPayee = async (n = 1, suffix = 'DK') => {
    expect(pool.length, 'settleable waybills left').toBeGreaterThanOrEqual(n);
    const ids: number[] = [];
    for (const w of pool.splice(0, n)) ids.push(await copyForCarrier(t, w.id, payee, `${suffix}${(copies += 1)}`));
    const bill = await billOf(t, shipper, ids);
    expect(bill.payeeCompanyId).toBeNull();
    return ids;
  };
  return { shipper, payee, operator, shipperToken, payeeToken, operatorToken, pool, pdf, paidToPayee };
}

/**
 * The payee's acceptance of the 代开 agreement as recorded before decision 037 (the tick box), which stays valid; new
 * agreements are e-contracts (contracts/agency.test.ts).
 */
export async function acceptedBefore(t: TestPlatform, auth: Auth) {
  const body = agencyAgreementText();
  await t.db.insert(agencyAgreements).values({
    userId: auth.user.id,
    version: AGENCY_AGREEMENT.version,
    body,
    bodySha256: createHash('sha256').update(body, 'utf8').digest('hex'),
    signerName: auth.user.realName,
    signerIdNo: auth.user.idCard ?? '110101199003074514',
    ip: '10.0.0.9',
  });
}
