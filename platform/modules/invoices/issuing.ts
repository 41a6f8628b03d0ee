// Operations act on an application (issue 45): record the issued invoice (WAIT → SEND), refuse the
// application (WAIT → REFUSE) or reverse the issued invoice red with its 红字确认单 (SEND → RED). Each is
// one transaction: transition() moves the application only from the state it must be in, in one
// UPDATE … WHERE status = …, and writes the history row, so of two operators acting at once one wins
// and the other is told the application has moved. Refusal and red reversal free what the
// application held on its waybills (waybill_invoiced), so they can be applied for again. The issued
// invoice's columns never change after (migration 0026's trigger), and nothing here is ever deleted.
import { and, asc, eq, sql } from 'drizzle-orm';
import { formatFen } from '../../contract/format';
import { chinaToday } from '../../contract/money/bills';
import type { InvoiceStatus } from '../../contract/invoices/labels';
import type { IssueInvoiceInput, RefuseApplicationInput, ReverseInvoiceInput } from '../../contract/invoices/issuing';
import { INVOICE_MESSAGES as M } from '../../contract/invoices/messages';
import type { Db, Tx } from '../../db/client';
import { files, invoiceApplicationHistory, invoiceApplicationLines, invoiceApplications, users, waybillInvoiced } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { isUniqueViolation, refuse } from '../../http/refusal';
import { notify } from '../workspace/notify';
import { emitWebhookEvent } from '../open/webhook-events';

export type Application = typeof invoiceApplications.$inferSelect;

/** Where the shipper finds its applications (the message's link). */
const APPLICATIONS_PATH = '/shipper/applicationBillingRecords';

/** Operations only; anyone else is told the application does not exist (as for another company's). */
export function requireOperations(auth: Auth): void {
  if (auth.role !== 'operator') refuse(M.applicationNotFound, 404);
}

/** The application as it is now, for operations (404 when there is none). */
export async function applicationById(db: Db | Tx, id: number): Promise<Application> {
  const [row] = await db.select().from(invoiceApplications).where(eq(invoiceApplications.id, id)).limit(1);
  if (!row) refuse(M.applicationNotFound, 404);
  return row;
}

/**
 * Moves an application from `from` to `to` in one UPDATE … WHERE status = from, with its history
 * row; a concurrent move finds it gone and is refused with `moved`.
 */
async function transition(tx: Tx, auth: Auth, id: number, from: InvoiceStatus, to: InvoiceStatus, action: string, set: Partial<Application>, moved: string) {
  const [row] = await tx
    .update(invoiceApplications)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(and(eq(invoiceApplications.id, id), eq(invoiceApplications.status, from)))
    .returning();
  if (!row) refuse(moved);
  await tx.insert(invoiceApplicationHistory).values({ applicationId: id, fromStatus: from, toStatus: to, action, byUserId: auth.user.id });
  return row;
}

/** What the application held on its waybills is free again (refusal, red reversal): in waybill order, as applications lock them. */
async function freeWaybills(tx: Tx, applicationId: number) {
  const lines = await tx
    .select({ waybillId: invoiceApplicationLines.waybillId, amountFen: invoiceApplicationLines.amountFen })
    .from(invoiceApplicationLines)
    .where(eq(invoiceApplicationLines.applicationId, applicationId))
    .orderBy(asc(invoiceApplicationLines.waybillId));
  for (const line of lines) {
    await tx
      .update(waybillInvoiced)
      .set({ invoicedFen: sql`${waybillInvoiced.invoicedFen} - ${line.amountFen}` })
      .where(eq(waybillInvoiced.waybillId, line.waybillId));
  }
}

/** The checks that need the application or the other fields, each refusal naming its field. */
async function checkIssue(tx: Tx, auth: Auth, application: Application, input: IssueInvoiceInput) {
  if (application.status !== 'WAIT') refuse(M.notWaiting);
  const paper = input.medium === 'PAPER';
  if (paper ? input.invoiceNo.length !== 8 : input.invoiceNo.length !== 20) refuse(paper ? M.paperNoInvalid : M.invoiceNoInvalid, 400, { field: 'invoiceNo' });
  if (paper && !input.invoiceCode) refuse(M.invoiceCodeInvalid, 400, { field: 'invoiceCode' });
  if (!paper && input.invoiceCode) refuse(M.invoiceCodeNotDigital, 400, { field: 'invoiceCode' });
  // the invoice cannot predate what it was issued for (the application's China day)
  if (input.issuedOn < chinaToday(application.createdAt)) refuse(M.issuedOnBeforeApply, 400, { field: 'issuedOn' });
  if (input.amountFen !== application.amountFen) refuse(M.amountNotApplied, 400, { field: 'amountFen' });
  if (input.taxFen !== application.taxFen) refuse(M.taxNotApplied, 400, { field: 'taxFen' });
  if (paper && !input.courierCompany) refuse(M.courierCompanyRequired, 400, { field: 'courierCompany' });
  if (paper && !input.courierNo) refuse(M.courierNoInvalid, 400, { field: 'courierNo' });
  await requireOwnInvoiceFile(tx, auth, input.fileUuid, M.fileInvalid);
}

