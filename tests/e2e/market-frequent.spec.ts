import { createUser, expect, loginAs, test, shownMessage } from './fixtures';

// my-center's frequent entries and publishing rules, each test on a shipper of its own (the rules
// and entries are per shipper, so the two projects never share them).

test('frequent contacts and goods are kept, validated, used for a cargo and deleted', async ({ page }) => {
  const shipper = await createUser(page.request, 'individual_shipper');
  await loginAs(page, shipper.mobile, shipper.password);

  await page.goto('/my-center/oftenContacts');
  const add = page.getByRole('form', { name: '新增常用联系人' });
  await add.getByLabel('联系人').fill('赵六');
  await add.getByLabel('联系电话').fill('12345');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(shownMessage(page, '请输入正确的手机号码或座机号码')).toBeVisible();
  await expect(shownMessage(page, '暂无常用联系人')).toBeVisible();
  await page.getByRole('form', { name: '新增常用联系人' }).getByLabel('联系电话').fill('13912340000');
  await page.getByRole('form', { name: '新增常用联系人' }).getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '赵六 13912340000' })).toHaveCount(1);
  await page.getByRole('link', { name: '删除 赵六 13912340000' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('确定要删除');
  await page.getByRole('button', { name: '确认删除' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已删除' })).toBeVisible();
  await expect(shownMessage(page, '暂无常用联系人')).toBeVisible();

  await page.goto('/my-center/oftenGoods');
  const goods = page.getByRole('form', { name: '新增常用货物' });
  await goods.getByLabel('货物名称').fill('无缝钢管');
  await goods.getByLabel('货物类型').selectOption('steel');
  await goods.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('row').filter({ hasText: '无缝钢管' })).toHaveCount(1);
  const use = page.getByRole('link', { name: '用 无缝钢管 发布货源' });
  await expect(use).toHaveAttribute('href', /^\/sourceManage\/release-source\?goods=\d+$/);
  // Publishing needs real-name verification, which this new shipper lacks: the guard says so.
  await use.click();
  await expect(shownMessage(page, '您还未实名认证，请先提交实名认证信息后进行业务操作！')).toBeVisible();
});

test('order limits are validated, saved and shown again; required load/unload fields too', async ({ page }) => {
  const shipper = await createUser(page.request, 'individual_shipper');
  await loginAs(page, shipper.mobile, shipper.password);
  await page.goto('/my-center/orderLimit');
  await page.getByLabel('每条货源最多车辆数').fill('0');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(shownMessage(page, '每条货源车辆上限须为1到999的整数')).toBeVisible();
  await page.getByLabel('每条货源最多车辆数').fill('20');
  await page.getByLabel('单价上限（元/吨）').fill('300');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '下单限制已保存' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('每条货源最多车辆数')).toHaveValue('20');
  await expect(page.getByLabel('单价上限（元/吨）')).toHaveValue('300.00');

  await page.goto('/my-center/loadUnloadRequiredConfig');
  await page.getByLabel('卸货联系人').check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '装卸必填项已保存' })).toBeVisible();
  await expect(page.getByLabel('卸货联系人')).toBeChecked();
  await expect(page.getByLabel('装货联系人')).not.toBeChecked();
});
