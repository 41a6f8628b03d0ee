import { createUser, expect, loginAs, test, shownMessage } from './fixtures';

// The shippers' capacity blacklist, in the no-js and the js project, with a fresh shipper.

test('a shipper blocks a vehicle, a carrier company and a driver with reasons, filters the list and removes an entry', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { mobile } = await createUser(request, 'individual_shipper');
  await loginAs(page, mobile);
  await page.goto('/logistics/blackList');
  await expect(page.getByRole('heading', { name: '运力黑名单' })).toBeVisible();
  await expect(page.getByText('黑名单为空')).toBeVisible();

  await page.getByRole('link', { name: '拉黑车辆' }).click();
  await expect(page.getByRole('heading', { name: '将车辆加入黑名单' })).toBeVisible();
  await page.getByLabel('车牌号').fill('冀B1');
  await page.getByLabel('拉黑原因').fill('超载被查');
  await page.getByRole('button', { name: '加入黑名单' }).click();
  await expect(shownMessage(page, '请输入正确的车牌号')).toBeVisible();
  await page.getByLabel('车牌号').fill('冀B7M652');
  await page.getByRole('button', { name: '加入黑名单' }).click();
  await expect(page.getByText('已加入黑名单')).toBeVisible();
  await expect(page.getByRole('row', { name: /冀B7M652/ })).toContainText('超载被查');

  await page.getByRole('link', { name: '拉黑承运企业' }).click();
  await page.getByRole('textbox', { name: '承运企业' }).fill('不存在的物流公司');
  await page.getByLabel('拉黑原因').fill('货损拒赔');
  await page.getByRole('button', { name: '加入黑名单' }).click();
  await expect(shownMessage(page, '未找到该承运企业，请输入完整的企业名称或统一社会信用代码')).toBeVisible();
  await page.getByRole('textbox', { name: '承运企业' }).fill('天津顺达物流有限公司');
  await page.getByRole('button', { name: '加入黑名单' }).click();
  await expect(page.getByText('已加入黑名单')).toBeVisible();
  await expect(page.getByRole('row', { name: /天津顺达物流有限公司/ })).toContainText('承运企业');

  await page.getByRole('link', { name: '拉黑司机' }).click();
  await page.getByLabel('司机身份证号').fill('110105194912310021');
  await page.getByLabel('拉黑原因').fill('私自卸货');
  await page.getByRole('button', { name: '加入黑名单' }).click();
  await expect(shownMessage(page, '请输入正确的身份证号码')).toBeVisible();
  await page.getByLabel('司机身份证号').fill('11010519491231002X');
  await page.getByLabel('司机姓名').fill('赵六');
  await page.getByRole('button', { name: '加入黑名单' }).click();
  await expect(page.getByText('已加入黑名单')).toBeVisible();
  await expect(page.getByRole('row', { name: /赵六/ })).toContainText('110105********002X');

  // Filters in the URL.
  await page.goto('/logistics/blackList?targetType=vehicle');
  await expect(page.getByRole('row', { name: /冀B7M652/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /赵六/ })).toHaveCount(0);
  await page.goto('/logistics/blackList');
  await page.getByRole('textbox', { name: '关键字' }).fill('货损');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.getByRole('row', { name: /天津顺达物流有限公司/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /冀B7M652/ })).toHaveCount(0);

  // Remove the vehicle.
  await page.goto('/logistics/blackList');
  await page.getByRole('link', { name: '移出 冀B7M652' }).click();
  await page.getByRole('button', { name: '确认移出' }).click();
  await expect(page.getByText('已移出黑名单')).toBeVisible();
  await expect(page.getByRole('row', { name: /冀B7M652/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /赵六/ })).toBeVisible();
});
