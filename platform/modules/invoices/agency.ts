// 代开 for individual payees (/user/ticketManage, issue 45): the same machine as the shippers'
// applications, on the payee side of paid settlement bills. An individual payee (no company on the
// bill's payee side) accepts the agreement once, applies on paid waybills, and operations record the
// tax office's invoice (APPLYING → ISSUED) or refuse (APPLYING → REFUSED). Each move is one
// transaction that checks the current state in its UPDATE and writes a history row. A waybill is on
// at most one open application: the partial unique index on open lines is the wall under
// concurrency (a refusal closes the lines, so the waybill may be applied for again).
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  AGENCY_AGREEMENT,
  AGENCY_COLLECTION_RATE_BP,
  AGENCY_MESSAGES as M,
  agencyAgreementText,
  type AgencyApplicationDetail,
  type AgencyApplicationRow,
  type AgencyApplyInput,
  type AgencyIssueInput,
  type AgencyQueueQuery,
  type AgencyRefuseInput,
  type AgencyStatus,
  type AgencyWaybillExportQuery,
  type AgencyWaybillQuery,
  type AgencyWaybillRow,
  type AgreementView,
  type WaybillAgencyStatus,
  AGENCY_EXPORT_MAX,
} from '../../contract/invoices/agency';
import { taxOf } from '../../contract/invoices/applications';
import { formatFen } from '../../contract/format';
import { chinaToday } from '../../contract/money/bills';
import type { Page } from '../../contract/page';
import type { Db, Tx } from '../../db/client';
import {
  agencyAgreements,
  agencyApplicationHistory,
  agencyApplicationLines,
  agencyApplications,
  settlementBills,
  users,
  vehicles,
  waybills,
} from '../../db/schema';
import type { Auth } from '../../http/auth';
import { isUniqueViolation, refuse } from '../../http/refusal';
import { signedAgencyContract } from '../contracts/access';
import { notify } from '../workspace/notify';
import { requireOperations, requireOwnInvoiceFile } from './issuing';
import { between, like, overPaidLines, paidTripColumns } from './listing';

export type AgencyApplication = typeof agencyApplications.$inferSelect;

/** Where the payee finds the application (the message's link). */
export const TICKETS_PATH = '/user/ticketManage';

/** The roles that are paid as individuals: anyone else (shippers, operations) has no 代开 of their own. */
export function requirePayeeRole(auth: Auth): void {
  if (!['individual_agent', 'carrier', 'driver'].includes(auth.role)) refuse(M.notPayee);
}

/** The bill's payee is the user as an individual (no company on the payee side). */
const payeeIs = (userId: number) => and(eq(settlementBills.payeeUserId, userId), isNull(settlementBills.payeeCompanyId));

// ---- the agreement ------------------------------------------------------------------------------

export async function readAgreement(db: Db | Tx, auth: Auth): Promise<AgreementView> {
  requirePayeeRole(auth);
  const [row] = await db.select().from(agencyAgreements).where(eq(agencyAgreements.userId, auth.user.id)).limit(1);
  return {
    version: AGENCY_AGREEMENT.version,
    text: agencyAgreementText(),
    signed: row
      ? { version: row.version, text: row.body, sha256: row.bodySha256, signerName: row.signerName, signedAt: row.signedAt.toISOString(), ip: row.ip }
      : null,
  };
}

/**
 * What the payee signed to let the platform apply on their behalf: their COMPLETE 代开 contract in its
 * term (the contracts area), else an acceptance recorded before decision 037; null when neither.
 */
export async function agencyAgreementOf(tx: Db | Tx, userId: number): Promise<{ signerName: string; signerIdNo: string; version: string } | null> {
  const contract = await signedAgencyContract(tx, userId);
  if (contract) return { signerName: contract.signerName, signerIdNo: contract.signerIdNo, version: contract.contractNo };
  const [legacy] = await tx.select().from(agencyAgreements).where(eq(agencyAgreements.userId, userId)).limit(1);
  return legacy ? { signerName: legacy.signerName, signerIdNo: legacy.signerIdNo, version: legacy.version } : null;
}

// ---- the payee's waybills ------------------------------------------------------------------------

