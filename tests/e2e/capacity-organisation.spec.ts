import { makeIdCard } from '../../platform/seed/factories';
import { DEMO_ACCOUNTS, expect, freshPlate, loginAs, test, shownMessage, signedIn } from './fixtures';
import { addVehicle } from './capacity-helpers';

// Organisation units, affiliated vehicle owners, capacity for dispatch and the offered list of the
// demo carrier 天津顺达物流 (13800000003), in the no-js and the js project: names, plates and ID
// numbers carry the project so the two runs never touch each other's data.

test('units form a tree, vehicles join a fleet and the lists filter by its branch', async ({ page }, info) => {
  test.setTimeout(120_000);
  const tag = info.project.name === 'js' ? 'J' : 'N';
  await signedIn(page, DEMO_ACCOUNTS.carrier.mobile);
  await page.goto('/logistics/institutionalManagement');
  await page.getByRole('link', { name: '新增机构' }).click();
  await page.getByLabel('机构名称').fill(`调度部${tag}`);
  await page.getByLabel('机构类型').selectOption('department');
  await page.getByLabel('负责人手机号').fill('123');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(shownMessage(page, '请输入正确的手机号码')).toBeVisible();
  await page.getByLabel('负责人手机号').fill('13712340011');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('机构已添加')).toBeVisible();

  await page.getByRole('link', { name: `添加下级 调度部${tag}` }).click();
  await page.getByLabel('机构名称').fill(`二车队${tag}`);
  await expect(page.getByLabel('上级机构')).toHaveValue(/\d+/);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('机构已添加')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`二车队${tag}`) })).toBeVisible();

  const plate = freshPlate(tag);
  await addVehicle(page, plate, `调度部${tag} / 二车队${tag}`);
  await page.goto('/logistics/institutionalManagement');
  await page.getByRole('link', { name: `调度部${tag}的车辆` }).click();
  await expect(page).toHaveURL(/orgUnitId=\d+/);
  await expect(page.getByRole('row', { name: new RegExp(plate) })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2); // header + the one vehicle of the branch

  // A unit with vehicles is not deleted.
  await page.goto('/logistics/institutionalManagement');
  await page.getByRole('link', { name: `删除 二车队${tag}` }).click();
  await page.getByRole('button', { name: '确认删除' }).click();
  await expect(shownMessage(page, '该机构下还有下级机构、车辆或司机，请先移走后再删除')).toBeVisible();
});

test('affiliated owners: a wrong ID card is refused, a good owner gets a vehicle bound', async ({ page }, info) => {
  test.setTimeout(120_000);
  const tag = info.project.name === 'js' ? 'J' : 'N';
  const idCard = makeIdCard('120101', tag === 'J' ? '19810101' : '19820202', '517');
  const wrong = idCard.slice(0, 17) + (idCard[17] === '1' ? '2' : '1');
  await loginAs(page, DEMO_ACCOUNTS.carrier.mobile);
  const plate = freshPlate(tag);
  await addVehicle(page, plate);

  await page.goto('/logistics/bindingOwner');
  await page.getByRole('link', { name: '新增车主' }).click();
  await page.getByLabel('车主姓名或企业名称').fill(`赵车主${tag}`);
  await page.getByLabel('身份证号或统一社会信用代码').fill(wrong);
  await page.getByLabel('车主手机号').fill('13712340012');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(shownMessage(page, '请输入正确的身份证号码')).toBeVisible();
  await page.getByLabel('身份证号或统一社会信用代码').fill(idCard);
  await page.getByLabel('挂靠协议编号').fill(`GK-${tag}-001`);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('车主已添加')).toBeVisible();

  await page.getByRole('link', { name: `绑定车辆 赵车主${tag}` }).click();
  await page.getByRole('checkbox', { name: plate }).check();
  await page.getByRole('button', { name: '保存绑定' }).click();
  await expect(page.getByText('已绑定1辆车')).toBeVisible();
  await page.goto(`/logistics/bindingOwner?keyword=${encodeURIComponent(plate)}`);
  const row = page.getByRole('row', { name: new RegExp(`赵车主${tag}`) });
  await expect(row).toContainText(plate);
  await expect(row).toContainText(`GK-${tag}-001`);
});

test('dispatch shows what can go today and why the rest cannot; the offered list filters by kind', async ({ page }) => {
  await signedIn(page, DEMO_ACCOUNTS.carrier.mobile);
  // Expiry watch: the workbench counts documents expired or expiring and links to the list.
  await page.goto('/workbenck/workbenck');
  const card = page.getByRole('region', { name: '证件到期提醒' });
  await card.getByRole('link', { name: '证件已过期的车辆' }).click();
  await expect(page).toHaveURL(/\/logistics\/vehicle\?expiry=expired/);
  await expect(page.getByRole('row', { name: /冀B2G796/ })).toContainText('道路运输证已过期');
  await page.goto('/user/messages?keyword=%E5%86%80B2G796');
  await expect(page.getByText('车辆冀B2G796的道路运输证已过期')).toBeVisible();

  await page.goto('/logistics/dispatch');
  await expect(page.getByRole('table', { name: '车辆列表' })).toBeVisible();
  await expect(page.getByRole('row', { name: /冀B2G796/ })).toHaveCount(0);
  await page.getByLabel('派车状态').selectOption('blocked');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/availability=blocked/);
  await expect(page.getByRole('row', { name: /冀B2G796/ })).toContainText('道路运输证已过期');
  await page.goto('/logistics/dispatch?tab=driver&availability=busy');
  await expect(
    page
      .getByRole('table', { name: '司机列表' })
      .getByText(/运输中（派车单/)
      .first(),
  ).toBeVisible();

  await page.goto('/logistics/offeredList');
  await expect(page.getByRole('table', { name: '报价记录列表' })).toBeVisible();
  await page.getByLabel('类型').selectOption('grab');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/kind=grab/);
  const table = page.getByRole('table', { name: '报价记录列表' });
  await expect(table.getByRole('row').nth(1)).toContainText('抢单');
  await expect(table.getByText('竞价报价', { exact: true })).toHaveCount(0);
  await page.goto('/logistics/offeredList?kind=grab&keyword=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E8%B4%A7%E7%89%A9');
  await expect(page.getByText('暂无报价或抢单记录')).toBeVisible();
});
