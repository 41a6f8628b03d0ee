// 开票申请 (issue 45, step 2): applications on the shipper's paid waybills; invoiced ≤ paid per
// waybill across applications, under a 20-way race and over random sequences of payments,
// applications and red reversals; all or nothing; the invoice gate; another company sees nothing.
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/auth/user';
import { INVOICE_TAX_RATES_BP, taxOf } from '../../contract/invoices/applications';
import type { InvoiceDetailsInput } from '../../contract/invoices/details';
import { INVOICE_MESSAGES as M } from '../../contract/invoices/messages';
import { MESSAGES_8 } from '../../contract/codes';
import { invoiceApplicationHistory, invoiceApplicationLines, invoiceApplications, waybillInvoiced } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { refusalOf } from '../../testing/refusal';
import { authOfUser, openTestPlatform, type TestPlatform } from '../auth/testing';
import { approvedWaybillsOfShunda } from '../money/testing';
import { applyForInvoice } from './applications';
import { saveInvoiceDetails } from './details';
import { issueInvoice, reverseInvoice } from './issuing';
import { billOf as billOfShipper, digitalInvoice, payBill as payBillOf, uploadedFile } from './testing';

let t: TestPlatform;
let shipper: Auth;
let otherShipper: Auth;
let unqualified: Auth;
let operator: Auth;
let pool: { id: number; freightFen: number | null }[] = [];
/** the invoice file operations upload (issuing.ts checks it is theirs) */
let invoiceFile = '';

const authOf = (mobile: string, role: Role) => authOfUser(t, mobile, role);

/** A bill of the shipper over `ids`, confirmed by 顺达; paid in full when `pay`. Returns the bill. */
const billOf = (ids: number[], pay = true) => billOfShipper(t, shipper, ids, pay);
const payBill = (billId: number) => payBillOf(t, shipper, billId);

const take = (n: number) => {
  expect(pool.length, 'settleable waybills left').toBeGreaterThanOrEqual(n);
  return pool.splice(0, n);
};
const fenOf = (ws: { freightFen: number | null }[]) => ws.reduce((s, w) => s + (w.freightFen ?? 0), 0);
let red = 0;
const redNo = () => String(10_000_000_000_000_000_000n + BigInt((red += 1)));

