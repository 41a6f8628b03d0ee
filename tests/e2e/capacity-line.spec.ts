import { DEMO_ACCOUNTS, createUser, expect, loginAs, test, shownMessage, signedIn } from './fixtures';

// Lines of a carrier company (demo 天津顺达物流, 13800000003), in the no-js and the js project.
// Each run marks its line with a token in the remark, so parallel projects never clash.

test('a carrier adds a line with a yuan price, finds it by URL filters, edits and deletes it', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const token = `测试线路${testInfo.project.name}${Date.now() % 100000}`;
  await signedIn(page, DEMO_ACCOUNTS.carrier.mobile);
  await page.goto('/logistics/line');
  await expect(page.getByRole('heading', { name: '线路管理' })).toBeVisible();
  await expect(page.getByRole('row', { name: /唐山市.*天津市/ }).first()).toBeVisible(); // seeded lines

  await page.getByRole('link', { name: '新增线路' }).click();
  await expect(page.getByRole('heading', { name: '新增线路' })).toBeVisible();
  await page.getByLabel('起运地').selectOption('1401');
  await page.getByLabel('目的地').selectOption('3702');
  await page.getByLabel('运输距离（公里）').fill('780');
  await page.getByLabel('参考运价（元/吨）').fill('138.567');
  await page.getByLabel('备注').fill(token);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(shownMessage(page, '请输入正确的金额（最多两位小数）')).toBeVisible();
  await page.getByLabel('参考运价（元/吨）').fill('138.5');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('线路已添加')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(token) });
  await expect(row).toContainText('山西省 太原市');
  await expect(row).toContainText('山东省 青岛市');
  await expect(row).toContainText('138.50 元/吨');

  await page.goto('/logistics/line?originProvince=14&destProvince=37');
  await expect(page.getByRole('row', { name: new RegExp(token) })).toBeVisible();
  await expect(page.getByRole('row', { name: /唐山市/ })).toHaveCount(0);

  await page.getByRole('link', { name: '编辑 山西省 太原市 → 山东省 青岛市' }).first().click();
  await expect(page.getByLabel('参考运价（元/吨）')).toHaveValue('138.50');
  await page.getByLabel('备注').fill(`${token}改`);
  await page.getByLabel('参考运价（元/吨）').fill('140');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('线路已修改')).toBeVisible();
  await expect(page).toHaveURL(/originProvince=14/);
  const edited = page.getByRole('row', { name: new RegExp(`${token}改`) });
  await expect(edited).toContainText('140.00 元/吨');

  await edited.getByRole('link', { name: /删除/ }).click();
  await page.getByRole('button', { name: '确认删除' }).click();
  await expect(page.getByText('线路已删除')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(token) })).toHaveCount(0);
});

test('an account without a company is told to certify first', async ({ page, request }) => {
  const { mobile } = await createUser(request, 'carrier');
  await loginAs(page, mobile);
  await page.goto('/logistics/line');
  await expect(shownMessage(page, '请先完成企业资质认证后再维护线路')).toBeVisible();
  await expect(page.getByRole('link', { name: '新增线路' })).toHaveCount(0);
});
