import { describe, expect, it } from 'vitest';
import { POLICY_KEYS } from '../../contract/portal/schemas';
import { t, withTestPlatform } from '../auth/testing';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { copyOfSeedCargo } from '../../testing/seed-cargo';
import { PERMISSION_REFUSED } from '../../http/permissions';

withTestPlatform();

describe('news', () => {
  it('pages by type, newest first, and validates the query', async () => {
    const all = await t.call('/news/pagination', { json: { pageNumber: 1, pageSize: 10 } });
    expect(all.body.code).toBe(200);
    expect(all.body.data.total).toBeGreaterThanOrEqual(10);
    const policy = await t.call('/news/pagination', { json: { type: 'policy', pageNumber: 1, pageSize: 10 } });
    expect(policy.body.data.records.length).toBeGreaterThan(0);
    expect(policy.body.data.records.every((n: { type: string }) => n.type === 'policy')).toBe(true);
    const times = policy.body.data.records.map((n: { publishedAt: string }) => Date.parse(n.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const badType = await t.call('/news/pagination', { json: { type: 'gossip' } });
    expect(badType.status).toBe(400);
    expect(badType.body).toMatchObject({ code: 400, message: '资讯类型不正确', data: null });
    const badSize = await t.call('/news/pagination', { json: { pageSize: 1000 } });
    expect(badSize.body).toMatchObject({ code: 400, message: '每页条数只能是 10、20 或 50' });
    const badPage = await t.call('/news/pagination', { json: { pageNumber: 0 } });
    expect(badPage.body).toMatchObject({ code: 400, message: '页码最小为 1' });
  });

  it('shows one item with neighbours; unknown ids are 404 and bad ids 400', async () => {
    const list = await t.call('/news/pagination', { json: { type: 'policy', pageNumber: 1, pageSize: 10 } });
    const [first, second] = list.body.data.records;
    const detail = await t.call(`/news/getById/${second.id}`);
    expect(detail.body.code).toBe(200);
    expect(detail.body.data).toMatchObject({ id: second.id, title: second.title, prev: { id: first.id } });
    expect(detail.body.data.contentHtml).toContain('<p>');
    expect((await t.call('/news/getById/999999')).body).toMatchObject({ code: 404, message: '资讯不存在或已删除' });
    expect((await t.call('/news/getById/abc')).body).toMatchObject({ code: 400, message: '参数 id 不正确' });
  });

  it('only operators publish, and scripts never reach the page', async () => {
    const body = {
      type: 'news',
      title: '脚本测试资讯',
      contentHtml: '<p onclick="steal()">正文内容</p><script>window.pwned=1</script><img src="https://x.test/a.png" onerror="steal()">',
    };
    const anonymous = await t.call('/api/information/save', { json: body });
    expect(anonymous.body.code).toBe(403);
    const shipper = await t.call('/api/information/save', { json: body, token: await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile) });
    expect(shipper.body).toMatchObject({ code: 403, message: PERMISSION_REFUSED });

    const operator = await t.sessionFor(DEMO_ACCOUNTS.operator.mobile);
    expect((await t.call('/api/information/save', { json: { ...body, title: '' }, token: operator })).body).toMatchObject({
      code: 400,
      message: '请输入资讯标题',
    });
    expect((await t.call('/api/information/save', { json: { ...body, contentHtml: '<script>x()</script>' }, token: operator })).body).toMatchObject({
      code: 400,
      message: '请输入资讯内容',
    });
    const saved = await t.call('/api/information/save', { json: body, token: operator });
    expect(saved.body.code).toBe(200);
    const detail = await t.call(`/news/getById/${saved.body.data.id}`);
    // an image from outside the file service is dropped whole (issue 44: images are ours only)
    expect(detail.body.data.contentHtml).toBe('<p>正文内容</p>');
    expect(detail.body.data.summary).toBe('正文内容');
  });
});

describe('platform pages', () => {
  it('serves every footer policy, the agreement and the privacy statement; unknown keys are 404', async () => {
    for (const key of [...POLICY_KEYS, 'platform', 'agreement', 'newPrivacyStatement']) {
      const page = await t.call(`/platformInfo/getByKey/${key}`);
      expect(page.body.code, key).toBe(200);
      expect(page.body.data.title.length, key).toBeGreaterThan(0);
      expect(page.body.data.contentHtml, key).toContain('<p>');
    }
    expect((await t.call('/platformInfo/getByKey/nothing')).body).toMatchObject({ code: 404, message: '页面不存在' });
  });
});

describe('cargo hall', () => {
  it('lists public cargo newest first and filters by every field', async () => {
    const all = await t.call('/order/hallPagination', { json: { pageNumber: 1, pageSize: 50 } });
    expect(all.body.code).toBe(200);
    const records = all.body.data.records as { id: number; origin: string; goodsType: string; businessType: string }[];
    expect(records.length).toBeGreaterThan(5);
    expect(all.body.data.total).toBe(records.length);
    // Public fields only: no contacts or street addresses.
    expect(JSON.stringify(records)).not.toMatch(/contact|Phone|Address/);

    const tangshan = await t.call('/order/hallPagination', { json: { originProvince: '13', originCity: '1302', pageSize: 50 } });
    expect(tangshan.body.data.records.length).toBeGreaterThan(0);
    expect(tangshan.body.data.records.every((r: { origin: string }) => r.origin.startsWith('唐山市'))).toBe(true);
    expect(tangshan.body.data.records.length).toBeLessThan(records.length);

    const bid = await t.call('/order/hallPagination', { json: { businessType: '3', goodsType: 'cement' } });
    expect(bid.body.data.records.length).toBeGreaterThan(0);
    expect(bid.body.data.records.every((r: { businessType: string; goodsType: string }) => r.businessType === '3' && r.goodsType === 'cement')).toBe(true);

    const page2 = await t.call('/order/hallPagination', { json: { pageNumber: 2, pageSize: 10 } });
    expect(page2.body.data.records[0].id).toBe(records[10]!.id);
  });

  it('rejects bad filters with a 400 envelope', async () => {
    const cases: [object, string][] = [
      [{ originProvince: '99' }, '始发省份不正确'],
      [{ destCity: '9999' }, '目的城市不正确'],
      [{ originProvince: '13', originCity: '3205' }, '始发城市不属于所选省份'],
      [{ goodsType: 'gold' }, '货物类型不正确'],
      [{ vehicleType: 'ZZZ' }, '车辆类型不正确'],
      [{ vehicleLength: '99' }, '车长不正确'],
      [{ businessType: '9' }, '业务类型不正确'],
      [{ pageSize: 7 }, '每页条数只能是 10、20 或 50'],
    ];
    for (const [json, message] of cases) {
      const res = await t.call('/order/hallPagination', { json });
      expect(res.status, message).toBe(400);
      expect(res.body, message).toMatchObject({ code: 400, message, data: null });
    }
  });

  it('shows public detail with places but no contacts; unknown or unpublished is 404', async () => {
    const list = await t.call('/order/hallPagination', { json: { pageSize: 10 } });
    const id = list.body.data.records[0].id;
    const detail = await t.call(`/order/hallDetail/${id}`);
    expect(detail.body.code).toBe(200);
    expect(detail.body.data.points.length).toBeGreaterThanOrEqual(2);
    expect(detail.body.data.shipperName.length).toBeGreaterThan(0);
    expect(JSON.stringify(detail.body.data)).not.toMatch(/1[3-9]\d{9}/);
    expect(detail.body.data.taken).toBe(false);
    expect((await t.call('/order/hallDetail/999999')).body).toMatchObject({ code: 404, message: '货源不存在或已下架' });
    expect((await t.call('/order/hallDetail/0')).body).toMatchObject({ code: 400, message: '参数 id 不正确' });
  });

  it('still answers for a load that was taken, marked taken with its route for similar loads; a closed one is 404', async () => {
    const taken = await copyOfSeedCargo(t.db, '2', { status: 'done', vehiclesRemaining: 0 });
    const detail = await t.call(`/order/hallDetail/${taken.id}`);
    expect(detail.body).toMatchObject({
      code: 200,
      data: {
        taken: true,
        routeCodes: { originProvince: taken.originProvince, originCity: taken.originCity, destProvince: taken.destProvince, destCity: taken.destCity },
      },
    });
    const closed = await copyOfSeedCargo(t.db, '2', { status: 'closed' });
    expect((await t.call(`/order/hallDetail/${closed.id}`)).body).toMatchObject({ code: 404, message: '货源不存在或已下架' });
  });
});

describe('home', () => {
  it('has cargo, capacity lines, news and counts', async () => {
    const home = await t.call('/portal/home');
    expect(home.body.code).toBe(200);
    const { cargo, capacity, news, stats } = home.body.data;
    expect(cargo.length).toBeGreaterThan(0);
    expect(capacity.length).toBeGreaterThan(0);
    expect(news.length).toBeGreaterThan(0);
    expect(stats.vehicles).toBeGreaterThan(0);
    expect(stats.waybills).toBeGreaterThan(0);
    expect((await t.call('/statistically/statisticallyCount', { method: 'POST' })).body.data).toEqual(stats);
  });

  it('documents the new endpoints', async () => {
    const doc = await t.call('/openapi.json');
    const paths = Object.keys((doc.body as unknown as { paths: object }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api-platform/api/order/hallPagination', '/api-platform/api/news/pagination']));
  });
});
