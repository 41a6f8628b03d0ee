// Images in rich text (issue 44): operations upload an image through the file service (checked by
// its content, at most 2 MB) and insert it as our download path; the image is public — read without
// signing in — only while a published news item or an enabled platform page shows it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTENT_IMAGE_MESSAGES, CONTENT_IMAGE_PURPOSE, contentImageSnippet } from '../../contract/portal/rich-text';
import { contentImages } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { t, withTestPlatform } from '../auth/testing';

withTestPlatform();

const operator = () => t.sessionFor(DEMO_ACCOUNTS.operator.mobile);
const shipper = () => t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
function png(size: number, mark: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEADER);
  bytes[size - 1] = mark;
  return bytes;
}

async function upload(bytes: Uint8Array<ArrayBuffer>, name: string, purpose = CONTENT_IMAGE_PURPOSE) {
  const body = new FormData();
  body.set('file', new File([bytes], name, { type: 'image/png' }));
  body.set('purpose', purpose);
  return t.call('/actions/upload/image', { method: 'POST', body, token: await operator() });
}

async function uploaded(mark: number, purpose = CONTENT_IMAGE_PURPOSE): Promise<string> {
  const answer = await upload(png(512, mark), `图${mark}.png`, purpose);
  expect(answer.body.code, answer.body.message).toBe(200);
  return answer.body.data.uuid as string;
}

/** The status of reading the image at our download path: anonymously, or with `token`. */
const readAs = async (uuid: string, token: string | null = null) => (await t.raw(`/actions/download/?uuid=${uuid}`, { token })).status;

