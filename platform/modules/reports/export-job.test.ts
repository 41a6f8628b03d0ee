// A line report's background export (issue 48): past the threshold, or when the asker chooses the
// background, the export becomes a job whose .xlsx holds exactly the rows of the asker's report
// (their company's waybills only), kept for the asker, with a message.
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { desc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityCodeLabel } from '../../contract/regions';
import { backgroundJobs, files, messages } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { authOfUser, openTestPlatform, type TestPlatform } from '../auth/testing';
import { readableFile } from '../files/service';
import { MemoryStorage } from '../files/storage';
import { JobRunner } from '../jobs/runner';
import { defineLineExport, startLineExport } from './export-job';
import { lineExportCount, lineReport } from './lines';

let t: TestPlatform;
let runner: JobRunner;
const storage = new MemoryStorage();
let steel: Auth;
let fenhe: Auth;

async function settled(id: number) {
  for (;;) {
    const [row] = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
    if (row.status === 'done' || row.status === 'failed') return row;
    await sleep(100);
  }
}

const yearAgo = new Date(Date.now() - 360 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const filters = { from: yearAgo };

beforeAll(async () => {
  t = await openTestPlatform();
  runner = await JobRunner.open(t.database, { log: pino({ level: 'silent' }), work: true, pollingIntervalSeconds: 0.5 });
  await defineLineExport(runner, t.db, storage);
  steel = await authOfUser(t, DEMO_ACCOUNTS.enterpriseShipper.mobile, 'enterprise_shipper');
  fenhe = await authOfUser(t, DEMO_ACCOUNTS.fenheShipper.mobile, 'enterprise_shipper');
}, 120_000);

afterAll(async () => {
  await runner?.stop();
  await t?.close();
});

describe('the background line-report export', () => {
  it('answers in the request below the threshold, unless the background is chosen', async () => {
    const rows = await lineExportCount(t.db, steel, 'details', filters, 1_000_000);
    expect(rows).toBeGreaterThan(1);
    expect(await startLineExport(t.db, runner, steel, { ...filters, kind: 'details' }, rows)).toEqual({ jobId: null });
    const past = await startLineExport(t.db, runner, steel, { ...filters, kind: 'details' }, rows - 1);
    expect(past.jobId).toEqual(expect.any(Number));
    await settled(past.jobId!);
  }, 60_000);

  it('writes every row of the asker’s report into an xlsx for the asker alone, and tells them', async () => {
    const report = await lineReport(t.db, steel, 'summary', { ...filters, pageNumber: 1, pageSize: 100 });
    const { jobId } = await startLineExport(t.db, runner, steel, { ...filters, kind: 'summary', background: true }, 5000);
    const job = await settled(jobId!);
    expect(job.status).toBe('done');
    const result = job.result as { fileUuid: string; fileName: string; rows: number };
    expect(result.rows).toBe(report.total);
    expect(result.fileName).toMatch(/^线路发运汇总_\d{8}\.xlsx$/);
    const [file] = await t.db.select().from(files).where(eq(files.uuid, result.fileUuid));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from((await storage.get(file.storageKey))!) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(report.total + 1);
    expect(sheet.getRow(1).getCell(1).text).toBe('线路');
    const first = report.records[0];
    expect(sheet.getRow(2).getCell(1).text).toBe(`${cityCodeLabel(first.originCity)} → ${cityCodeLabel(first.destCity)}`);
    expect(sheet.getRow(2).getCell(3).text).toBe(String(first.waybills));
    expect(await readableFile(t.db, steel, file.uuid)).not.toBeNull();
    expect(await readableFile(t.db, fenhe, file.uuid)).toBeNull();
    const [message] = await t.db.select().from(messages).where(eq(messages.userId, steel.user.id)).orderBy(desc(messages.id)).limit(1);
    expect(message.link).toBe('/download-center/index');
  }, 60_000);
});