/** invoiced ≤ paid on every waybill, and the counter equals what the live applications hold. */
async function expectInvariant(ids: number[]) {
  const rows = await t.db.execute(sql`
    select w.waybill_id as id, w.invoiced_fen::bigint as invoiced,
      coalesce((select sum(l.freight_fen - l.deduction_fen) from settlement_bill_lines l join settlement_bills b on b.id = l.bill_id
        where l.waybill_id = w.waybill_id and l.live and b.status = 'PAID'), 0)::bigint as paid,
      coalesce((select sum(a.amount_fen) from invoice_application_lines a join invoice_applications p on p.id = a.application_id
        where a.waybill_id = w.waybill_id and p.status in ('WAIT', 'SEND')), 0)::bigint as held
    from waybill_invoiced w where w.waybill_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  for (const r of (rows as unknown as { rows: { invoiced: string; paid: string; held: string }[] }).rows) {
    expect(Number(r.invoiced)).toBeLessThanOrEqual(Number(r.paid));
    expect(Number(r.invoiced)).toBe(Number(r.held));
  }
}

beforeAll(async () => {
  t = await openTestPlatform();
  shipper = await authOf(DEMO_ACCOUNTS.enterpriseShipper.mobile, 'enterprise_shipper');
  otherShipper = await authOf(DEMO_ACCOUNTS.fenheShipper.mobile, 'enterprise_shipper');
  unqualified = await authOf(DEMO_ACCOUNTS.individualShipper.mobile, 'individual_shipper');
  operator = await authOf(DEMO_ACCOUNTS.operator.mobile, 'operator');
  invoiceFile = await uploadedFile(t, await t.sessionFor(DEMO_ACCOUNTS.operator.mobile));
  pool = (await approvedWaybillsOfShunda(t, await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile), shipper)).filter((w) => (w.freightFen ?? 0) > 0);
  const details = { registeredAddress: '', registeredPhone: '', bankName: '', bankAccount: '', mailAddress: '', recipientName: '', recipientPhone: '' };
  await saveInvoiceDetails(t.db, shipper, { title: '唐山冀东钢铁贸易有限公司', taxpayerNo: '91130200MA0A1B2C36', ...details });
  await saveInvoiceDetails(t.db, otherShipper, { title: '山西汾河煤业运销有限公司', taxpayerNo: '91140100MA0X8K7L2P', ...details });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the tax', () => {
  it('is the 9 % inside the tax-inclusive amount, rounded half up to the fen', () => {
    expect(INVOICE_TAX_RATES_BP.DIGITAL_SPECIAL).toBe(900);
    expect(taxOf(10_900, 900)).toBe(900); // 109.00 元 → 9.00 元 of tax
    expect(taxOf(100, 900)).toBe(8); // 8.257… → 8
    expect(taxOf(103, 900)).toBe(9); // 8.504… → 9 (half up)
    expect(taxOf(0, 900)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (a) => {
        const exact = (a * 900) / 10_900;
        return Math.abs(taxOf(a, 900) - exact) <= 0.5;
      }),
    );
  });
});

describe('applications', () => {
  it('take the paid waybills with their elements and a snapshot of the details; a second one is refused; a red reversal frees them', async () => {
    const ws = take(2);
    await billOf(ws.map((w) => w.id));
    const amountFen = fenOf(ws);
    const app = await applyForInvoice(t.db, shipper, { waybillIds: ws.map((w) => w.id), kind: 'DIGITAL_SPECIAL', amountFen });
    expect(app).toMatchObject({ status: 'WAIT', amountFen, taxRateBp: 900, taxFen: taxOf(amountFen, 900) });
    expect((app.details as { title: string }).title).toBe('唐山冀东钢铁贸易有限公司');
    const lines = await t.db.select().from(invoiceApplicationLines).where(eq(invoiceApplicationLines.applicationId, app.id));
    expect(lines).toHaveLength(2);
    for (const l of lines) expect(l.origin && l.destination && l.plateNo).toBeTruthy();
    expect(await t.db.select().from(invoiceApplicationHistory).where(eq(invoiceApplicationHistory.applicationId, app.id))).toHaveLength(1);

    // later edits of the details never reach the submitted application
    await saveInvoiceDetails(t.db, shipper, { ...(app.details as InvoiceDetailsInput), title: '改名后的抬头' });
    const [kept] = await t.db.select().from(invoiceApplications).where(eq(invoiceApplications.id, app.id));
    expect((kept.details as { title: string }).title).toBe('唐山冀东钢铁贸易有限公司');
    await saveInvoiceDetails(t.db, shipper, { ...(app.details as InvoiceDetailsInput), title: '唐山冀东钢铁贸易有限公司' });

    expect(await refusalOf(applyForInvoice(t.db, shipper, { waybillIds: [ws[0].id], kind: 'DIGITAL_SPECIAL', amountFen: ws[0].freightFen! }))).toBe(
      M.alreadyInvoiced,
    );
    // a red reversal only of an issued invoice, and by operations only
    expect(await refusalOf(reverseInvoice(t.db, operator, { id: app.id, redConfirmationNo: redNo() }))).toBe(M.notIssued);
    expect(await refusalOf(issueInvoice(t.db, shipper, digitalInvoice(app, invoiceFile)))).toBe(M.applicationNotFound);
    await issueInvoice(t.db, operator, digitalInvoice(app, invoiceFile));
    const reversed = await reverseInvoice(t.db, operator, { id: app.id, redConfirmationNo: redNo() });
    expect(reversed.status).toBe('RED');
    const again = await applyForInvoice(t.db, shipper, { waybillIds: [ws[0].id], kind: 'DIGITAL_NORMAL', amountFen: ws[0].freightFen! });
    expect(again.amountFen).toBe(ws[0].freightFen);
    await expectInvariant(ws.map((w) => w.id));
  });

  it('are all or nothing, and the amount must match the waybills', async () => {
    const [paid, unpaid] = take(2);
    await billOf([paid.id]);
    await billOf([unpaid.id], false);
    const before = (await t.db.select().from(invoiceApplications)).length;
    expect(
      await refusalOf(applyForInvoice(t.db, shipper, { waybillIds: [paid.id, unpaid.id], kind: 'DIGITAL_SPECIAL', amountFen: fenOf([paid, unpaid]) })),
    ).toBe(M.notInvoiceable);
    expect(await refusalOf(applyForInvoice(t.db, shipper, { waybillIds: [paid.id], kind: 'DIGITAL_SPECIAL', amountFen: paid.freightFen! + 1 }))).toBe(
      M.amountMismatch,
    );
    expect((await t.db.select().from(invoiceApplications)).length).toBe(before);
    const [counter] = await t.db.select().from(waybillInvoiced).where(eq(waybillInvoiced.waybillId, paid.id));
    expect(counter?.invoicedFen ?? 0).toBe(0);
  });

  it('are the shipper’s own and behind the invoice gate', async () => {
    const [w] = take(1);
    await billOf([w.id]);
    expect(await refusalOf(applyForInvoice(t.db, otherShipper, { waybillIds: [w.id], kind: 'DIGITAL_SPECIAL', amountFen: w.freightFen! }))).toBe(
      M.notInvoiceable,
    );
    expect(await refusalOf(applyForInvoice(t.db, unqualified, { waybillIds: [w.id], kind: 'DIGITAL_SPECIAL', amountFen: w.freightFen! }))).toBe(
      MESSAGES_8.noInvoiceQualification,
    );
    expect(MESSAGES_8.noInvoiceQualification).toBe('您还未进行资质认证，请先提交资质认证信息审核通过后再进行开票操作！');
    // through the API too
    const token = await t.sessionFor(DEMO_ACCOUNTS.individualShipper.mobile);
    const res = await t.call('/invoice/apply', { token, json: { waybillIds: [w.id], kind: 'DIGITAL_SPECIAL', amountFen: w.freightFen } });
    expect(res.body.message).toBe(MESSAGES_8.noInvoiceQualification);
  });

  it('refuse, through the API, an invoice number or a 红字确认单 number of the wrong length at its field', async () => {
    const token = await t.sessionFor(DEMO_ACCOUNTS.operator.mobile);
    const issued = await t.call('/invoice/issue', {
      token,
      json: { ...digitalInvoice({ id: 1, amountFen: 1, taxFen: 0 }, invoiceFile), invoiceNo: '1'.repeat(19) },
    });
    expect(issued.body.code).toBe(400);
    expect(issued.body.message).toContain(M.invoiceNoFormat);
    const red = await t.call('/invoice/reverse', { token, json: { id: 1, redConfirmationNo: '12345' } });
    expect(red.body.code).toBe(400);
    expect(red.body.message).toContain(M.redNoInvalid);
  });

  it('twenty at once on the same waybills: exactly one is made, invoiced stays within paid', async () => {
    const ws = take(2);
    await billOf(ws.map((w) => w.id));
    const input = { waybillIds: ws.map((w) => w.id), kind: 'DIGITAL_SPECIAL' as const, amountFen: fenOf(ws) };
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => applyForInvoice(t.db, shipper, input)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect((o.reason as Error).message).toBe(M.alreadyInvoiced);
    await expectInvariant(ws.map((w) => w.id));
  });
});

describe('invoiced ≤ paid over random sequences of payments, applications and red reversals', () => {
  it('holds after every step', async () => {
    const ws = take(4);
    // each waybill on its own confirmed bill, paid only when the sequence says so
    const bills = new Map<number, number>();
    for (const w of ws) bills.set(w.id, (await billOf([w.id], false)).id);
    const ids = ws.map((w) => w.id);
    let applied = 0;
    let reversed = 0;
    const op = fc.oneof(
      fc.record({ kind: fc.constant('pay' as const), i: fc.nat(3) }),
      fc.record({ kind: fc.constant('apply' as const), pick: fc.subarray([0, 1, 2, 3], { minLength: 1 }) }),
      fc.record({ kind: fc.constant('reverse' as const), i: fc.nat(50) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const step of steps) {
          if (step.kind === 'pay') await payBill(bills.get(ids[step.i])!);
          else if (step.kind === 'apply') {
            const picked = step.pick.map((i) => ws[i]);
            // the amount the screen would show: what is paid and not yet invoiced
            const amountFen = fenOf(picked);
            await applyForInvoice(t.db, shipper, { waybillIds: picked.map((w) => w.id), kind: 'DIGITAL_NORMAL', amountFen }).then(
              () => (applied += 1),
              (e: Error) => expect([M.notInvoiceable, M.alreadyInvoiced, M.amountMismatch]).toContain(e.message),
            );
          } else {
            const live = await t.db
              .select({ id: invoiceApplications.id, status: invoiceApplications.status })
              .from(invoiceApplications)
              .innerJoin(invoiceApplicationLines, eq(invoiceApplicationLines.applicationId, invoiceApplications.id))
              .where(inArray(invoiceApplicationLines.waybillId, ids));
            const open = live.filter((a) => a.status !== 'RED');
            if (open.length) {
              const target = open[step.i % open.length];
              if (target.status === 'WAIT') {
                const [held] = await t.db.select().from(invoiceApplications).where(eq(invoiceApplications.id, target.id));
                await issueInvoice(t.db, operator, digitalInvoice(held, invoiceFile));
              }
              await reverseInvoice(t.db, operator, { id: target.id, redConfirmationNo: redNo() });
              reversed += 1;
            }
          }
          await expectInvariant(ids);
        }
      }),
      { numRuns: 15, seed: 45 },
    );
    // the sequences did reach both ways: applications made and reversed
    expect(applied).toBeGreaterThan(0);
    expect(reversed).toBeGreaterThan(0);
  }, 240_000);
});
