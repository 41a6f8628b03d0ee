// 代开 per payee and period (issue 45): operations record the tax office's invoice for an individual
// payee (an individual carrier or driver who signed the 代开 agreement) covering a period — their
// paid waybills signed in it that no open 代开 record covers — with the amounts summed in integer fen,
// the 数电 number, date and the file through the file service. The record is an agency application
// made directly ISSUED (period_from/period_to), so one partial unique index (open lines) keeps a
// waybill on at most one record of either kind under concurrency. An issued record is never edited
// or deleted (migration 0037's triggers); a red reversal (ISSUED → RED, 红字确认单 number) closes its
// lines and frees its waybills for a new record. Each move is one transaction that checks the current
// state in its UPDATE and writes a history row.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  AGENCY_COLLECTION_RATE_BP,
  AGENCY_MESSAGES as M,
  AGENCY_PERIOD_MAX_WAYBILLS,
  type AgencyPeriodIssueInput,
  type AgencyPeriodPreview,
  type AgencyPeriodQuery,
  type AgencyRecordQuery,
  type AgencyReverseInput,
} from '../../contract/invoices/agency';
import { taxOf } from '../../contract/invoices/applications';
import { formatFen } from '../../contract/format';
import type { Db, Tx } from '../../db/client';
import { agencyApplicationLines, agencyApplications, users, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { isUniqueViolation, refuse } from '../../http/refusal';
import { notify } from '../workspace/notify';
import {
  agencyAgreementOf,
  agencyById,
  applyNoOf,
  history,
  payeeWaybills,
  requirePayeeRole,
  rowPage,
  TICKETS_PATH,
  waybillWhere,
  type AgencyApplication,
} from './agency';
import { requireOperations, requireOwnInvoiceFile } from './issuing';

/** The individual payee operations name by mobile: an active user without a company (recording also needs their signed agreement). */
async function payeeByMobile(db: Db | Tx, mobile: string) {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  if (!user || user.companyId !== null || user.status !== 'active') refuse(M.payeeNotFound, 400, { field: 'payeeMobile' });
  return user;
}

/** The payee's paid waybills signed in the period on no open 代开 record (none, refused or reversed red), oldest first. */
async function uncovered(db: Db | Tx, payeeUserId: number, q: Pick<AgencyPeriodQuery, 'periodFrom' | 'periodTo'>) {
  const rows = await payeeWaybills(db)
    .where(
      and(
        waybillWhere(payeeUserId, { signedFrom: q.periodFrom, signedTo: q.periodTo }),
        sql`coalesce(${agencyApplications.status}, 'NONE') not in ('APPLYING', 'ISSUED')`,
      ),
    )
    .orderBy(waybills.signedAt, waybills.id)
    .limit(AGENCY_PERIOD_MAX_WAYBILLS + 1);
  if (rows.length > AGENCY_PERIOD_MAX_WAYBILLS) refuse(M.periodTooMany, 400, { field: 'periodTo' });
  return rows.map((r) => ({
    waybillId: r.waybillId,
    waybillNo: r.waybillNo,
    billNo: r.billNo,
    origin: r.origin,
    destination: r.destination,
    plateNo: r.plateNo,
    goodsName: String(r.goodsName),
    signedAt: r.signedAt ? r.signedAt.toISOString() : null,
    paidFen: Number(r.paidFen),
  }));
}

/** What a period of the payee would cover (operations' screen before recording the invoice). */
export async function previewAgencyPeriod(db: Db, auth: Auth, q: AgencyPeriodQuery): Promise<AgencyPeriodPreview> {
  requireOperations(auth);
  const payee = await payeeByMobile(db, q.payeeMobile);
  // the signed 代开 contract, or an acceptance recorded before decision 037
  const agreement = await agencyAgreementOf(db, payee.id);
  const rows = await uncovered(db, payee.id, q);
  const amountFen = rows.reduce((sum, r) => sum + r.paidFen, 0);
  return {
    payee: { userId: payee.id, name: payee.realName || payee.mobile, mobile: payee.mobile, agreementSigned: Boolean(agreement) },
    periodFrom: q.periodFrom,
    periodTo: q.periodTo,
    waybills: rows,
    amountFen,
    taxRateBp: AGENCY_COLLECTION_RATE_BP,
    taxFen: taxOf(amountFen, AGENCY_COLLECTION_RATE_BP),
  };
}

/** The unique index a violation names, when the driver says (pg and PGlite both carry `constraint`). */
function violated(error: unknown): string {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return '';
}

/**
 * Operations record the tax office's invoice for the payee's period, all or nothing: the payee signed
 * the agreement; the period holds waybills no open record covers, and the invoice's amounts are
 * their sum and its tax at the collection rate. The record is ISSUED at once, with its history row,
 * and the payee is told. A waybill taken meanwhile by another record trips the open-line index.
 */
export async function recordAgencyPeriod(db: Db, auth: Auth, input: AgencyPeriodIssueInput): Promise<AgencyApplication> {
  requireOperations(auth);
  if (input.issuedOn < input.periodFrom) refuse(M.issuedOnBeforePeriod, 400, { field: 'issuedOn' });
  try {
    return await db.transaction(async (tx) => {
      const payee = await payeeByMobile(tx, input.payeeMobile);
      const agreement = await agencyAgreementOf(tx, payee.id);
      if (!agreement) refuse(M.agreementFirst, 400, { field: 'payeeMobile' });
      const rows = await uncovered(tx, payee.id, input);
      if (rows.length === 0) refuse(M.periodEmpty, 400, { field: 'periodTo' });
      const amountFen = rows.reduce((sum, r) => sum + r.paidFen, 0);
      const taxFen = taxOf(amountFen, AGENCY_COLLECTION_RATE_BP);
      if (input.amountFen !== amountFen) refuse(M.periodAmountMismatch, 400, { field: 'amountFen' });
      if (input.taxFen !== taxFen) refuse(M.taxNotApplied, 400, { field: 'taxFen' });
      await requireOwnInvoiceFile(tx, auth, input.fileUuid, M.fileInvalid);
      const [taken] = await tx.select({ id: agencyApplications.id }).from(agencyApplications).where(eq(agencyApplications.invoiceNo, input.invoiceNo)).limit(1);
      if (taken) refuse(M.invoiceNoTaken, 400, { field: 'invoiceNo' });
      const now = new Date();
      const [record] = await tx
        .insert(agencyApplications)
        .values({
          applyNo: applyNoOf(),
          payeeUserId: payee.id,
          status: 'ISSUED',
          amountFen,
          taxRateBp: AGENCY_COLLECTION_RATE_BP,
          taxFen,
          driverName: agreement.signerName,
          driverTaxNo: agreement.signerIdNo,
          agreementVersion: agreement.version,
          periodFrom: input.periodFrom,
          periodTo: input.periodTo,
          invoiceNo: input.invoiceNo,
          issuedOn: input.issuedOn,
          invoiceFileUuid: input.fileUuid,
          issuedByUserId: auth.user.id,
          issuedAt: now,
        })
        .returning();
      // the open-line index refuses a waybill another record holds open, even one made meanwhile
      await tx.insert(agencyApplicationLines).values(rows.map((r) => ({ applicationId: record.id, waybillId: r.waybillId, amountFen: r.paidFen })));
      await history(tx, record.id, null, 'ISSUED', 'period', auth.user.id);
      await notify(tx, payee.id, {
        type: 'payment',
        title: `${input.periodFrom} 至 ${input.periodTo} 的代开发票已开具`,
        content: `税务机关已为您代开 ${input.periodFrom} 至 ${input.periodTo} 的运费发票（${rows.length} 个派车单），发票号码${input.invoiceNo}，价税合计${formatFen(amountFen)}元，开票日期${input.issuedOn}，可在发票管理中下载发票文件。`,
        link: `${TICKETS_PATH}?id=${record.id}`,
      });
      return record;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      if (violated(error) === 'agency_applications_invoice_no') refuse(M.invoiceNoTaken, 400, { field: 'invoiceNo' });
      refuse(M.periodAmountMismatch, 400, { field: 'amountFen' });
    }
    throw error;
  }
}

/** Operations reverse an issued 代开 invoice red: ISSUED → RED with its 红字确认单 number; its lines close, freeing its waybills. */
export async function reverseAgencyInvoice(db: Db, auth: Auth, input: AgencyReverseInput): Promise<AgencyApplication> {
  requireOperations(auth);
  try {
    return await db.transaction(async (tx) => {
      await agencyById(tx, input.id);
      const [reversed] = await tx
        .update(agencyApplications)
        .set({ status: 'RED', redConfirmationNo: input.redConfirmationNo, reversedAt: new Date(), reversedByUserId: auth.user.id, updatedAt: new Date() })
        .where(and(eq(agencyApplications.id, input.id), eq(agencyApplications.status, 'ISSUED')))
        .returning();
      if (!reversed) refuse(M.notIssued);
      await tx.update(agencyApplicationLines).set({ open: false }).where(eq(agencyApplicationLines.applicationId, input.id));
      await history(tx, input.id, 'ISSUED', 'RED', 'red', auth.user.id);
      await notify(tx, reversed.payeeUserId, {
        type: 'payment',
        title: `代开发票${reversed.invoiceNo}已红冲`,
        content: `代开发票${reversed.invoiceNo}（价税合计${formatFen(reversed.amountFen)}元）已红冲，红字确认单编号${input.redConfirmationNo}。所含派车单可重新代开。`,
        link: `${TICKETS_PATH}?id=${reversed.id}`,
      });
      return reversed;
    });
  } catch (error) {
    if (isUniqueViolation(error)) refuse(M.redNoTaken, 400, { field: 'redConfirmationNo' });
    throw error;
  }
}

/** The payee's own 代开 records, newest first: the period's overlap with [from, to] (an application's day when it has no period). */
export async function agencyRecordPage(db: Db, auth: Auth, q: AgencyRecordQuery) {
  requirePayeeRole(auth);
  const start = sql`coalesce(${agencyApplications.periodFrom}, (${agencyApplications.createdAt} at time zone 'Asia/Shanghai')::date)`;
  const end = sql`coalesce(${agencyApplications.periodTo}, (${agencyApplications.createdAt} at time zone 'Asia/Shanghai')::date)`;
  const where: SQL | undefined = and(
    eq(agencyApplications.payeeUserId, auth.user.id),
    q.status ? eq(agencyApplications.status, q.status) : undefined,
    q.from ? sql`${end} >= ${q.from}::date` : undefined,
    q.to ? sql`${start} <= ${q.to}::date` : undefined,
  );
  return rowPage(db, where, [desc(start), desc(agencyApplications.id)], q);
}
