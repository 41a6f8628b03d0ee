// The waybill export as a background job (issue 44) on the demo: past the threshold (or when the
// asker chooses the background) the export becomes a job whose .xlsx holds exactly the rows the
// asker's list holds, is kept 7 days for the asker alone, and leaves a message; the download
// centre's list shows only the asker's jobs.
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { desc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs, files, messages, users } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { openTestPlatform, type TestPlatform } from '../auth/testing';
import { expireExportFiles } from '../files/export-file';
import { readableFile } from '../files/service';
import { MemoryStorage } from '../files/storage';
import { JobRunner } from '../jobs/runner';
import { jobPage } from '../jobs/views';
import { startWaybillExport, defineWaybillExport } from './export-job';
import { waybillExportCount } from './queries';

let t: TestPlatform;
let runner: JobRunner;
const storage = new MemoryStorage();
let carrier: Auth;
let otherCarrier: Auth;

async function authOf(mobile: string): Promise<Auth> {
  const [user] = await t.db.select().from(users).where(eq(users.mobile, mobile));
  return { user, role: 'carrier', tokenHash: '' };
}

async function settled(id: number) {
  for (;;) {
    const [row] = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
    if (row.status === 'done' || row.status === 'failed') return row;
    await sleep(100);
  }
}

beforeAll(async () => {
  t = await openTestPlatform();
  runner = await JobRunner.open(t.database, { log: pino({ level: 'silent' }), work: true, pollingIntervalSeconds: 0.5 });
  await defineWaybillExport(runner, t.db, storage);
  carrier = await authOf(DEMO_ACCOUNTS.carrier.mobile);
  otherCarrier = await authOf(DEMO_ACCOUNTS.tongjiangCarrier.mobile);
}, 120_000);

afterAll(async () => {
  await runner?.stop();
  await t?.close();
});

describe('the background waybill export', () => {
  it('answers in the request below the threshold, unless the background is chosen', async () => {
    const filter = { status: 'SIGN' as const };
    const rows = await waybillExportCount(t.db, carrier, filter, 1_000_000);
    expect(rows).toBeGreaterThan(1);
    expect(await startWaybillExport(t.db, runner, carrier, filter, rows)).toEqual({ jobId: null });
    const past = await startWaybillExport(t.db, runner, carrier, filter, rows - 1);
    expect(past.jobId).toEqual(expect.any(Number));
    const chosen = await startWaybillExport(t.db, runner, carrier, { ...filter, background: true }, rows);
    expect(chosen.jobId).toEqual(expect.any(Number));
    await settled(past.jobId!);
    await settled(chosen.jobId!);
  }, 60_000);

  it('writes every row the asker may see into an xlsx kept 7 days for the asker, and tells them', async () => {
    const filter = { startDate: '2000-01-01' };
    const expected = await waybillExportCount(t.db, carrier, filter, 1_000_000);
    const { jobId } = await startWaybillExport(t.db, runner, carrier, { ...filter, background: true }, 5000);
    const job = await settled(jobId!);
    expect(job.status).toBe('done');
    expect(job.progress).toBe(100);
    const result = job.result as { fileUuid: string; fileName: string; rows: number };
    expect(result.rows).toBe(expected);
    expect(result.fileName).toMatch(/^派车单_\d{8}\.xlsx$/);

    const [file] = await t.db.select().from(files).where(eq(files.uuid, result.fileUuid));
    expect(file.ownerUserId).toBe(carrier.user.id);
    const days = (file.expiresAt!.getTime() - file.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 1);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from((await storage.get(file.storageKey))!) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(expected + 1);
    expect(sheet.getRow(1).getCell(1).text).toBe('派车单号');
    expect(sheet.getRow(2).getCell(1).text).toMatch(/\S/);

    expect(await readableFile(t.db, carrier, file.uuid)).not.toBeNull();
    expect(await readableFile(t.db, otherCarrier, file.uuid)).toBeNull();
    const [message] = await t.db.select().from(messages).where(eq(messages.userId, carrier.user.id)).orderBy(desc(messages.id)).limit(1);
    expect(message.title).toBe('导出已完成');
    expect(message.link).toBe('/download-center/index');

    const mine = await jobPage(t.db, carrier, { pageNumber: 1, pageSize: 10 });
    expect(mine.records.find((r) => r.id === jobId)).toMatchObject({ status: 'done', progress: 100, file: { uuid: file.uuid, rows: expected } });
    const theirs = await jobPage(t.db, otherCarrier, { pageNumber: 1, pageSize: 10 });
    expect(theirs.records.map((r) => r.id)).not.toContain(jobId);
    expect(await runner.retry(jobId!, otherCarrier.user.id)).toBe(false);
  }, 60_000);

  it('stops offering an export past its 7 days, and the nightly job removes it', async () => {
    const { jobId } = await startWaybillExport(t.db, runner, carrier, { status: 'SIGN', background: true }, 5000);
    const job = await settled(jobId!);
    const { fileUuid } = job.result as { fileUuid: string };
    await t.db
      .update(files)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(files.uuid, fileUuid));
    expect(await readableFile(t.db, carrier, fileUuid)).toBeNull();
    const page = await jobPage(t.db, carrier, { pageNumber: 1, pageSize: 10 });
    expect(page.records.find((r) => r.id === jobId)?.file).toBeNull();
    expect(await expireExportFiles(t.db, storage)).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(files).where(eq(files.uuid, fileUuid))).toEqual([]);
  }, 60_000);

  it('lists jobs through the API for the signed-in caller only', async () => {
    const token = await t.sessionFor(DEMO_ACCOUNTS.tongjiangCarrier.mobile);
    const answer = await t.call('/system/job/pagination', { token, json: { pageNumber: 1, pageSize: 10 } });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.records).toEqual([]);
    const anonymous = await t.call('/system/job/pagination', { json: { pageNumber: 1, pageSize: 10 } });
    expect(anonymous.body.code).not.toBe(200);
  }, 60_000);
});
