// The invoice applications' background export (issue 45): past the threshold, or when the asker
// chooses the background, the export becomes a job whose .xlsx holds exactly the rows the direct
// export answers (their company's applications only), in the same columns, kept for the asker,
// with a message; below the threshold the app exports in the request.
import ExcelJS from 'exceljs';
import { and, desc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_WAYBILL_SHEET } from '../../contract/invoices/agency-sheet';
import { applicationSheet } from '../../contract/invoices/application-sheet';
import { applicationExportQuery, candidateQuery } from '../../contract/invoices/listing';
import { cargoSources, files, messages, orders, users, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { INVOICES_E2E } from '../../seed/areas/invoices';
import { authOfUser, openTestPlatform, type TestPlatform } from '../auth/testing';
import { readableFile } from '../files/service';
import { MemoryStorage } from '../files/storage';
import { JobRunner } from '../jobs/runner';
import { settledJob } from '../jobs/testing';
import { startListExport } from '../orders/list-export';
import { applyForInvoice } from './applications';
import { saveInvoiceDetails } from './details';
import { agencyWaybillExport } from './agency';
import { AGENCY_WAYBILL_EXPORT, APPLICATION_EXPORT, defineInvoiceExports } from './export-job';
import { applicationExport, invoiceCandidates } from './listing';

let t: TestPlatform;
let runner: JobRunner;
const storage = new MemoryStorage();
let steel: Auth;
let fenhe: Auth;

const settled = (id: number) => settledJob(t.db, id);

/** The rows of the job's file as text, header first. */
async function sheetOf(fileUuid: string, width = applicationSheet('all').columns.length): Promise<string[][]> {
  const [file] = await t.db.select().from(files).where(eq(files.uuid, fileUuid));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from((await storage.get(file.storageKey))!) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  return Array.from({ length: sheet.rowCount }, (_, i) => Array.from({ length: width }, (_, j) => sheet.getRow(i + 1).getCell(j + 1).text));
}

const query = (q: Record<string, unknown> = {}) => applicationExportQuery.parse(q);

beforeAll(async () => {
  t = await openTestPlatform();
  runner = await JobRunner.open(t.database, { log: pino({ level: 'silent' }), work: true, pollingIntervalSeconds: 0.5 });
  await defineInvoiceExports(runner, t.db, storage);
  steel = await authOfUser(t, DEMO_ACCOUNTS.enterpriseShipper.mobile, 'enterprise_shipper');
  fenhe = await authOfUser(t, DEMO_ACCOUNTS.fenheShipper.mobile, 'enterprise_shipper');
  const blank = { registeredAddress: '', registeredPhone: '', bankName: '', bankAccount: '', mailAddress: '', recipientName: '', recipientPhone: '' };
  await saveInvoiceDetails(t.db, steel, { title: '唐山冀东钢铁贸易有限公司', taxpayerNo: '91130200MA0A1B2C36', ...blank });
  // one application per seeded paid waybill: the company has several rows to export
  const seeded = await t.db
    .select({ id: waybills.id })
    .from(waybills)
    .innerJoin(orders, eq(orders.id, waybills.orderId))
    .innerJoin(cargoSources, eq(cargoSources.id, orders.cargoId))
    .where(and(eq(cargoSources.goodsName, INVOICES_E2E['no-js'].goods), eq(orders.shipperCompanyId, steel.user.companyId!)));
  const open = await invoiceCandidates(t.db, steel, candidateQuery.parse({ waybillIds: seeded.map((w) => w.id), pageSize: 200 }));
  for (const c of open.records) await applyForInvoice(t.db, steel, { waybillIds: [c.waybillId], kind: 'DIGITAL_NORMAL', amountFen: c.invoiceableFen });
}, 120_000);

afterAll(async () => {
  await runner?.stop();
  await t?.close();
});

describe('the background invoice-application export', () => {
  it('answers in the request up to the threshold, and becomes a job past it or when asked', async () => {
    const direct = await applicationExport(t.db, steel, query());
    expect(direct.length).toBeGreaterThanOrEqual(2);
    expect(await startListExport(t.db, runner, steel, APPLICATION_EXPORT, query(), direct.length)).toEqual({ jobId: null });
    const past = await startListExport(t.db, runner, steel, APPLICATION_EXPORT, query(), direct.length - 1);
    expect(past.jobId).toEqual(expect.any(Number));
    expect((await settled(past.jobId!)).status).toBe('done');
    const asked = await startListExport(t.db, runner, steel, APPLICATION_EXPORT, { ...query(), background: true }, 5000);
    expect(asked.jobId).toEqual(expect.any(Number));
    await settled(asked.jobId!);
  }, 60_000);

  it('writes the same rows as the direct export, in its columns, for the asker alone, and tells them', async () => {
    const direct = await applicationExport(t.db, steel, query({ scope: 'all' }));
    const sheet = applicationSheet('all');
    const { jobId } = await startListExport(t.db, runner, steel, APPLICATION_EXPORT, query({ scope: 'all' }), 1);
    const job = await settled(jobId!);
    expect(job.status).toBe('done');
    expect(job.title).toBe('开票申请记录导出');
    const result = job.result as { fileUuid: string; fileName: string; rows: number };
    expect(result.rows).toBe(direct.length);
    expect(result.fileName).toMatch(/^开票申请记录_\d{8}\.xlsx$/);
    const [header, ...rows] = await sheetOf(result.fileUuid);
    expect(header).toEqual(sheet.columns.map((c) => c.header));
    const expected = direct.map((a) => sheet.columns.map((c) => c.value(a)));
    const byNo = (a: string[], b: string[]) => a[0].localeCompare(b[0]);
    expect([...rows].sort(byNo)).toEqual([...expected].sort(byNo));

    const [file] = await t.db.select().from(files).where(eq(files.uuid, result.fileUuid));
    expect(await readableFile(t.db, steel, file.uuid)).not.toBeNull();
    expect(await readableFile(t.db, fenhe, file.uuid)).toBeNull();
    const [message] = await t.db.select().from(messages).where(eq(messages.userId, steel.user.id)).orderBy(desc(messages.id)).limit(1);
    expect(message.link).toBe('/download-center/index');
    expect(message.content).toContain(`（${direct.length} 条）`);
  }, 60_000);

  it('holds only the asker’s company’s applications, and the ticked ones when some are ticked', async () => {
    const theirs = await applicationExport(t.db, fenhe, query());
    const { jobId } = await startListExport(t.db, runner, fenhe, APPLICATION_EXPORT, { ...query(), background: true }, 5000);
    const job = await settled(jobId!);
    expect((job.result as { rows: number }).rows).toBe(theirs.length);

    const [one] = await applicationExport(t.db, steel, query());
    const ticked = await startListExport(t.db, runner, steel, APPLICATION_EXPORT, { ...query({ ids: [one.id] }), background: true }, 5000);
    const done = await settled(ticked.jobId!);
    const [, ...rows] = await sheetOf((done.result as { fileUuid: string }).fileUuid);
    expect(rows.map((r) => r[0])).toEqual([one.applyNo]);
  }, 60_000);

  it('exports the payee’s 代开 waybills the same way: the direct export’s rows, in its columns, past the threshold', async () => {
    const [payeeUser] = await t.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.individualAgent.mobile));
    const payee: Auth = { user: payeeUser, role: 'individual_agent', tokenHash: '' };
    const direct = await agencyWaybillExport(t.db, payee, {});
    expect(direct.length).toBeGreaterThanOrEqual(2);
    expect(await startListExport(t.db, runner, payee, AGENCY_WAYBILL_EXPORT, {}, direct.length)).toEqual({ jobId: null });
    const { jobId } = await startListExport(t.db, runner, payee, AGENCY_WAYBILL_EXPORT, {}, 1);
    const job = await settled(jobId!);
    expect(job.status).toBe('done');
    expect(job.title).toBe('代开派车单导出');
    const [header, ...rows] = await sheetOf((job.result as { fileUuid: string }).fileUuid, AGENCY_WAYBILL_SHEET.columns.length);
    expect(header).toEqual(AGENCY_WAYBILL_SHEET.columns.map((c) => c.header));
    const expected = direct.map((w) => AGENCY_WAYBILL_SHEET.columns.map((c) => c.value(w)));
    const byNo = (a: string[], b: string[]) => a[0].localeCompare(b[0]);
    expect([...rows].sort(byNo)).toEqual([...expected].sort(byNo));
    // a shipper has no 代开 waybills: refused, no job
    await expect(startListExport(t.db, runner, steel, AGENCY_WAYBILL_EXPORT, { background: true }, 5000)).rejects.toThrow();
  }, 60_000);
});
