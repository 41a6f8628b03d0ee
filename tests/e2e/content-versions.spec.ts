// Release versions for operations (issue 44), with and without JavaScript: a version with its notes
// is added (a wrong number is refused at its field), listed and found by keyword, then deleted after
// a confirmation.
import { DEMO_ACCOUNTS, expect, shownMessage, signedIn, test } from './fixtures';

test('operations add, find and delete a release version', async ({ page }, testInfo) => {
  const versionNo = `${testInfo.project.name === 'js' ? 8 : 7}.${Date.now() % 1000}.${process.pid % 10000}`;
  await signedIn(page, DEMO_ACCOUNTS.operator.mobile);
  await page.goto('/content-manage/version');
  await expect(page).toHaveTitle(/^版本管理 - /);
  await page.getByRole('link', { name: '新增版本' }).click();
  const form = page.getByRole('form', { name: '编辑版本' });
  await form.getByLabel('版本号').fill('v2');
  await form.getByLabel('版本标题').fill('投诉与内容管理');
  await form.getByLabel('发布日期').fill('2026-11-28');
  await form.getByLabel('更新说明').fill('新增投诉与回复\n平台信息管理');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(shownMessage(form, '版本号格式应为 主版本.次版本.修订号，如 2.3.0')).toBeVisible();
  await form.getByLabel('版本号').fill(versionNo);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('版本已保存')).toBeVisible();

  await page.getByLabel('版本号或标题').fill(versionNo);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${versionNo.replace(/\./g, '\\.')}`));
  const row = page.getByRole('table', { name: '发布版本' }).getByRole('row').filter({ hasText: versionNo });
  await expect(row).toContainText('2026-11-28');
  await expect(row.getByRole('listitem')).toHaveText(['新增投诉与回复', '平台信息管理']);

  await row.getByRole('link', { name: `删除版本 ${versionNo}` }).click();
  await page.getByRole('button', { name: '确定删除' }).click();
  await expect(page.getByText('版本已删除')).toBeVisible();
  await page.goto(`/content-manage/version?keyword=${versionNo}`);
  await expect(page.getByText('暂无版本')).toBeVisible();
});
