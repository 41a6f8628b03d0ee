// What operations see (/shipper/invoicePlease, /shipper/invoicePleaseDetail): the applications of
// every company, WAIT first, with the URL's filters and a bounded count; one application with its
// snapshot of invoice details, waybills and 特定要素, the issued invoice, and its history.
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { invoiceDetailsView } from '../../contract/invoices/details';
import type { InvoiceApplicationDetail, InvoiceQueueQuery, InvoiceQueueRow } from '../../contract/invoices/issuing';
import type { InvoiceMedium, InvoiceStatus } from '../../contract/invoices/labels';
import type { Page } from '../../contract/page';
import type { Db } from '../../db/client';
import { files, invoiceApplicationHistory, invoiceApplicationLines, invoiceApplications, users } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { partyName } from '../money/bills';
import { applicationLines } from './listing';
import { applicationById, requireOperations } from './issuing';

const companyName = partyName(
  sql`(select company_id from users where id = ${invoiceApplications.applicantUserId})`,
  sql`${invoiceApplications.applicantUserId}`,
);

const rowColumns = {
  id: invoiceApplications.id,
  applyNo: invoiceApplications.applyNo,
  status: sql<InvoiceStatus>`${invoiceApplications.status}`,
  kind: invoiceApplications.kind,
  companyName,
  applicantName: users.realName,
  waybillCount: sql<number>`(select count(*)::int from ${invoiceApplicationLines} l where l.application_id = ${invoiceApplications.id})`,
  amountFen: invoiceApplications.amountFen,
  taxFen: invoiceApplications.taxFen,
  invoiceNo: invoiceApplications.invoiceNo,
  createdAt: invoiceApplications.createdAt,
};

/** A selected row as the contract answers it: the time as ISO text. */
const toRow = ({ createdAt, ...r }: { createdAt: Date } & Omit<InvoiceQueueRow, 'createdAt'>): InvoiceQueueRow => ({
  ...r,
  createdAt: createdAt.toISOString(),
});

const like = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;
const DAY_MS = 24 * 3600_000;
/** The start of a China day (YYYY-MM-DD), or null for a day that does not exist. */
const chinaDay = (day: string) => {
  const at = new Date(`${day}T00:00:00+08:00`);
  return Number.isNaN(at.getTime()) ? null : at;
};

function queueWhere(q: InvoiceQueueQuery): SQL | undefined {
  const from = q.createdFrom ? chinaDay(q.createdFrom) : null;
  const to = q.createdTo ? chinaDay(q.createdTo) : null;
  return and(
    q.status ? eq(invoiceApplications.status, q.status) : undefined,
    q.companyName ? sql`${companyName} like ${like(q.companyName)}` : undefined,
    q.applyNo ? sql`${invoiceApplications.applyNo} like ${like(q.applyNo)}` : undefined,
    q.invoiceNo ? sql`${invoiceApplications.invoiceNo} like ${like(q.invoiceNo)}` : undefined,
    from ? gte(invoiceApplications.createdAt, from) : undefined,
    to ? lt(invoiceApplications.createdAt, new Date(to.getTime() + DAY_MS)) : undefined,
  );
}

/** How far the count goes: past it the page says "capped" rather than counting every application. */
const COUNT_LIMIT = 10_000;

/** A page of the queue: applications waiting first (oldest waiting longest first), then the rest newest first. */
export async function invoiceQueuePage(db: Db, auth: Auth, q: InvoiceQueueQuery): Promise<Page<InvoiceQueueRow>> {
  requireOperations(auth);
  const where = queueWhere(q);
  const [records, [{ total }]] = await Promise.all([
    db
      .select(rowColumns)
      .from(invoiceApplications)
      .innerJoin(users, eq(users.id, invoiceApplications.applicantUserId))
      .where(where)
      .orderBy(
        sql`case when ${invoiceApplications.status} = 'WAIT' then 0 else 1 end`,
        sql`case when ${invoiceApplications.status} = 'WAIT' then ${invoiceApplications.createdAt} end asc`,
        desc(invoiceApplications.createdAt),
        desc(invoiceApplications.id),
      )
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(
      db
        .select({ id: invoiceApplications.id })
        .from(invoiceApplications)
        .where(where)
        .limit(COUNT_LIMIT + 1)
        .as('counted'),
    ),
  ]);
  const counted = Number(total);
  return {
    records: records.map(toRow),
    total: Math.min(counted, COUNT_LIMIT),
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
    ...(counted > COUNT_LIMIT ? { capped: true } : {}),
  };
}

const DETAIL_FIELDS = invoiceDetailsView.omit({ updatedAt: true }).keyof().options;

/** One application for operations, with what they may do to it now. */
export async function invoiceApplicationDetail(db: Db, auth: Auth, id: number): Promise<InvoiceApplicationDetail> {
  requireOperations(auth);
  const application = await applicationById(db, id);
  const [[row], [applicant], lines, history, file] = await Promise.all([
    db.select(rowColumns).from(invoiceApplications).innerJoin(users, eq(users.id, invoiceApplications.applicantUserId)).where(eq(invoiceApplications.id, id)),
    db.select({ mobile: users.mobile }).from(users).where(eq(users.id, application.applicantUserId)),
    applicationLines(db, id, invoiceApplicationLines.waybillId),
    db
      .select({ entry: invoiceApplicationHistory, byName: sql<string>`coalesce(nullif(${users.realName}, ''), ${users.mobile})` })
      .from(invoiceApplicationHistory)
      .innerJoin(users, eq(users.id, invoiceApplicationHistory.byUserId))
      .where(eq(invoiceApplicationHistory.applicationId, id))
      .orderBy(asc(invoiceApplicationHistory.id)),
    application.invoiceFileUuid ? db.select({ name: files.name }).from(files).where(eq(files.uuid, application.invoiceFileUuid)).limit(1) : Promise.resolve([]),
  ]);
  const snapshot = (application.details ?? {}) as Record<string, unknown>;
  const details = Object.fromEntries(
    DETAIL_FIELDS.map((k) => [k, typeof snapshot[k] === 'string' ? (snapshot[k] as string) : '']),
  ) as InvoiceApplicationDetail['details'];
  const status = application.status as InvoiceStatus;
  return {
    ...toRow(row),
    taxRateBp: application.taxRateBp,
    applicantMobile: applicant?.mobile ?? '',
    details,
    lines: lines.map((l) => ({ ...l, amountFen: Number(l.amountFen) })),
    invoice:
      application.invoiceNo && application.invoiceMedium && application.issuedOn && application.invoiceFileUuid
        ? {
            medium: application.invoiceMedium as InvoiceMedium,
            invoiceCode: application.invoiceCode,
            invoiceNo: application.invoiceNo,
            issuedOn: application.issuedOn,
            fileUuid: application.invoiceFileUuid,
            fileName: file[0]?.name ?? '',
            courierCompany: application.courierCompany,
            courierNo: application.courierNo,
          }
        : null,
    refuseReason: application.refuseReason,
    redConfirmationNo: application.redConfirmationNo,
    actions: status === 'WAIT' ? ['issue', 'refuse'] : status === 'SEND' ? ['reverse'] : [],
    history: history.map(({ entry: e, byName }) => ({
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      action: e.action,
      byName,
      createdAt: e.at.toISOString(),
    })),
  };
}
