import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { maskName, maskPerson, maskPhones, maskWaybillNo } from '../../contract/portal/reputation';
import { orderEvaluations, orders, users, waybillAbnormals, waybills } from '../../db/schema';
import { openTestPlatform, t, withTestPlatform } from '../auth/testing';
import { DEMO_ACCOUNTS } from '../../seed/accounts';

type Credit = {
  companyId: number | null;
  name: string;
  kind: string;
  average: number;
  evaluations: number;
  goodRate: number;
  recent: { comment: string; shipper: string; score: number }[];
};

withTestPlatform();

async function userId(mobile: string) {
  const [u] = await t.db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.mobile, mobile));
  return u;
}

describe('masking', () => {
  it('hides phone digits, private names and the middle of waybill numbers', () => {
    expect(maskPhones('请联系13812345678或 021-5555')).toBe('请联系138****5678或 021-5555');
    expect(maskPhones('订单号 202611230000138123456789')).toBe('订单号 202611230000138123456789');
    expect(maskName('鞍山钢铁集团有限公司')).toBe('鞍山****');
    expect(maskPerson('张三丰')).toBe('张**');
    expect(maskWaybillNo('YD202611230000123')).toBe('YD2026****0123');
  });
});

describe('credit evaluation (/evaluate/creditPagination)', () => {
  let orderIds: number[] = [];
  beforeAll(async () => {
    const shipper = await userId(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const carrier = await userId(DEMO_ACCOUNTS.carrier.mobile);
    const individual = await userId(DEMO_ACCOUNTS.individualAgent.mobile);
    const some = await t.db.select({ id: orders.id }).from(orders).limit(6);
    orderIds = some.map((o) => o.id);
    expect(orderIds.length).toBe(6);
    // Start from no ratings at all (the demo seed rates the completed orders).
    await t.db.delete(orderEvaluations);
    const rows = [
      { score: 5, comment: '装货准时，联系13812345678很方便' },
      { score: 4, comment: '' },
      { score: 3, comment: '卸货晚了半天' },
    ].map((e, i) => ({ orderId: orderIds[i], shipperUserId: shipper.id, carrierCompanyId: carrier.companyId, carrierUserId: carrier.id, ...e }));
    rows.push({ orderId: orderIds[3], shipperUserId: shipper.id, carrierCompanyId: null, carrierUserId: individual.id, score: 5, comment: '司机服务好' });
    await t.db.insert(orderEvaluations).values(rows);
  });

  it('ranks carriers by average score with masked comments, newest two', async () => {
    const res = await t.call('/evaluate/creditPagination', { json: { pageNumber: 1, pageSize: 10 } });
    expect(res.body.code).toBe(200);
    const records = res.body.data.records as Credit[];
    const averages = records.map((r) => r.average);
    expect([...averages].sort((a, b) => b - a)).toEqual(averages);
    const company = records.find((r) => r.companyId !== null && r.evaluations === 3);
    expect(company).toMatchObject({ average: 4, goodRate: 67, kind: 'carrier' });
    expect(company!.recent).toHaveLength(2);
    expect(company!.recent.map((c) => c.comment).join()).not.toMatch(/13812345678/);
    expect(company!.recent.every((c) => c.shipper.includes('*'))).toBe(true);
    const person = records.find((r) => r.kind === 'individual');
    expect(person).toMatchObject({ average: 5, evaluations: 1 });
    expect(person!.name).toMatch(/^.\*\*$/);
  });

  it('filters by minimum score and name; a bad filter is a clear 400', async () => {
    const good = await t.call('/evaluate/creditPagination', { json: { minScore: '4.5' } });
    expect((good.body.data.records as Credit[]).every((r) => r.average >= 4.5)).toBe(true);
    expect((good.body.data.records as Credit[]).some((r) => r.evaluations === 3)).toBe(false);
    const carrier = await userId(DEMO_ACCOUNTS.carrier.mobile);
    const all = await t.call('/evaluate/creditPagination', { json: {} });
    const name = (all.body.data.records as Credit[]).find((r) => r.companyId === carrier.companyId)!.name;
    const byName = await t.call('/evaluate/creditPagination', { json: { keyword: name.slice(0, 4) } });
    expect((byName.body.data.records as Credit[]).map((r) => r.companyId)).toContain(carrier.companyId);
    const none = await t.call('/evaluate/creditPagination', { json: { keyword: '不存在的承运商名称' } });
    expect(none.body.data).toMatchObject({ total: 0, records: [] });
    const bad = await t.call('/evaluate/creditPagination', { json: { minScore: '9' } });
    expect(bad.body).toMatchObject({ code: 400, message: '评分筛选不正确' });
  });
});

describe('historical complaints (/complaint/historyPagination)', () => {
  beforeAll(async () => {
    const reporter = await userId(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const operator = await userId(DEMO_ACCOUNTS.operator.mobile);
    const [w1, w2] = await t.db.select({ id: waybills.id, orderId: waybills.orderId }).from(waybills).limit(2);
    await t.db.insert(waybillAbnormals).values([
      {
        waybillId: w1.id,
        orderId: w1.orderId,
        abnormalType: '3',
        description: '外包装破损两件，司机电话13912345678',
        reporterUserId: reporter.id,
        status: '1',
        handleNote: '承运商已按货值赔付',
        handlerUserId: operator.id,
        handledAt: new Date(),
      },
      { waybillId: w2.id, orderId: w2.orderId, abnormalType: '5', description: '途中堵车，尚未处理', reporterUserId: reporter.id },
    ]);
  });

  it('lists only handled complaints, anonymised, filtered by type and keyword', async () => {
    const res = await t.call('/complaint/historyPagination', { json: { pageNumber: 1, pageSize: 10 } });
    expect(res.body.code).toBe(200);
    const records = res.body.data.records as { type: string; description: string; handleNote: string; waybillNo: string; route: string }[];
    expect(records.some((r) => r.description.includes('尚未处理'))).toBe(false);
    const damaged = records.find((r) => r.description.startsWith('外包装破损'))!;
    expect(damaged).toMatchObject({ type: '3', handleNote: '承运商已按货值赔付' });
    expect(damaged.description).toContain('139****5678');
    expect(damaged.waybillNo).toContain('****');
    expect(damaged.route).toContain('→');

    const other = await t.call('/complaint/historyPagination', { json: { type: '1' } });
    expect((other.body.data.records as { type: string }[]).every((r) => r.type === '1')).toBe(true);
    const byWord = await t.call('/complaint/historyPagination', { json: { keyword: '赔付' } });
    expect((byWord.body.data.records as { handleNote: string }[]).some((r) => r.handleNote.includes('赔付'))).toBe(true);
    expect((await t.call('/complaint/historyPagination', { json: { type: '9' } })).body).toMatchObject({ code: 400, message: '异常类型不正确' });
  });
});

describe('demo data', () => {
  it('a fresh platform has rated carriers and handled complaints to show', async () => {
    const fresh = await openTestPlatform();
    try {
      const credit = await fresh.call('/evaluate/creditPagination', { json: {} });
      expect(credit.body.data.total).toBeGreaterThan(0);
      const complaints = await fresh.call('/complaint/historyPagination', { json: {} });
      expect(complaints.body.data.total).toBeGreaterThanOrEqual(3);
    } finally {
      await fresh.close();
    }
  });
});