/** The waybill's latest 代开 application (by its latest line). */
const latestApplication = sql`(select l.application_id from agency_application_lines l where l.waybill_id = ${waybills.id} order by l.id desc limit 1)`;
const agencyStatus = sql<WaybillAgencyStatus>`coalesce(${agencyApplications.status}, 'NONE')`;

const waybillColumns = {
  ...paidTripColumns,
  status: agencyStatus,
  applicationId: agencyApplications.id,
  applyNo: agencyApplications.applyNo,
  invoiceNo: agencyApplications.invoiceNo,
};

/** The paid waybills of payee `payeeUserId` (the caller, or the one operations name) that `q` and `ids` pick. */
export function waybillWhere(payeeUserId: number, q: Omit<AgencyWaybillExportQuery, 'waybillIds'>, ids?: number[]): SQL | undefined {
  return and(
    eq(settlementBills.status, 'PAID'),
    payeeIs(payeeUserId),
    ids?.length ? inArray(waybills.id, ids) : undefined,
    q.status === 'NONE' ? isNull(agencyApplications.id) : q.status ? eq(agencyApplications.status, q.status) : undefined,
    q.waybillNo ? sql`${waybills.waybillNo} like ${like(q.waybillNo)}` : undefined,
    q.billNo ? sql`${settlementBills.billNo} like ${like(q.billNo)}` : undefined,
    ...between(waybills.signedAt, q.signedFrom, q.signedTo),
  );
}

/** The caller's paid waybills (payee side) with the latest application of each, as `query` (a select from waybills) joins them. */
const withLatestApplication = <T extends PgSelect>(query: T) => overPaidLines(query).leftJoin(agencyApplications, eq(agencyApplications.id, latestApplication));
export const payeeWaybills = (db: Db | Tx) => withLatestApplication(db.select(waybillColumns).from(waybills).$dynamic());

const toWaybillRow = (r: { signedAt: Date | null } & Omit<AgencyWaybillRow, 'signedAt'>): AgencyWaybillRow => ({
  ...r,
  goodsName: String(r.goodsName),
  status: r.status,
  signedAt: r.signedAt ? r.signedAt.toISOString() : null,
});

