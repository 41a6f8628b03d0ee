// The order lists' and the settlement bills lists' exports as background jobs (issue 44): past the
// threshold (or on the user's 导出到下载中心) the export is a job whose .xlsx holds exactly the rows
// the asker's list holds with the list's filters — never another company's — kept for the asker
// alone; below it the app exports in the request. Over the demo plus bulk orders of three carriers.
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, createPlatformApp } from '../../app';
import { parsePlatformEnv } from '../../config';
import { billQuery } from '../../contract/money/bills';
import { orderStatusLabel } from '../../contract/orders/labels';
import { orderQuery } from '../../contract/orders/schemas';
import { backgroundJobs, files, users } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { createLogger } from '../../log';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { seedBulkWaybills } from '../../seed/bulk';
import { openTestPlatform, type TestPlatform } from '../auth/testing';
import { readableFile } from '../files/service';
import { MemoryStorage } from '../files/storage';
import { JobRunner } from '../jobs/runner';
import { billPage } from '../money/bill-views';
import { BILL_EXPORT } from '../money/export-job';
import { ORDER_EXPORT } from './export-job';
import { defineListExport, startListExport } from './list-export';
import { orderExportCount, orderPage } from './queries';

let t: TestPlatform;
let runner: JobRunner;
const storage = new MemoryStorage();
let carrier: Auth; // 顺达
let otherCarrier: Auth; // 通江达
let shipper: Auth; // the steel shipper
let otherShipper: Auth; // 汾河

async function authOf(mobile: string, role: Auth['role']): Promise<Auth> {
  const [user] = await t.db.select().from(users).where(eq(users.mobile, mobile));
  return { user, role, tokenHash: '' };
}

