// Operations edit the platform's own pages (about, rules, agreements): only operators; sanitised
// on save; disable and delete take a page off the public site (404) and saving brings it back;
// a key the site does not link to is refused. And a news item deleted leaves the site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { platformInfo } from '../../db/schema';
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

const publicPage = async (key: string) => (await t.call(`/platformInfo/getByKey/${key}`)).body;

describe('platform information', () => {
  it('lists every page the site links to, for operators only', async () => {
    const page = await t.call('/api/platformInfo/page', { json: { pageNumber: 1, pageSize: 50 }, token: operator });
    expect(page.body.code).toBe(200);
    const keys = (page.body.data.records as { key: string }[]).map((r) => r.key);
    expect(keys).toContain('platform');
    expect(keys).toContain('agreement');
    const refused = await t.call('/api/platformInfo/page', { json: {}, token: shipper });
    // the permission check answers first (decision 022): only operations hold content:platformInfo:*
    expect(refused.body).toMatchObject({ code: 403, data: { permission: 'content:platformInfo:list' } });
    expect((await t.call('/api/platformInfo/save', { json: { key: 'platform', title: 'x', contentHtml: '<p>x</p>' }, token: shipper })).body.code).toBe(403);
  });

  it('saves sanitised content; disable and delete take the page off the public site; saving brings it back', async () => {
    const saved = await t.call('/api/platformInfo/save', {
      json: { key: 'argueSystem', title: '争议处理规则', contentHtml: '<p onclick="x()">先协商，后调解</p><script>alert(1)</script>' },
      token: operator,
    });
    expect(saved.body).toMatchObject({ code: 200, data: { key: 'argueSystem', enabled: true } });
    const shown = await publicPage('argueSystem');
    expect(shown.data).toMatchObject({ title: '争议处理规则', contentHtml: '<p>先协商，后调解</p>' });

    expect((await t.call('/api/platformInfo/disable/argueSystem', { method: 'POST', token: operator })).body).toMatchObject({
      code: 200,
      data: { enabled: false },
    });
    expect((await publicPage('argueSystem')).code).toBe(404);
    expect((await t.call('/api/platformInfo/disable/argueSystem', { method: 'POST', token: operator })).body).toMatchObject({
      code: 400,
      message: '该页面已停用',
    });
    expect((await t.call('/api/platformInfo/enable/argueSystem', { method: 'POST', token: operator })).body.code).toBe(200);
    expect((await publicPage('argueSystem')).code).toBe(200);

    expect((await t.call('/api/platformInfo/deleteById/argueSystem', { method: 'POST', token: operator })).body.code).toBe(200);
    expect((await publicPage('argueSystem')).code).toBe(404);
    const detail = await t.call('/api/platformInfo/getById/argueSystem', { token: operator });
    expect(detail.body.data).toMatchObject({ exists: false, enabled: false, contentHtml: '' });
    expect((await t.call('/api/platformInfo/enable/argueSystem', { method: 'POST', token: operator })).body.code).toBe(404);
    await t.call('/api/platformInfo/save', { json: { key: 'argueSystem', title: '争议处理规则', contentHtml: '<p>重新发布</p>' }, token: operator });
    expect((await publicPage('argueSystem')).data.contentHtml).toBe('<p>重新发布</p>');
  });

  it('keeps a public page between views until an operator changes it (decision 009, lever 40)', async () => {
    await t.call('/api/platformInfo/save', { json: { key: 'platform', title: '关于平台', contentHtml: '<p>第一版</p>' }, token: operator });
    expect((await publicPage('platform')).data.contentHtml).toBe('<p>第一版</p>');
    // a change that bypasses operations' screens (another process, a restore) shows within the bound, not at once
    await t.db.update(platformInfo).set({ contentHtml: '<p>库里改的</p>' }).where(eq(platformInfo.key, 'platform'));
    expect((await publicPage('platform')).data.contentHtml).toBe('<p>第一版</p>');
    // operations' save forgets the kept page: the next view reads the row again
    await t.call('/api/platformInfo/save', { json: { key: 'platform', title: '关于平台', contentHtml: '<p>第二版</p>' }, token: operator });
    expect((await publicPage('platform')).data.contentHtml).toBe('<p>第二版</p>');
  });

  it('refuses a key the site does not link to, and empty content', async () => {
    const unknown = await t.call('/api/platformInfo/save', { json: { key: 'evil', title: 't', contentHtml: '<p>x</p>' }, token: operator });
    expect(unknown.body).toMatchObject({ code: 400, message: '页面不存在' });
    const empty = await t.call('/api/platformInfo/save', { json: { key: 'platform', title: 't', contentHtml: '<script>x</script>' }, token: operator });
    expect(empty.body).toMatchObject({ code: 400, message: '请输入页面内容' });
  });
});

describe('news deletion', () => {
  it('deletes an item for operators only; it leaves the public site', async () => {
    const saved = await t.call('/api/information/save', { json: { type: 'news', title: '待删除的资讯', contentHtml: '<p>内容</p>' }, token: operator });
    const id = saved.body.data.id as number;
    expect((await t.call(`/news/getById/${id}`)).body.code).toBe(200);
    expect((await t.call(`/api/information/deleteById/${id}`, { method: 'POST', token: shipper })).body.code).toBe(403);
    expect((await t.call(`/api/information/deleteById/${id}`, { method: 'POST', token: operator })).body.code).toBe(200);
    expect((await t.call(`/news/getById/${id}`)).body.code).toBe(404);
    expect((await t.call(`/api/information/deleteById/${id}`, { method: 'POST', token: operator })).body.code).toBe(404);
  });
});
