import { addVehicle } from './capacity-helpers';
import { DEMO_ACCOUNTS, createUser, expect, freshPlate, loginAs, logout, test, shownMessage } from './fixtures';

// Qualification review end to end, in the no-js and the js project: a fresh carrier adds two
// vehicles, the operator (13800000009) finds them from the workbench, rejects one (the reason is
// required) and approves the other; the carrier reads the outcome in messages and on the vehicle.

test('the operator rejects (reason required) and approves vehicles; the owner is told', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const seed = info.project.name === 'js' ? 'J' : 'N';
  const rejected = freshPlate(seed);
  const approved = freshPlate(seed);
  const { mobile } = await createUser(request, 'carrier');
  await loginAs(page, mobile);
  await addVehicle(page, rejected);
  await addVehicle(page, approved);
  await logout(page);

  // A business user cannot open the review screen.
  await loginAs(page, mobile);
  const denied = await page.goto('/logistics/qualificationReview');
  expect(denied?.status()).toBe(403);
  await page.goto('/workbenck/workbenck');
  await expect(page.getByRole('region', { name: '证件到期提醒' })).toBeVisible();
  await logout(page);

  await loginAs(page, DEMO_ACCOUNTS.operator.mobile);
  await page.goto('/workbenck/workbenck');
  await page.getByRole('link', { name: '待审核车辆' }).click();
  await expect(page).toHaveURL(/\/logistics\/qualificationReview\?kind=vehicle/);
  await expect(page.getByRole('heading', { name: '资料审核' })).toBeVisible();

  // Filters live in the URL.
  await page.getByRole('textbox', { name: '关键字' }).fill(rejected);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/keyword=/);
  const row = page.getByRole('row', { name: new RegExp(rejected) });
  await expect(row).toContainText(mobile);
  await expect(row).toContainText('待审核');
  await row.getByRole('link', { name: `审核 ${rejected}` }).click();
  const panel = page.getByRole('region', { name: `审核车辆 ${rejected}` });
  await expect(panel).toContainText('审核测试车主');

  // A rejection needs a reason; nothing changes without one.
  await panel.getByRole('button', { name: '驳回' }).click();
  await expect(shownMessage(page, '请输入驳回原因')).toBeVisible();
  await page.getByLabel('驳回原因').fill('行驶证照片不清晰');
  await page.getByRole('button', { name: '驳回' }).click();
  await expect(page.getByText('已驳回，已通知车主')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(rejected) })).toHaveCount(0);
  await page.goto(`/logistics/qualificationReview?kind=vehicle&reviewStatus=2&keyword=${encodeURIComponent(rejected)}`);
  await expect(page.getByRole('row', { name: new RegExp(rejected) })).toContainText('行驶证照片不清晰');

  await page.goto(`/logistics/qualificationReview?kind=vehicle&keyword=${encodeURIComponent(approved)}`);
  await page.getByRole('link', { name: `审核 ${approved}` }).click();
  await page.getByRole('button', { name: '审核通过' }).click();
  await expect(page.getByText('审核通过，已通知车主')).toBeVisible();
  await logout(page);

  // The owner: messages and the vehicle's status and reason.
  await loginAs(page, mobile);
  await page.goto('/user/messages');
  await expect(page.getByText(`车辆${rejected}资料审核未通过`)).toBeVisible();
  await expect(page.getByText(`车辆${approved}资料审核通过`)).toBeVisible();
  await page.goto(`/logistics/vehicle?plateNo=${encodeURIComponent(rejected)}`);
  await page.getByRole('link', { name: rejected }).first().click();
  await expect(page.getByText('驳回原因：行驶证照片不清晰')).toBeVisible();
  await page.goto('/logistics/vehicle?reviewStatus=1');
  await expect(page.getByRole('row', { name: new RegExp(approved) })).toContainText('审核通过');
});