/** A POST to the platform API as the server serves it, with the test's job runner behind it. */
async function post(path: string, mobile: string, json: unknown): Promise<{ code: number; message: string; data: { jobId: number | null } | null }> {
  const app = createPlatformApp({ db: t.db, log: createLogger('silent'), env: parsePlatformEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://' }), jobs: runner });
  const token = await t.sessionFor(mobile);
  const res = await app.request(
    `${API_BASE}${path}`,
    { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(json) },
    { clientIp: '10.255.255.1' },
  );
  return res.json() as never;
}

async function settled(id: number) {
  for (;;) {
    const [row] = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
    if (row.status === 'done' || row.status === 'failed') return row;
    await sleep(100);
  }
}

/** The first column of every data row of a finished export job's .xlsx, and the file's row. */
async function exported(jobId: number) {
  const job = await settled(jobId);
  expect(job.status, String(job.error)).toBe('done');
  const result = job.result as { fileUuid: string; fileName: string; rows: number };
  const [file] = await t.db.select().from(files).where(eq(files.uuid, result.fileUuid));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from((await storage.get(file.storageKey))!) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const numbers = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(1).text);
  return { job, result, file, sheet, numbers };
}

/** Every page of a list, as the screen pages through it. */
async function everyPage<T>(page: (pageNumber: number) => Promise<{ records: T[]; total: number }>): Promise<T[]> {
  const out: T[] = [];
  for (let n = 1; ; n++) {
    const { records, total } = await page(n);
    out.push(...records);
    if (records.length === 0 || out.length >= total) return out;
  }
}

beforeAll(async () => {
  t = await openTestPlatform();
  // Orders of 顺达, 春生 and 通江达 well past the threshold the tests set.
  await seedBulkWaybills(t.db, 3000, { log: { info: () => {} } });
  runner = await JobRunner.open(t.database, { log: pino({ level: 'silent' }), work: true, pollingIntervalSeconds: 0.5 });
  await defineListExport(runner, t.db, storage, ORDER_EXPORT);
  await defineListExport(runner, t.db, storage, BILL_EXPORT);
  carrier = await authOf(DEMO_ACCOUNTS.carrier.mobile, 'carrier');
  otherCarrier = await authOf(DEMO_ACCOUNTS.tongjiangCarrier.mobile, 'carrier');
  shipper = await authOf(DEMO_ACCOUNTS.enterpriseShipper.mobile, 'enterprise_shipper');
  otherShipper = await authOf(DEMO_ACCOUNTS.fenheShipper.mobile, 'enterprise_shipper');
}, 240_000);

afterAll(async () => {
  await runner?.stop();
  await t?.close();
});

describe('the order lists’ background export', () => {
  const filter = { startDate: '2000-01-01' };

  it('answers in the request up to the threshold, and becomes a job past it or when the download centre is chosen', async () => {
    const rows = await orderExportCount(t.db, carrier, filter, 1_000_000);
    expect(rows).toBeGreaterThan(100);
    expect(await startListExport(t.db, runner, carrier, ORDER_EXPORT, filter, rows)).toEqual({ jobId: null });
    const past = await startListExport(t.db, runner, carrier, ORDER_EXPORT, filter, 100);
    expect(past.jobId).toEqual(expect.any(Number));
    const chosen = await startListExport(t.db, runner, carrier, ORDER_EXPORT, { ...filter, background: true }, rows);
    expect(chosen.jobId).toEqual(expect.any(Number));
    expect((await exported(past.jobId!)).numbers).toHaveLength(rows);
    expect((await exported(chosen.jobId!)).numbers).toHaveLength(rows);
  }, 120_000);

  it('writes exactly the rows of the asker’s list with its filters, none of another company’s, for the asker alone', async () => {
    const listed = await everyPage((pageNumber) => orderPage(t.db, carrier, orderQuery.parse({ ...filter, pageNumber, pageSize: 50 })));
    expect(listed.length).toBeGreaterThan(100);
    const { jobId } = await startListExport(t.db, runner, carrier, ORDER_EXPORT, filter, 100);
    const { result, file, sheet, numbers } = await exported(jobId!);
    expect(result.fileName).toMatch(/^订单_\d{8}\.xlsx$/);
    expect(sheet.getRow(1).getCell(1).text).toBe('订单号');
    expect(numbers.length).toBe(listed.length);
    expect(new Set(numbers)).toEqual(new Set(listed.map((o) => o.orderNo)));
    // the row reads as the list shows it: the newest order (highest id) first
    const newest = [...listed].sort((a, b) => b.id - a.id)[0];
    expect(sheet.getRow(2).getCell(1).text).toBe(newest.orderNo);
    expect(sheet.getRow(2).getCell(13).text).toBe(orderStatusLabel(newest.status, newest.source));

    const theirs = await everyPage((pageNumber) => orderPage(t.db, otherCarrier, orderQuery.parse({ ...filter, pageNumber, pageSize: 50 })));
    expect(theirs.length).toBeGreaterThan(0);
    expect(numbers.filter((n) => theirs.some((o) => o.orderNo === n))).toEqual([]);
    expect(await readableFile(t.db, carrier, file.uuid)).not.toBeNull();
    expect(await readableFile(t.db, otherCarrier, file.uuid)).toBeNull();
  }, 120_000);

  it('starts through the API with the list’s filters; no filter at all is refused with the spec’s message', async () => {
    const started = await post('/order/exportList/start', DEMO_ACCOUNTS.carrier.mobile, { ...filter, background: true });
    expect(started).toMatchObject({ code: 200, data: { jobId: expect.any(Number) } });
    expect((await exported(started.data!.jobId!)).numbers.length).toBe(await orderExportCount(t.db, carrier, filter, 1_000_000));
    const bare = await post('/order/exportList/start', DEMO_ACCOUNTS.carrier.mobile, { background: true });
    expect(bare.code).toBe(400);
  }, 60_000);
});

describe('the settlement bills lists’ background export', () => {
  it('writes the bills of the asker’s side and filters, none of another company’s', async () => {
    const listed = await everyPage((pageNumber) => billPage(t.db, shipper, billQuery.parse({ side: 'pay', pageNumber, pageSize: 50 })));
    expect(listed.length).toBeGreaterThan(0);
    const { jobId } = await startListExport(t.db, runner, shipper, BILL_EXPORT, billQuery.parse({ side: 'pay' }), 0);
    const { result, sheet, numbers } = await exported(jobId!);
    expect(result.fileName).toMatch(/^结算单_\d{8}\.xlsx$/);
    expect(sheet.getRow(1).getCell(1).text).toBe('结算单号');
    expect(new Set(numbers)).toEqual(new Set(listed.map((b) => b.billNo)));
    expect(numbers).toHaveLength(listed.length);

    // the payee's side names its file 账单 and holds its own list's bills; a company on neither side gets none of the shipper's
    const receivable = await everyPage((pageNumber) => billPage(t.db, carrier, billQuery.parse({ side: 'receive', pageNumber, pageSize: 50 })));
    expect(receivable.length).toBeGreaterThan(0);
    const received = await startListExport(t.db, runner, carrier, BILL_EXPORT, { ...billQuery.parse({ side: 'receive' }), background: true }, 5000);
    const theirs = await exported(received.jobId!);
    expect(theirs.result.fileName).toMatch(/^账单_\d{8}\.xlsx$/);
    expect(new Set(theirs.numbers)).toEqual(new Set(receivable.map((b) => b.billNo)));
    const stranger = await startListExport(t.db, runner, otherShipper, BILL_EXPORT, { ...billQuery.parse({ side: 'pay' }), background: true }, 5000);
    expect((await exported(stranger.jobId!)).numbers.filter((n) => numbers.includes(n))).toEqual([]);
  }, 120_000);

  it('keeps the list’s filters: a bill number narrows the export to that bill', async () => {
    const [first] = (await billPage(t.db, shipper, billQuery.parse({ side: 'pay' }))).records;
    const mobile = DEMO_ACCOUNTS.enterpriseShipper.mobile;
    const started = await post('/settlement/bill/export/start', mobile, { side: 'pay', billNo: first.billNo, background: true });
    expect(started).toMatchObject({ code: 200, data: { jobId: expect.any(Number) } });
    expect((await exported(started.data!.jobId!)).numbers).toEqual([first.billNo]);
    // below the threshold without the choice: exported in the request
    expect(await post('/settlement/bill/export/start', mobile, { side: 'pay', billNo: first.billNo })).toMatchObject({ code: 200, data: { jobId: null } });
    // another company's caller asking for that bill's number gets an export with nothing of it
    const stranger = await post('/settlement/bill/export/start', DEMO_ACCOUNTS.fenheShipper.mobile, { side: 'pay', billNo: first.billNo, background: true });
    expect((await exported(stranger.data!.jobId!)).numbers).toEqual([]);
  }, 60_000);
});
