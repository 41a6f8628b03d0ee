// The import log (issue 44): every vehicle import writes one row — who, company, kind, file, rows
// read / accepted / refused, each refused row's number and Chinese reasons, started and finished,
// status — and the log shows it to the importing company and to operations, never to another
// company (its page, detail and export are empty or 404 for it).
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { vehicleBody, shunda, t, tongjiang, withCapacityPlatform } from '../capacity/testing';

withCapacityPlatform();

const FILE = '顺达车辆-导入日志测试.xlsx';
type Row = { id: number; fileName: string; rowsRead: number; rowsAccepted: number; rowsRefused: number; status: string; kind: string; message: string };

describe('the import log', () => {
  it('records a partly bad file (nothing imported, the bad rows’ reasons) and then a good one, for the company and operations only', async () => {
    const operator = await t.sessionFor(DEMO_ACCOUNTS.operator.mobile);
    const bad = await t.call('/vehicle/batchSave', {
      token: shunda,
      json: {
        fileName: FILE,
        rows: [
          { rowNo: 2, ...vehicleBody({ plateNo: '冀B7L001' }) },
          { rowNo: 3, ...vehicleBody({ plateNo: '冀B7L0' }) },
          { rowNo: 4, ...vehicleBody({ plateNo: '冀B7L002' }) },
        ],
      },
    });
    expect(bad.body.code).toBe(400);
    const good = await t.call('/vehicle/batchSave', {
      token: shunda,
      json: {
        fileName: FILE,
        rows: [
          { rowNo: 2, ...vehicleBody({ plateNo: '冀B7L001' }) },
          { rowNo: 3, ...vehicleBody({ plateNo: '冀B7L002' }) },
        ],
      },
    });
    expect(good.body.code).toBe(200);

    const page = async (token: string, filters: Record<string, unknown> = {}) =>
      (await t.call('/api/importLog/page', { token, json: filters })).body.data as { total: number; records: Row[] };
    const mine = (await page(shunda)).records.filter((r) => r.fileName === FILE);
    expect(mine).toHaveLength(2);
    const [done, refused] = mine; // newest first
    expect(refused).toMatchObject({ kind: 'vehicle', status: 'refused', rowsRead: 3, rowsAccepted: 0, rowsRefused: 1 });
    expect(refused.message).toContain('本次未导入任何车辆');
    expect(done).toMatchObject({ status: 'done', rowsRead: 2, rowsAccepted: 2, rowsRefused: 0, message: '成功导入2辆车' });

    const detail = await t.call(`/api/importLog/getById?id=${refused.id}`, { token: shunda });
    expect(detail.body.data).toMatchObject({
      userMobile: DEMO_ACCOUNTS.carrier.mobile,
      companyName: expect.any(String),
      refusedRows: [{ rowNo: 3, messages: ['请输入正确的车牌号'] }],
    });
    expect(Date.parse(detail.body.data.finishedAt)).toBeGreaterThanOrEqual(Date.parse(detail.body.data.startedAt));

    // Filters of the URL.
    expect((await page(shunda, { status: 'refused' })).records.map((r) => r.id)).toContain(refused.id);
    expect((await page(shunda, { status: 'done' })).records.map((r) => r.id)).not.toContain(refused.id);
    expect((await page(shunda, { from: '2000-01-01', to: '2000-01-02' })).total).toBe(0);
    expect((await t.call('/api/importLog/page', { token: shunda, json: { status: 'lost' } })).body.code).toBe(400);

    // Another company sees none of it.
    expect((await page(tongjiang)).records.map((r) => r.id)).not.toContain(refused.id);
    expect((await t.call(`/api/importLog/getById?id=${refused.id}`, { token: tongjiang })).body.code).toBe(404);
    const exported = (await t.call('/api/importLog/export', { token: tongjiang, json: {} })).body.data as Row[];
    expect(exported.map((r) => r.id)).not.toContain(refused.id);

    // Operations see every company's, by company name.
    const seen = await page(operator, { company: '顺达' });
    expect(seen.records.map((r) => r.id)).toEqual(expect.arrayContaining([refused.id, done.id]));
    expect((await t.call(`/api/importLog/getById?id=${refused.id}`, { token: operator })).body.code).toBe(200);
  });
});
