import type { Page } from '@playwright/test';
import { createUser, expect, loginAs, logout, test } from './fixtures';

// Qualification review end to end, in the no-js and the js project: a fresh carrier adds two
// vehicles, the operator (13800000009) finds them from the workbench, rejects one (the reason is
// required) and approves the other; the carrier reads the outcome in messages and on the vehicle.

/** A plate no other run uses: 苏 + E + five characters from time and the project. */
function plate(seed: string): string {
  const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  let n = Date.now() + Math.floor(Math.random() * 1e6);
  let out = '';
  for (let i = 0; i < 4; i += 1) {
    out += chars[n % chars.length];
    n = Math.floor(n / chars.length);
  }
  return `苏E${seed}${out}`;
}

async function addVehicle(page: Page, plateNo: string) {
  await page.goto('/logistics/vehicleEdit');
  await page.getByLabel('车牌号').fill(plateNo);
  await page.getByLabel('车辆类型').selectOption('H11');
  await page.getByLabel('车长').selectOption('9.6');
  await page.getByLabel('核定载质量（千克）').fill('18000');
  await page.getByLabel('车辆所有人').fill('审核测试车主');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('车辆已添加')).toBeVisible();
}

test('the operator rejects (reason required) and approves vehicles; the owner is told', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const seed = info.project.name === 'js' ? 'J' : 'N';
  const rejected = plate(seed);
  const approved = plate(seed);
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

  await loginAs(page, '13800000009');
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
  await expect(page.getByText('请输入驳回原因')).toBeVisible();
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
