// The log screens' endpoints: operations read the operation, login and interface logs with their
// filters; nobody else does; the supplementary-entry log shows each party the 补录 of the waybills
// they may see.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { waybills } from '../../db/schema';
import { CARRIER, OPERATOR, ORDER_PARTIES, OTHER_SHIPPER, SHIPPER, call, dispatchTwo, freshOrder, t, waybillRow, withOrdersPlatform } from '../orders/testing';
import { flushLogs } from './service';

withOrdersPlatform(ORDER_PARTIES);

async function settle() {
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  await flushLogs(t.db);
}

const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

async function supplementedWaybill() {
  const order = await freshOrder();
  const { first } = await dispatchTwo(order.id);
  await t.db.update(waybills).set({ status: 'SIGN', loadWeightKg: null, unloadWeightKg: null }).where(eq(waybills.id, first));
  const added = await call(SHIPPER, '/dispatchOrder/additional', { waybillId: first, loadWeightKg: 31_000, remark: '司机漏传磅单，联系人13812345678' });
  expect(added.body.code).toBe(200);
  return waybillRow(first);
}

describe('the supplementary-entry log (/logs/additionalLists)', () => {
  it('lists a 补录 to its shipper, its carrier and operations, not to another shipper, and filters by number and day', async () => {
    const waybill = await supplementedWaybill();
    const page = (mobile: string, filters: Record<string, unknown> = {}) =>
      call(mobile, '/log/additional/pagination', { waybillNo: waybill.waybillNo, ...filters });
    for (const mobile of [SHIPPER, CARRIER, OPERATOR]) {
      const seen = await page(mobile);
      expect(seen.body.data, mobile).toMatchObject({
        total: 1,
        records: [{ waybillId: waybill.id, waybillNo: waybill.waybillNo, userMobile: SHIPPER, weightKg: 31_000 }],
      });
      expect(seen.body.data.records[0].remark).toContain('司机漏传磅单');
    }
    expect((await page(OTHER_SHIPPER)).body.data).toMatchObject({ total: 0, records: [] });
    expect((await page(SHIPPER, { from: '2000-01-01', to: '2000-01-02' })).body.data.total).toBe(0);
    expect((await page(SHIPPER, { from: today, to: today })).body.data.total).toBe(1);
    const exported = await call(OPERATOR, '/log/additional/export', { waybillNo: waybill.waybillNo });
    expect(exported.body.data).toHaveLength(1);
  });
});

describe('the operation, login and interface logs', () => {
  it('show operations the 补录 call with its masked parameters, filtered by user, action and result', async () => {
    const waybill = await supplementedWaybill();
    await settle();
    const found = await call(OPERATOR, '/log/operation/pagination', { user: SHIPPER, action: '运单补录', result: 'ok', from: today });
    const row = found.body.data.records.find((r: { targetId: string | null }) => r.targetId === String(waybill.id));
    expect(row).toMatchObject({ action: '运单补录', result: 'ok', userMobile: SHIPPER, targetType: expect.any(String), companyName: expect.any(String) });
    expect(row.params).toContain('138****5678');
    expect(row.params).not.toContain('13812345678');
    const refusedOnly = await call(OPERATOR, '/log/operation/pagination', { user: SHIPPER, action: '运单补录', result: 'refused' });
    expect(refusedOnly.body.data.records.map((r: { id: number }) => r.id)).not.toContain(row.id);
    expect((await call(OPERATOR, '/log/operation/export', { action: '运单补录' })).body.data.length).toBeGreaterThan(0);
  });

  it('refuse everyone but operations', async () => {
    for (const path of [
      '/log/operation/pagination',
      '/log/login/pagination',
      '/log/interface/pagination',
      '/log/operation/export',
      '/log/login/export',
      '/log/interface/export',
    ]) {
      // the permission check answers first (decision 022): only operations hold system:log:*
      expect((await call(SHIPPER, path, {})).body, path).toMatchObject({ code: 403, data: { permission: expect.stringMatching(/^system:log:/) } });
      expect((await call(CARRIER, path, {})).body.code, path).toBe(403);
    }
  });

  it('list a failed sign-in by result and method, and a page view by path', async () => {
    const failed = await t.passwordLogin(OTHER_SHIPPER, 'Wrong9999');
    expect(failed.body.code).not.toBe(200);
    await call(OTHER_SHIPPER, '/log/interface/save', { name: '/logs/test-page', method: 'GET', type: 'route', mode: 'pc' });
    await settle();
    const logins = await call(OPERATOR, '/log/login/pagination', { account: OTHER_SHIPPER, result: 'failure', method: 'password' });
    expect(logins.body.data.records[0]).toMatchObject({ account: OTHER_SHIPPER, success: false, reason: failed.body.message });
    expect((await call(OPERATOR, '/log/login/pagination', { account: OTHER_SHIPPER, method: 'sso' })).body.data.total).toBe(0);
    const views = await call(OPERATOR, '/log/interface/pagination', { name: '/logs/test-page', user: OTHER_SHIPPER });
    expect(views.body.data.records).toMatchObject([{ name: '/logs/test-page', userMobile: OTHER_SHIPPER }]);
  });
});
