// Operators' news: drafts stay off the public site, publish/unpublish move one item, only
// operators may act, and two operators racing cannot both publish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPlatform, type TestPlatform } from '../auth/testing';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { PERMISSION_REFUSED } from '../../http/permissions';

let t: TestPlatform;
let operator: string;

beforeAll(async () => {
  t = await openTestPlatform();
  operator = await t.sessionFor(DEMO_ACCOUNTS.operator.mobile);
});

afterAll(async () => {
  await t?.close();
});

const draftBody = { type: 'news', title: '草稿资讯：运价指数周报', contentHtml: '<p>本周运价指数</p><script>alert(1)</script>', draft: '1' };

async function publicIds(type = 'news'): Promise<number[]> {
  const res = await t.call('/news/pagination', { json: { type, pageNumber: 1, pageSize: 50 } });
  return res.body.data.records.map((r: { id: number }) => r.id);
}

describe('news administration', () => {
  it('keeps a draft off the public site until it is published, then takes it offline again', async () => {
    const saved = await t.call('/api/information/save', { json: draftBody, token: operator });
    expect(saved.body.code).toBe(200);
    const id = saved.body.data.id as number;
    expect(await publicIds()).not.toContain(id);
    expect((await t.call(`/news/getById/${id}`)).body.code).toBe(404);

    const admin = await t.call('/api/information/page', { json: { status: 'draft', keyword: '运价指数' }, token: operator });
    expect(admin.body.data.records).toEqual([expect.objectContaining({ id, status: 'draft', title: draftBody.title })]);
    const detail = await t.call(`/api/information/getById/${id}`, { token: operator });
    expect(detail.body.data.contentHtml).toBe('<p>本周运价指数</p>');

    const published = await t.call(`/api/information/enable/${id}`, { method: 'POST', token: operator });
    expect(published.body).toMatchObject({ code: 200, data: { id, status: 'published' } });
    expect((await publicIds())[0]).toBe(id);
    const home = await t.call('/news/getById/' + id);
    expect(home.body.data.contentHtml).not.toContain('script');

    expect((await t.call(`/api/information/enable/${id}`, { method: 'POST', token: operator })).body).toMatchObject({
      code: 400,
      message: '该资讯已发布',
    });
    const offline = await t.call(`/api/information/disable/${id}`, { method: 'POST', token: operator });
    expect(offline.body.data.status).toBe('offline');
    expect(await publicIds()).not.toContain(id);
    expect((await t.call(`/news/getById/${id}`)).body.code).toBe(404);
    expect((await t.call(`/api/information/disable/${id}`, { method: 'POST', token: operator })).body).toMatchObject({
      code: 400,
      message: '该资讯未发布，无需下线',
    });
  });

  it('hides offline items from the neighbours of a public item', async () => {
    const ids = await publicIds('policy');
    const [newest, second, third] = ids;
    await t.call(`/api/information/disable/${second}`, { method: 'POST', token: operator });
    const detail = await t.call(`/news/getById/${third}`);
    expect(detail.body.data.prev).toMatchObject({ id: newest });
    await t.call(`/api/information/enable/${second}`, { method: 'POST', token: operator });
    expect(await publicIds('policy')).toEqual(ids);
  });

  it('lets only operators see drafts or publish; others get 400 and nothing changes', async () => {
    const saved = await t.call('/api/information/save', { json: { ...draftBody, title: '权限测试草稿' }, token: operator });
    const id = saved.body.data.id as number;
    for (const mobile of [DEMO_ACCOUNTS.enterpriseShipper.mobile, DEMO_ACCOUNTS.carrier.mobile]) {
      const token = await t.sessionFor(mobile);
      expect((await t.call('/api/information/page', { json: {}, token })).body).toMatchObject({ code: 403, message: PERMISSION_REFUSED });
      expect((await t.call(`/api/information/getById/${id}`, { token })).body).toMatchObject({ code: 403, message: PERMISSION_REFUSED });
      expect((await t.call(`/api/information/enable/${id}`, { method: 'POST', token })).body).toMatchObject({ code: 403, message: PERMISSION_REFUSED });
    }
    expect((await t.call(`/api/information/enable/${id}`, { method: 'POST' })).body.code).toBe(403);
    const still = await t.call(`/api/information/getById/${id}`, { token: operator });
    expect(still.body.data.status).toBe('draft');
    expect((await t.call('/api/information/enable/999999', { method: 'POST', token: operator })).body).toMatchObject({ code: 404 });
    expect((await t.call('/api/information/page', { json: { status: 'gone' }, token: operator })).body).toMatchObject({
      code: 400,
      message: '资讯状态不正确',
    });
  });

  it('lets one of two concurrent publishes win', async () => {
    const saved = await t.call('/api/information/save', { json: { ...draftBody, title: '并发发布测试' }, token: operator });
    const id = saved.body.data.id as number;
    const [a, b] = await Promise.all([
      t.call(`/api/information/enable/${id}`, { method: 'POST', token: operator }),
      t.call(`/api/information/enable/${id}`, { method: 'POST', token: operator }),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([200, 400]);
  });
});
