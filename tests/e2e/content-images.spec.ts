// Images in rich text (issue 44), without and with JavaScript: operations upload an image with its
// description on the news editor; it is inserted at the end of the body as our download path; the
// published news page shows it to a reader who is not signed in, and once the news is taken offline
// the image is no longer public. Each project publishes a news item of its own.
import { expectAccessible } from './accessible';
import { DEMO_ACCOUNTS, expect, shownMessage, signedIn, test } from './fixtures';

// a real 1×1 PNG: the file service checks images by their bytes
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('operations insert an uploaded image in a news item; it is public while the news is published', async ({ page, browser, baseURL }, info) => {
  const tag = `${info.project.name}${Date.now() % 1_000_000}`;
  const title = `新仓库启用${tag}`;
  const alt = `新仓库外景${tag}`;
  await signedIn(page, DEMO_ACCOUNTS.operator.mobile);
  await page.goto('/ueditor?edit=new');
  const upload = page.getByRole('form', { name: '插入图片' });

  // no description: refused at its field, nothing inserted
  await upload.getByLabel(/^图片( \*)?$/).setInputFiles({ name: '仓库.png', mimeType: 'image/png', buffer: PNG });
  await upload.getByRole('button', { name: '上传并插入正文末尾' }).click();
  await expect(shownMessage(page, '请填写图片说明（供读屏软件朗读）')).toBeVisible();
  await expect(page.getByLabel('正文（HTML）')).not.toHaveValue(/<img/);

  await upload.getByLabel(/^图片( \*)?$/).setInputFiles({ name: '仓库.png', mimeType: 'image/png', buffer: PNG });
  await upload.getByLabel('图片说明').fill(alt);
  await upload.getByRole('button', { name: '上传并插入正文末尾' }).click();
  await expect(page.getByRole('status').filter({ hasText: '图片已上传，已插入正文末尾' })).toBeVisible();
  const body = page.getByLabel('正文（HTML）');
  await expect(body).toHaveValue(new RegExp(`<img src="/actions/download/\\?uuid=[0-9a-f-]{36}" alt="${alt}" />$`));
  const src = (await body.inputValue()).match(/src="([^"]+)"/)![1];
  await expect(page.getByLabel('图片代码')).toHaveValue(`<img src="${src}" alt="${alt}" />`);
  // the editor with its 插入图片 form and the upload's answer: no axe violations
  await expectAccessible(page, info.project.use.javaScriptEnabled !== false);

  await page.getByLabel(/^标题( \*)?$/).fill(title);
  await body.fill(`<p>新仓库今日启用${tag}</p>${await body.inputValue()}`);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('资讯已发布')).toBeVisible();
  const newsLink = page.getByRole('link', { name: title, exact: true });
  const newsPath = await newsLink.getAttribute('href');

  // a reader who is not signed in sees the image on the published page, and may fetch it
  const reader = await browser.newContext({ baseURL, javaScriptEnabled: info.project.use.javaScriptEnabled });
  try {
    const readerPage = await reader.newPage();
    await readerPage.goto(newsPath!);
    const image = readerPage.getByRole('img', { name: alt });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', src);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    const served = await reader.request.get(src);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');

    // taken offline, the image is no longer public
    await page.getByRole('button', { name: `下线 ${title}` }).click();
    await expect(page.getByText('资讯已下线')).toBeVisible();
    expect((await reader.request.get(src)).status()).toBe(404);
  } finally {
    await reader.close();
  }
});