/** The invoice's file is one the operator uploaded, a PDF or an image: no one records another's file as the invoice. */
export async function requireOwnInvoiceFile(tx: Tx, auth: Auth, uuid: string, message: string) {
  const [file] = await tx.select({ owner: files.ownerUserId, mime: files.mime }).from(files).where(eq(files.uuid, uuid)).limit(1);
  if (!file || file.owner !== auth.user.id || !(file.mime === 'application/pdf' || file.mime.startsWith('image/'))) {
    refuse(message, 400, { field: 'file' });
  }
}

/** Operations record the issued invoice: WAIT → SEND, and the shipper is told. */
export async function issueInvoice(db: Db, auth: Auth, input: IssueInvoiceInput): Promise<Application> {
  requireOperations(auth);
  const paper = input.medium === 'PAPER';
  try {
    return await db.transaction(async (tx) => {
      const application = await applicationById(tx, input.id);
      await checkIssue(tx, auth, application, input);
      const issued = await transition(
        tx,
        auth,
        input.id,
        'WAIT',
        'SEND',
        'issue',
        {
          invoiceMedium: input.medium,
          invoiceNo: input.invoiceNo,
          invoiceCode: paper ? input.invoiceCode! : null,
          issuedOn: input.issuedOn,
          issuedAt: new Date(),
          invoiceFileUuid: input.fileUuid,
          courierCompany: paper ? input.courierCompany! : null,
          courierNo: paper ? input.courierNo! : null,
          issuedByUserId: auth.user.id,
        },
        M.notWaiting,
      );
      await notify(tx, issued.applicantUserId, {
        type: 'payment',
        title: `开票申请${issued.applyNo}已开票`,
        content:
          `您的开票申请${issued.applyNo}已开具发票，发票号码${paper ? `${input.invoiceCode} ` : ''}${input.invoiceNo}，` +
          `价税合计${formatFen(issued.amountFen)}元，开票日期${input.issuedOn}` +
          (paper ? `，纸质发票已由${input.courierCompany}寄出（快递单号${input.courierNo}）。` : '，可在开票申请记录中下载发票文件。'),
        link: APPLICATIONS_PATH,
      });
      // the applicant's company (the shipper that pays and receives the invoice) hears of it
      const [applicant] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, issued.applicantUserId));
      await emitWebhookEvent(tx, { type: 'invoice.issued', resource: 'invoice', id: issued.id, companyIds: [applicant?.companyId] });
      return issued;
    });
  } catch (error) {
    // the same number recorded on another application meanwhile (the unique index on code and number)
    if (isUniqueViolation(error)) refuse(M.invoiceNoTaken, 400, { field: 'invoiceNo' });
    throw error;
  }
}

/**
 * Ends an application short of an invoice (refused while waiting, or reversed red once issued): the
 * move with its history, its waybills free again, and the shipper told what `notice` says.
 */
async function release(
  db: Db,
  auth: Auth,
  id: number,
  move: { from: InvoiceStatus; to: InvoiceStatus; action: string; set: Partial<Application>; moved: string },
  notice: (a: Application) => { title: string; content: string },
): Promise<Application> {
  requireOperations(auth);
  return db.transaction(async (tx) => {
    await applicationById(tx, id);
    const released = await transition(tx, auth, id, move.from, move.to, move.action, move.set, move.moved);
    await freeWaybills(tx, id);
    await notify(tx, released.applicantUserId, { type: 'payment', ...notice(released), link: APPLICATIONS_PATH });
    return released;
  });
}

/** Operations refuse an application still waiting: WAIT → REFUSE with the reason; its waybills are free again. */
export function refuseApplication(db: Db, auth: Auth, input: RefuseApplicationInput): Promise<Application> {
  return release(db, auth, input.id, { from: 'WAIT', to: 'REFUSE', action: 'refuse', set: { refuseReason: input.reason }, moved: M.notWaiting }, (a) => ({
    title: `开票申请${a.applyNo}已驳回`,
    content: `您的开票申请${a.applyNo}（价税合计${formatFen(a.amountFen)}元）已被驳回：${input.reason}。所含派车单可重新申请开票。`,
  }));
}

/** Operations reverse an issued invoice red (红字确认单): SEND → RED, and its waybills' amounts are free again. */
export function reverseInvoice(db: Db, auth: Auth, input: ReverseInvoiceInput): Promise<Application> {
  const set = { redConfirmationNo: input.redConfirmationNo };
  return release(db, auth, input.id, { from: 'SEND', to: 'RED', action: 'red', set, moved: M.notIssued }, (a) => ({
    title: `发票${a.invoiceNo}已红冲`,
    content: `开票申请${a.applyNo}的发票${a.invoiceNo}已红冲（红字确认单${input.redConfirmationNo}），所含派车单可重新申请开票。`,
  }));
}

/** Whether `uuid` is the invoice file of an application of the caller (or its company): files/service.ts lets them read it. */
export async function isInvoiceFileOf(db: Db | Tx, auth: Auth, uuid: string): Promise<boolean> {
  const [hit] = await db
    .select({ id: invoiceApplications.id })
    .from(invoiceApplications)
    .where(
      and(
        eq(invoiceApplications.invoiceFileUuid, uuid),
        auth.user.companyId !== null && auth.user.companyId !== undefined
          ? sql`${invoiceApplications.applicantUserId} in (select id from users where company_id = ${auth.user.companyId})`
          : eq(invoiceApplications.applicantUserId, auth.user.id),
      ),
    )
    .limit(1);
  return Boolean(hit);
}
