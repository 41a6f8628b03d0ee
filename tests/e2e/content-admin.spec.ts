// Operations edit the platform's own pages (issue 44), with and without JavaScript: the editor
// refuses empty content at its field, saves sanitised HTML the public page then shows, and
// disabling a page makes it answer 404 until it is enabled again. Each project edits a page of
// its own, and keeps its title, so the public-site tests running beside it see the same links.
import { DEMO_ACCOUNTS, expect, shownMessage, signedIn, test } from './fixtures';

test('operations edit, disable and enable a platform page', async ({ page }, testInfo) => {
  const key = testInfo.project.name === 'js' ? 'satisfactionRate' : 'managementQuit';
  const marker = `更新于测试${testInfo.project.name}${Date.now() % 1_000_000}`;
  await signedIn(page, DEMO_ACCOUNTS.operator.mobile);
  await page.goto('/content-manage/platformInfo');
  await expect(page).toHaveTitle(/^平台信息 - /);
  const row = page
    .getByRole('table', { name: '平台信息页面' })
    .getByRole('row')
    .filter({ has: page.locator(`a[href="/content-manage/platformInfo?edit=${key}"]`) });
  await expect(row).toContainText('已启用');
  await row.getByRole('link', { name: /^编辑 / }).click();
  await expect(page).toHaveURL(new RegExp(`edit=${key}$`));
  const form = page.getByRole('form', { name: '编辑平台信息' });
  const body = form.getByLabel('正文（HTML）');
  const original = await body.inputValue();
  await body.fill('');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(shownMessage(form, '请输入页面内容')).toBeVisible();
  await body.fill(`${original}<p>${marker}</p><script>alert(1)</script>`);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('页面已保存')).toBeVisible();

  await page.goto(`/about/${key}`);
  await expect(page.getByText(marker)).toBeVisible();
  expect(await page.content()).not.toContain('alert(1)');

  await page.goto('/content-manage/platformInfo');
  await row.getByRole('button', { name: /^停用 / }).click();
  await expect(page.getByText('页面已停用')).toBeVisible();
  await expect(row).toContainText('已停用');
  const gone = await page.goto(`/about/${key}`);
  expect(gone?.status()).toBe(404);
  await page.goto('/content-manage/platformInfo');
  await row.getByRole('button', { name: /^启用 / }).click();
  await expect(page.getByText('页面已启用')).toBeVisible();
  const back = await page.goto(`/about/${key}`);
  expect(back?.status()).toBe(200);
});