describe('images in rich text', () => {
  it('are public only while published news shows them: not as a draft, not once taken offline', async () => {
    const uuid = await uploaded(1);
    // uploaded, in no content: private (anonymous callers are asked to sign in; others find nothing)
    expect(await readAs(uuid)).toBe(403);
    expect(await readAs(uuid, await shipper())).toBe(404);
    expect(await readAs(uuid, await operator())).toBe(200);

    const saved = await t.call('/api/information/save', {
      token: await operator(),
      json: { type: 'news', title: '新仓库启用', contentHtml: `<p>新仓库今日启用</p>${contentImageSnippet(uuid, '新仓库外景')}`, draft: '1' },
    });
    expect(saved.body.code, saved.body.message).toBe(200);
    const id = saved.body.data.id as number;
    const detail = await t.call(`/api/information/getById/${id}`, { token: await operator() });
    expect(detail.body.data.contentHtml).toContain(`<img src="/actions/download/?uuid=${uuid}" alt="新仓库外景" />`);
    // a draft's image is not public
    expect(await readAs(uuid)).toBe(403);
    expect(await readAs(uuid, await shipper())).toBe(404);

    expect((await t.call(`/api/information/enable/${id}`, { method: 'POST', token: await operator() })).body.code).toBe(200);
    const open = await t.raw(`/actions/download/?uuid=${uuid}`);
    expect(open.status).toBe(200);
    expect(open.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(png(512, 1));
    expect(await readAs(uuid, await shipper())).toBe(200);

    expect((await t.call(`/api/information/disable/${id}`, { method: 'POST', token: await operator() })).body.code).toBe(200);
    expect(await readAs(uuid)).toBe(403);
    expect(await readAs(uuid, await shipper())).toBe(404);
  });

  it('are public while an enabled platform page shows them', async () => {
    const uuid = await uploaded(2);
    const saved = await t.call('/api/platformInfo/save', {
      token: await operator(),
      json: { key: 'platform', title: '平台介绍', contentHtml: `<p>平台介绍</p>${contentImageSnippet(uuid, '办公楼')}` },
    });
    expect(saved.body.code, saved.body.message).toBe(200);
    expect(await readAs(uuid)).toBe(200);
    expect((await t.call('/api/platformInfo/disable/platform', { method: 'POST', token: await operator() })).body.code).toBe(200);
    expect(await readAs(uuid)).toBe(403);
    expect((await t.call('/api/platformInfo/enable/platform', { method: 'POST', token: await operator() })).body.code).toBe(200);
    expect(await readAs(uuid)).toBe(200);
  });

  it('stop being public when the published text is edited so it no longer shows them, and come back with it', async () => {
    const uuid = await uploaded(5);
    const kept = await uploaded(6);
    const text = (...uuids: string[]) => `<p>仓库改造</p>${uuids.map((u) => contentImageSnippet(u, '仓库')).join('')}`;
    const saved = await t.call('/api/information/save', { token: await operator(), json: { type: 'news', title: '仓库改造', contentHtml: text(uuid, kept) } });
    expect(saved.body.code, saved.body.message).toBe(200);
    const id = saved.body.data.id as number;
    expect(await readAs(uuid)).toBe(200);
    expect(await readAs(kept)).toBe(200);
    // the link rows follow the text: both images now, one after the edit
    expect((await t.db.select().from(contentImages).where(eq(contentImages.newsId, id))).map((l) => l.fileUuid).sort()).toEqual([uuid, kept].sort());

    const edited = await t.call('/api/information/save', { token: await operator(), json: { id, type: 'news', title: '仓库改造', contentHtml: text(kept) } });
    expect(edited.body.code, edited.body.message).toBe(200);
    expect(await readAs(uuid)).toBe(403);
    expect(await readAs(uuid, await shipper())).toBe(404);
    expect(await readAs(kept)).toBe(200);
    expect((await t.db.select().from(contentImages).where(eq(contentImages.newsId, id))).map((l) => l.fileUuid)).toEqual([kept]);

    await t.call('/api/information/save', { token: await operator(), json: { id, type: 'news', title: '仓库改造', contentHtml: text(uuid) } });
    expect(await readAs(uuid)).toBe(200);
    expect(await readAs(kept)).toBe(403);

    // a platform page edited away from its image likewise
    const page = await t.call('/api/platformInfo/save', { token: await operator(), json: { key: 'agreement', title: '用户协议', contentHtml: text(kept) } });
    expect(page.body.code, page.body.message).toBe(200);
    expect(await readAs(kept)).toBe(200);
    await t.call('/api/platformInfo/save', { token: await operator(), json: { key: 'agreement', title: '用户协议', contentHtml: '<p>用户协议</p>' } });
    expect(await readAs(kept)).toBe(403);
    expect(await t.db.select().from(contentImages).where(eq(contentImages.pageKey, 'agreement'))).toEqual([]);
  });

  it('stop being public when their text is deleted: its links go with it', async () => {
    const uuid = await uploaded(7);
    const saved = await t.call('/api/information/save', {
      token: await operator(),
      json: { type: 'news', title: '临时通知', contentHtml: `<p>临时通知</p>${contentImageSnippet(uuid, '通知')}` },
    });
    const id = saved.body.data.id as number;
    expect(await readAs(uuid)).toBe(200);
    expect((await t.call(`/api/information/deleteById/${id}`, { method: 'POST', token: await operator() })).body.code).toBe(200);
    expect(await readAs(uuid)).toBe(403);
    expect(await t.db.select().from(contentImages).where(eq(contentImages.newsId, id))).toEqual([]);
  });

  it('make public no other file a published text names: only images uploaded for rich text', async () => {
    const other = await uploaded(3, 'id_card_front');
    const saved = await t.call('/api/information/save', {
      token: await operator(),
      json: { type: 'news', title: '证件照不公开', contentHtml: `<p>正文</p><img src="/actions/download/?uuid=${other}" alt="证件">` },
    });
    expect(saved.body.code, saved.body.message).toBe(200);
    expect(await readAs(other)).toBe(403);
    expect(await readAs(other, await shipper())).toBe(404);
  });

  it('are checked by their content and their size', async () => {
    const big = await upload(png(2 * 1024 * 1024 + 1, 4), '大图.png');
    expect(big.body).toMatchObject({ code: 400, message: CONTENT_IMAGE_MESSAGES.tooLarge, data: { field: 'file' } });
    const fake = await upload(new TextEncoder().encode('<svg onload="alert(1)"></svg>') as Uint8Array<ArrayBuffer>, '假图.png');
    expect(fake.body.code).toBe(400);
    expect(fake.body.data).toMatchObject({ field: 'file' });
  });
});
