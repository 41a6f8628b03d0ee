// 开票申请: the shipper applies on its paid waybills; operations issue, refuse or reverse it red
// (issuing.ts: refusal and red reversal free the amounts). Invoiced ≤ paid per waybill holds under
// concurrency because each application raises the waybill's waybill_invoiced row with a conditional
// UPDATE (the row lock makes concurrent applications on the same waybill queue, and the second finds
// nothing left); the whole application is one transaction, so it is all or nothing.
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { passDenialMessage } from '../../contract/auth/access';
import { INVOICE_TAX_RATES_BP, taxOf, type ApplyInvoiceInput, type InvoiceStatus } from '../../contract/invoices/applications';
import { INVOICE_MESSAGES as M } from '../../contract/invoices/messages';
import type { Db, Tx } from '../../db/client';
import {
  cargoSources,
  invoiceApplicationHistory,
  invoiceApplicationLines,
  invoiceApplications,
  orders,
  settlementBillLines,
  settlementBills,
  vehicles,
  waybillInvoiced,
  waybills,
} from '../../db/schema';
import { liveBillLine } from '../../db/joins';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { readInvoiceDetails } from './details';

export type Application = typeof invoiceApplications.$inferSelect;

/** The invoice gate of requiresPass: a qualified (certified) company, else the spec's message. */
export function requireInvoicePass(auth: Auth): void {
  const denied = passDenialMessage(
    { role: auth.role, authStatus: auth.user.authStatus, company: auth.user.company === 'y' ? 'y' : 'n', individual: auth.user.individual === 'y' ? 'y' : 'n' },
    'invoice',
  );
  if (denied) refuse(denied);
}

/** The payer's side of a bill is the caller's company (or the caller, acting without one). */
export const paidByCaller = (auth: Auth) =>
  auth.user.companyId !== null && auth.user.companyId !== undefined
    ? eq(settlementBills.payerCompanyId, auth.user.companyId)
    : and(sql`${settlementBills.payerCompanyId} is null`, eq(settlementBills.payerUserId, auth.user.id));

/** What was paid on each of the caller's waybills among `ids` (live lines of paid bills), with its 特定要素. */
async function paidWaybills(tx: Tx, auth: Auth, ids: number[]) {
  return tx
    .select({
      id: waybills.id,
      paidFen: sql<number>`(${settlementBillLines.freightFen} - ${settlementBillLines.deductionFen})::bigint`.mapWith(Number),
      origin: waybills.originCity,
      destination: waybills.destCity,
      plateNo: vehicles.plateNo,
      goodsName: sql<string>`coalesce(${cargoSources.goodsName}, '')`,
    })
    .from(waybills)
    .innerJoin(settlementBillLines, and(eq(settlementBillLines.waybillId, waybills.id), liveBillLine))
    .innerJoin(settlementBills, eq(settlementBills.id, settlementBillLines.billId))
    .innerJoin(orders, eq(orders.id, waybills.orderId))
    .innerJoin(vehicles, eq(vehicles.id, waybills.vehicleId))
    .leftJoin(cargoSources, eq(cargoSources.id, orders.cargoId))
    .where(and(inArray(waybills.id, ids), eq(settlementBills.status, 'PAID'), paidByCaller(auth)))
    .orderBy(asc(waybills.id));
}

const applyNoOf = () => `KP${Date.now()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

async function history(tx: Tx, applicationId: number, from: InvoiceStatus | null, to: InvoiceStatus, action: string, byUserId: number) {
  await tx.insert(invoiceApplicationHistory).values({ applicationId, fromStatus: from, toStatus: to, action, byUserId });
}

export async function applyForInvoice(db: Db, auth: Auth, input: ApplyInvoiceInput): Promise<Application> {
  requireInvoicePass(auth);
  const ids = [...new Set(input.waybillIds)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const details = await readInvoiceDetails(tx, auth);
    if (!details) refuse(M.noDetails, 400, { field: 'details' });
    const rows = await paidWaybills(tx, auth, ids);
    if (rows.length !== ids.length) refuse(M.notInvoiceable, 400, { field: 'waybillIds' });
    // Each waybill's counter row exists before it is locked; in id order, so two applications never wait on each other in a circle.
    await tx
      .insert(waybillInvoiced)
      .values(ids.map((waybillId) => ({ waybillId })))
      .onConflictDoNothing();
    const lines = [];
    for (const row of rows) {
      // All that is left on the waybill, taken in the statement that locks its row and only while
      // the total stays within what was paid: a concurrent application finds the row moved.
      const [claimed] = await tx
        .update(waybillInvoiced)
        .set({ invoicedFen: row.paidFen })
        .where(and(eq(waybillInvoiced.waybillId, row.id), sql`${waybillInvoiced.invoicedFen} < ${row.paidFen}`))
        .returning({ waybillId: waybillInvoiced.waybillId });
      if (!claimed) refuse(M.alreadyInvoiced, 400, { field: 'waybillIds' });
      lines.push(row);
    }
    // The claimed amount per line is what was paid less what other live applications hold.
    const held = await tx
      .select({ waybillId: invoiceApplicationLines.waybillId, fen: sql<number>`sum(${invoiceApplicationLines.amountFen})::bigint`.mapWith(Number) })
      .from(invoiceApplicationLines)
      .innerJoin(invoiceApplications, eq(invoiceApplications.id, invoiceApplicationLines.applicationId))
      .where(and(inArray(invoiceApplicationLines.waybillId, ids), inArray(invoiceApplications.status, ['WAIT', 'SEND'])))
      .groupBy(invoiceApplicationLines.waybillId);
    const heldOf = new Map(held.map((h) => [h.waybillId, h.fen]));
    const amounts = lines.map((l) => ({ ...l, amountFen: l.paidFen - (heldOf.get(l.id) ?? 0) }));
    const amountFen = amounts.reduce((sum, l) => sum + l.amountFen, 0);
    if (amountFen !== input.amountFen) refuse(M.amountMismatch, 400, { field: 'amountFen' });
    const taxRateBp = INVOICE_TAX_RATES_BP[input.kind];
    const { updatedAt: _updatedAt, ...snapshot } = details!;
    const [application] = await tx
      .insert(invoiceApplications)
      .values({
        applyNo: applyNoOf(),
        applicantUserId: auth.user.id,
        kind: input.kind,
        status: 'WAIT',
        amountFen,
        taxRateBp,
        taxFen: taxOf(amountFen, taxRateBp),
        details: snapshot,
        remark: input.remark ?? '',
      })
      .returning();
    await tx.insert(invoiceApplicationLines).values(
      amounts.map((l) => ({
        applicationId: application.id,
        waybillId: l.id,
        amountFen: l.amountFen,
        origin: l.origin,
        destination: l.destination,
        plateNo: l.plateNo,
        goodsName: l.goodsName,
      })),
    );
    await history(tx, application.id, null, 'WAIT', 'apply', auth.user.id);
    return application;
  });
}
