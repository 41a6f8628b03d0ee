// Release versions (/api/system/version/page): operators record, list (newest release first),
// correct and delete them; a version number is unique; nobody else may read or write them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_MESSAGES as M } from '../../contract/releases/versions';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { openTestPlatform, type TestPlatform } from '../auth/testing';

let t: TestPlatform;
let operator: string;
let shipper: string;

beforeAll(async () => {
  t = await openTestPlatform();
  operator = await t.sessionFor(DEMO_ACCOUNTS.operator.mobile);
  shipper = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
});

afterAll(async () => {
  await t?.close();
});

const save = (json: unknown, token = operator) => t.call('/api/system/version/save', { json, token });
const page = (json: unknown, token = operator) => t.call('/api/system/version/page', { json, token });

describe('release versions', () => {
  it('records versions and lists the newest release first; corrects and deletes one', async () => {
    const older = await save({ versionNo: '2.2.0', title: '结算单', notes: '新增结算单', releasedOn: '2026-10-01' });
    const newer = await save({ versionNo: '2.3.0', title: '投诉管理', notes: '新增投诉与回复\n平台信息管理', releasedOn: '2026-11-28' });
    expect(older.body.code).toBe(200);
    const listed = await page({ pageNumber: 1, pageSize: 10 });
    expect(listed.body.data.records.map((r: { versionNo: string }) => r.versionNo).slice(0, 2)).toEqual(['2.3.0', '2.2.0']);
    expect((await page({ keyword: '投诉' })).body.data.records).toEqual([expect.objectContaining({ versionNo: '2.3.0', releasedOn: '2026-11-28' })]);

    const corrected = await save({ id: newer.body.data.id, versionNo: '2.3.0', title: '投诉与内容管理', notes: '新增投诉与回复', releasedOn: '2026-11-29' });
    expect(corrected.body.code).toBe(200);
    expect((await page({ keyword: '2.3.0' })).body.data.records[0]).toMatchObject({ title: '投诉与内容管理', releasedOn: '2026-11-29' });

    const removed = await t.call(`/api/system/version/deleteById/${older.body.data.id}`, { method: 'POST', token: operator });
    expect(removed.body.code).toBe(200);
    expect((await page({ keyword: '2.2.0' })).body.data.total).toBe(0);
    expect((await t.call(`/api/system/version/deleteById/${older.body.data.id}`, { method: 'POST', token: operator })).body.code).toBe(404);
  });

  it('refuses a duplicate number at its field, and bad input with the messages', async () => {
    await save({ versionNo: '3.0.0', title: '大版本', notes: '说明', releasedOn: '2026-11-01' });
    expect((await save({ versionNo: '3.0.0', title: '重复', notes: '说明', releasedOn: '2026-11-02' })).body).toMatchObject({
      code: 400,
      message: M.duplicate,
      data: { field: 'versionNo' },
    });
    expect((await save({ versionNo: 'v3', title: 'x', notes: 'y', releasedOn: '2026-11-02' })).body).toMatchObject({ code: 400, message: M.versionNoInvalid });
    expect((await save({ versionNo: '3.0.1', title: 'x', notes: 'y', releasedOn: '2026-02-30' })).body).toMatchObject({
      code: 400,
      message: M.releasedOnInvalid,
    });
  });

  it('is for operators only', async () => {
    // the permission check answers first (decision 022): only operations hold content:version:*
    expect((await page({}, shipper)).body).toMatchObject({ code: 403, data: { permission: 'content:version:list' } });
    expect((await save({ versionNo: '9.9.9', title: 'x', notes: 'y', releasedOn: '2026-11-02' }, shipper)).body.code).toBe(403);
    expect((await page({ keyword: '9.9.9' })).body.data.total).toBe(0);
  });
});