export async function agencyWaybillPage(db: Db, auth: Auth, q: AgencyWaybillQuery): Promise<Page<AgencyWaybillRow>> {
  requirePayeeRole(auth);
  const where = waybillWhere(auth.user.id, q);
  const [records, [{ total }]] = await Promise.all([
    payeeWaybills(db)
      .where(where)
      .orderBy(desc(waybills.signedAt), desc(waybills.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    withLatestApplication(
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(waybills)
        .$dynamic(),
    ).where(where),
  ]);
  return { records: records.map(toWaybillRow), total: Number(total), pageNumber: q.pageNumber, pageSize: q.pageSize };
}

export async function agencyWaybillExport(db: Db, auth: Auth, q: AgencyWaybillExportQuery): Promise<AgencyWaybillRow[]> {
  requirePayeeRole(auth);
  const rows = await payeeWaybills(db)
    .where(waybillWhere(auth.user.id, q, q.waybillIds))
    .orderBy(desc(waybills.signedAt), desc(waybills.id))
    .limit(AGENCY_EXPORT_MAX);
  return rows.map(toWaybillRow);
}

/** How many waybills the export would hold, counted up to `limit` (the background threshold's check). */
export async function agencyWaybillExportCount(db: Db, auth: Auth, q: AgencyWaybillExportQuery, limit: number): Promise<number> {
  requirePayeeRole(auth);
  const matching = withLatestApplication(db.select({ id: waybills.id }).from(waybills).$dynamic())
    .where(waybillWhere(auth.user.id, q, q.waybillIds))
    .limit(limit)
    .as('matching');
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(matching);
  return Number(total);
}

/** Every waybill the export holds, newest first, in batches of `size` read by id (no offset, no bound): a background export's rows. */
export async function* agencyWaybillExportBatches(db: Db, auth: Auth, q: AgencyWaybillExportQuery, size = 500): AsyncGenerator<AgencyWaybillRow[]> {
  requirePayeeRole(auth);
  let before: number | null = null;
  for (;;) {
    const rows = await payeeWaybills(db)
      .where(and(waybillWhere(auth.user.id, q, q.waybillIds), before === null ? undefined : lt(waybills.id, before)))
      .orderBy(desc(waybills.id))
      .limit(size);
    if (rows.length === 0) return;
    yield rows.map(toWaybillRow);
    if (rows.length < size) return;
    before = rows[rows.length - 1].waybillId;
  }
}

// ---- applying ------------------------------------------------------------------------------------

export const applyNoOf = () => `DK${Date.now()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

export async function history(tx: Tx, applicationId: number, from: AgencyStatus | null, to: AgencyStatus, action: string, byUserId: number) {
  await tx.insert(agencyApplicationHistory).values({ applicationId, fromStatus: from, toStatus: to, action, byUserId });
}

/**
 * Applies for 代开 on paid waybills of the caller, all or nothing: the agreement signed, every waybill
 * paid to the caller as an individual and on no open application. The tax is the collection rate's.
 */
export async function applyForAgency(db: Db, auth: Auth, input: AgencyApplyInput): Promise<AgencyApplication> {
  requirePayeeRole(auth);
  const ids = [...new Set(input.waybillIds)].sort((a, b) => a - b);
  try {
    return await db.transaction(async (tx) => {
      // the signed 代开 contract (decision 037), or an acceptance recorded before it (honoured as it was)
      const agreement = await agencyAgreementOf(tx, auth.user.id);
      if (!agreement) refuse(M.agreementFirst, 400, { field: 'agreement' });
      const rows = await payeeWaybills(tx).where(waybillWhere(auth.user.id, {}, ids));
      if (rows.length !== ids.length) refuse(M.notApplicable, 400, { field: 'waybillIds' });
      if (rows.some((r) => r.status === 'APPLYING' || r.status === 'ISSUED')) refuse(M.alreadyApplied, 400, { field: 'waybillIds' });
      const amountFen = rows.reduce((sum, r) => sum + Number(r.paidFen), 0);
      const [application] = await tx
        .insert(agencyApplications)
        .values({
          applyNo: applyNoOf(),
          payeeUserId: auth.user.id,
          status: 'APPLYING',
          amountFen,
          taxRateBp: AGENCY_COLLECTION_RATE_BP,
          taxFen: taxOf(amountFen, AGENCY_COLLECTION_RATE_BP),
          driverName: agreement.signerName,
          driverTaxNo: agreement.signerIdNo,
          agreementVersion: agreement.version,
        })
        .returning();
      // the open-line index refuses a waybill another application holds open, even one made meanwhile
      await tx
        .insert(agencyApplicationLines)
        .values(rows.map((r) => ({ applicationId: application.id, waybillId: r.waybillId, amountFen: Number(r.paidFen) })));
      await history(tx, application.id, null, 'APPLYING', 'apply', auth.user.id);
      return application;
    });
  } catch (error) {
    if (isUniqueViolation(error)) refuse(M.alreadyApplied, 400, { field: 'waybillIds' });
    throw error;
  }
}

// ---- operations ----------------------------------------------------------------------------------

export async function agencyById(db: Db | Tx, id: number): Promise<AgencyApplication> {
  const [row] = await db.select().from(agencyApplications).where(eq(agencyApplications.id, id)).limit(1);
  if (!row) refuse(M.notFound, 404);
  return row;
}

/** APPLYING → `to` in one UPDATE … WHERE status = 'APPLYING', with its history row; a concurrent move is refused. */
async function leaveApplying(tx: Tx, auth: Auth, id: number, to: AgencyStatus, action: string, set: Partial<AgencyApplication>) {
  const [row] = await tx
    .update(agencyApplications)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(and(eq(agencyApplications.id, id), eq(agencyApplications.status, 'APPLYING')))
    .returning();
  if (!row) refuse(M.notApplying);
  await history(tx, id, 'APPLYING', to, action, auth.user.id);
  return row;
}

/** Operations record the tax office's invoice: APPLYING → ISSUED, and the payee is told. */
export async function issueAgencyInvoice(db: Db, auth: Auth, input: AgencyIssueInput): Promise<AgencyApplication> {
  requireOperations(auth);
  try {
    return await db.transaction(async (tx) => {
      const application = await agencyById(tx, input.id);
      if (application.status !== 'APPLYING') refuse(M.notApplying);
      if (input.issuedOn < chinaToday(application.createdAt)) refuse(M.issuedOnBeforeApply, 400, { field: 'issuedOn' });
      if (input.amountFen !== application.amountFen) refuse(M.amountNotApplied, 400, { field: 'amountFen' });
      if (input.taxFen !== application.taxFen) refuse(M.taxNotApplied, 400, { field: 'taxFen' });
      await requireOwnInvoiceFile(tx, auth, input.fileUuid, M.fileInvalid);
      const issued = await leaveApplying(tx, auth, input.id, 'ISSUED', 'issue', {
        invoiceNo: input.invoiceNo,
        issuedOn: input.issuedOn,
        invoiceFileUuid: input.fileUuid,
        issuedByUserId: auth.user.id,
        issuedAt: new Date(),
      });
      await notify(tx, issued.payeeUserId, {
        type: 'payment',
        title: `代开申请${issued.applyNo}已代开`,
        content: `您的代开申请${issued.applyNo}已由税务机关代开发票，发票号码${input.invoiceNo}，价税合计${formatFen(issued.amountFen)}元，开票日期${input.issuedOn}，可在发票管理中下载发票文件。`,
        link: `${TICKETS_PATH}?id=${issued.id}`,
      });
      return issued;
    });
  } catch (error) {
    if (isUniqueViolation(error)) refuse(M.invoiceNoTaken, 400, { field: 'invoiceNo' });
    throw error;
  }
}

/** Operations refuse: APPLYING → REFUSED with the reason; its lines close, so its waybills may be applied for again. */
export async function refuseAgencyApplication(db: Db, auth: Auth, input: AgencyRefuseInput): Promise<AgencyApplication> {
  requireOperations(auth);
  return db.transaction(async (tx) => {
    await agencyById(tx, input.id);
    const refused = await leaveApplying(tx, auth, input.id, 'REFUSED', 'refuse', { refuseReason: input.reason });
    await tx.update(agencyApplicationLines).set({ open: false }).where(eq(agencyApplicationLines.applicationId, input.id));
    await notify(tx, refused.payeeUserId, {
      type: 'payment',
      title: `代开申请${refused.applyNo}已驳回`,
      content: `您的代开申请${refused.applyNo}（价税合计${formatFen(refused.amountFen)}元）已被驳回：${input.reason}。所含派车单可重新申请代开。`,
      link: `${TICKETS_PATH}?id=${refused.id}`,
    });
    return refused;
  });
}

// ---- lists and detail ----------------------------------------------------------------------------

const rowColumns = {
  id: agencyApplications.id,
  applyNo: agencyApplications.applyNo,
  status: sql<AgencyStatus>`${agencyApplications.status}`,
  driverName: agencyApplications.driverName,
  driverTaxNo: agencyApplications.driverTaxNo,
  // the outer table named in full: drizzle leaves a one-table select's columns unqualified, and a bare
  // "id" inside the subquery would be the line's own id (every list showed 1 派车单)
  waybillCount: sql<number>`(select count(*)::int from agency_application_lines l where l.application_id = agency_applications.id)`,
  amountFen: agencyApplications.amountFen,
  taxRateBp: agencyApplications.taxRateBp,
  taxFen: agencyApplications.taxFen,
  invoiceNo: agencyApplications.invoiceNo,
  periodFrom: agencyApplications.periodFrom,
  periodTo: agencyApplications.periodTo,
  redConfirmationNo: agencyApplications.redConfirmationNo,
  createdAt: agencyApplications.createdAt,
};
const toRow = ({ createdAt, ...r }: { createdAt: Date } & Omit<AgencyApplicationRow, 'createdAt'>): AgencyApplicationRow => ({
  ...r,
  waybillCount: Number(r.waybillCount),
  createdAt: createdAt.toISOString(),
});

/** The operations queue: applying first (oldest first), then the rest newest first. */
export async function agencyQueuePage(db: Db, auth: Auth, q: AgencyQueueQuery): Promise<Page<AgencyApplicationRow>> {
  requireOperations(auth);
  const where = and(
    q.status ? eq(agencyApplications.status, q.status) : undefined,
    q.driverName ? sql`${agencyApplications.driverName} like ${like(q.driverName)}` : undefined,
    q.applyNo ? sql`${agencyApplications.applyNo} like ${like(q.applyNo)}` : undefined,
  );
  return rowPage(
    db,
    where,
    [
      sql`case when ${agencyApplications.status} = 'APPLYING' then 0 else 1 end`,
      sql`case when ${agencyApplications.status} = 'APPLYING' then ${agencyApplications.createdAt} end asc`,
      desc(agencyApplications.createdAt),
      desc(agencyApplications.id),
    ],
    q,
  );
}

/** A page of records (`where`, in `order`) with its bounded count: operations' queue and the payee's records. */
export async function rowPage(db: Db, where: SQL | undefined, order: SQL[], q: { pageNumber: number; pageSize: number }): Promise<Page<AgencyApplicationRow>> {
  const [records, [{ total }]] = await Promise.all([
    db
      .select(rowColumns)
      .from(agencyApplications)
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(agencyApplications)
      .where(where),
  ]);
  return { records: records.map(toRow), total: Number(total), pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/** One application: its payee's own, or any for operations; another payee's is the same 404 as a missing one. */
export async function agencyApplicationDetail(db: Db, auth: Auth, id: number): Promise<AgencyApplicationDetail> {
  const operator = auth.role === 'operator';
  if (!operator) requirePayeeRole(auth);
  const [row] = await db
    .select({ ...rowColumns, payeeMobile: users.mobile, a: agencyApplications })
    .from(agencyApplications)
    .innerJoin(users, eq(users.id, agencyApplications.payeeUserId))
    .where(and(eq(agencyApplications.id, id), operator ? undefined : eq(agencyApplications.payeeUserId, auth.user.id)));
  if (!row) refuse(M.notFound, 404);
  const [lines, entries] = await Promise.all([
    db
      .select({
        waybillId: agencyApplicationLines.waybillId,
        waybillNo: sql<string>`coalesce(${waybills.waybillNo}, '')`,
        amountFen: agencyApplicationLines.amountFen,
        origin: sql<string>`coalesce(${waybills.originCity}, '')`,
        destination: sql<string>`coalesce(${waybills.destCity}, '')`,
        plateNo: sql<string>`coalesce(${vehicles.plateNo}, '')`,
      })
      .from(agencyApplicationLines)
      .leftJoin(waybills, eq(waybills.id, agencyApplicationLines.waybillId))
      .leftJoin(vehicles, eq(vehicles.id, waybills.vehicleId))
      .where(eq(agencyApplicationLines.applicationId, id))
      .orderBy(asc(agencyApplicationLines.id)),
    db
      .select({ entry: agencyApplicationHistory, byName: sql<string>`coalesce(nullif(${users.realName}, ''), ${users.mobile})` })
      .from(agencyApplicationHistory)
      .innerJoin(users, eq(users.id, agencyApplicationHistory.byUserId))
      .where(eq(agencyApplicationHistory.applicationId, id))
      .orderBy(asc(agencyApplicationHistory.id)),
  ]);
  const { a, payeeMobile, ...rest } = row;
  return {
    ...toRow(rest),
    payeeMobile,
    agreementVersion: a.agreementVersion,
    issuedOn: a.issuedOn,
    fileUuid: a.invoiceFileUuid,
    refuseReason: a.refuseReason,
    lines: lines.map((l) => ({ ...l, amountFen: Number(l.amountFen) })),
    history: entries.map(({ entry: e, byName }) => ({
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      action: e.action,
      byName,
      createdAt: e.at.toISOString(),
    })),
    actions: !operator ? [] : a.status === 'APPLYING' ? ['issue', 'refuse'] : a.status === 'ISSUED' ? ['reverse'] : [],
  };
}

/** Whether `uuid` is the invoice file of one of the caller's 代开 applications (files/service.ts lets them read it). */
export async function isAgencyFileOf(db: Db | Tx, auth: Auth, uuid: string): Promise<boolean> {
  const [hit] = await db
    .select({ id: agencyApplications.id })
    .from(agencyApplications)
    .where(and(eq(agencyApplications.invoiceFileUuid, uuid), eq(agencyApplications.payeeUserId, auth.user.id)))
    .limit(1);
  return Boolean(hit);
}
