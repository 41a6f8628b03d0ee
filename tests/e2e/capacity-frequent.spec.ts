import { createUser, expect, loginAs, test, shownMessage } from './fixtures';

// A shipper's frequent carriers (/shipper/common/logistics), in the no-js and the js project.

test('a shipper adds carriers by name, sees their size, filters by URL and removes one', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { mobile } = await createUser(request, 'individual_shipper');
  await loginAs(page, mobile);
  await page.goto('/shipper/common/logistics');
  await expect(page.getByRole('heading', { name: '常用承运商', level: 1 })).toBeVisible();
  await expect(shownMessage(page, '暂无常用承运商')).toBeVisible();

  await page.getByRole('textbox', { name: '承运企业' }).fill('不存在的物流公司');
  await page.getByRole('button', { name: '添加' }).click();
  await expect(shownMessage(page, '未找到该承运企业，请输入完整的企业名称或统一社会信用代码')).toBeVisible();

  await page.getByRole('textbox', { name: '承运企业' }).fill('天津顺达物流有限公司');
  await page.getByRole('textbox', { name: '备注' }).fill('钢材干线');
  await page.getByRole('button', { name: '添加' }).click();
  await expect(shownMessage(page, '已添加到常用承运商')).toBeVisible();
  const row = page.getByRole('row', { name: /天津顺达物流有限公司/ });
  await expect(row).toContainText('钢材干线');
  await expect(row).toContainText('天津市');

  await page.getByRole('textbox', { name: '承运企业' }).fill('天津顺达物流有限公司');
  await page.getByRole('button', { name: '添加' }).click();
  await expect(shownMessage(page, '该企业已在列表中')).toBeVisible();

  await page.goto('/shipper/common/logistics?keyword=%E9%92%A2%E6%9D%90');
  await expect(page.getByRole('row', { name: /天津顺达物流有限公司/ })).toBeVisible();
  await page.goto('/shipper/common/logistics?keyword=%E6%B8%AF%E5%8F%A3');
  await expect(shownMessage(page, '暂无常用承运商')).toBeVisible();

  await page.goto('/shipper/common/logistics');
  await page.getByRole('link', { name: '移除 天津顺达物流有限公司' }).click();
  await page.getByRole('button', { name: '确认移除' }).click();
  await expect(shownMessage(page, '已移除常用承运商')).toBeVisible();
  await expect(shownMessage(page, '暂无常用承运商')).toBeVisible();
});

test('a shipper manages partner agents apart from frequent carriers', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { mobile } = await createUser(request, 'individual_shipper');
  await loginAs(page, mobile);
  await page.goto('/logistics/partnerManagement');
  await expect(page.getByRole('heading', { name: '经纪人管理', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: '经纪人企业' }).fill('天津顺达物流有限公司');
  await page.getByRole('button', { name: '添加' }).click();
  await expect(shownMessage(page, '未找到该经纪人企业，请输入完整的企业名称或统一社会信用代码')).toBeVisible();
  await page.getByRole('textbox', { name: '经纪人企业' }).fill('石家庄恒通货运代理有限公司');
  await page.getByRole('button', { name: '添加' }).click();
  await expect(shownMessage(page, '已添加到合作经纪人')).toBeVisible();
  await expect(page.getByRole('row', { name: /石家庄恒通货运代理有限公司/ })).toContainText('石家庄市');
  await page.goto('/shipper/common/logistics');
  await expect(shownMessage(page, '暂无常用承运商')).toBeVisible();
});
