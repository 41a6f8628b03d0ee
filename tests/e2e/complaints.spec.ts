// Complaints (issue 44), with and without JavaScript: a shipper files one about its own waybill
// (with a photo), operations answer and close it, the shipper sees the reply and a message, and
// the handled complaint appears on /historicalComplaints with names and phone numbers masked.
import type { Page } from '@playwright/test';
import { axeViolations, violationLines } from './accessible';
import { DEMO_ACCOUNTS, expect, platformData, platformToken, shownMessage, signedIn, test, tokenHeaders } from './fixtures';

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const OPERATOR = DEMO_ACCOUNTS.operator.mobile;
// a 1×1 PNG: the file service accepts images by their bytes
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function switchTo(page: Page, mobile: string) {
  await page.context().clearCookies();
  await signedIn(page, mobile);
}

async function axeClean(page: Page, js: boolean) {
  // axe runs as a script in the page: only where the page runs scripts
  if (!js) return;
  expect(violationLines(await axeViolations(page))).toEqual([]);
}

test('a shipper files a complaint, operations answer and close it, and it appears publicly with names masked', async ({ page, request }, testInfo) => {
  const js = testInfo.project.name === 'js';
  const marker = `投诉${testInfo.project.name}${Date.now() % 1_000_000}`;
  const token = await platformToken(request, SHIPPER);
  const waybills = await platformData<{ records: { waybillNo: string }[] }>(
    await request.post('/api-platform/api/dispatchOrder/pagination', { headers: tokenHeaders(token), data: { pageNumber: 1, pageSize: 1 } }),
  );
  const waybillNo = waybills.records[0].waybillNo;

  // The shipper files it
  await signedIn(page, SHIPPER);
  await page.goto('/my-center/ownerComplaint');
  await expect(page).toHaveTitle(/^我的投诉 - /);
  await page.getByRole('link', { name: '提交投诉' }).click();
  await expect(page).toHaveURL(/ownerComplaint\?file=1$/);
  const form = page.getByRole('form', { name: '提交投诉' });
  await form.getByRole('button', { name: '提交投诉' }).click();
  await expect(shownMessage(form, '请选择投诉对象')).toBeVisible();
  await expect(shownMessage(form, '请输入投诉内容')).toBeVisible();
  await form.getByLabel('投诉对象').selectOption({ label: '派车单' });
  await form.getByLabel('订单号或派车单号').fill('PC-NOT-MINE-1');
  await form.getByLabel('投诉类型').selectOption({ label: '货损' });
  await form.getByLabel('投诉内容').fill(`${marker} 外包装破损，司机电话13912345678`);
  await form.getByRole('button', { name: '提交投诉' }).click();
  // a number that is not the shipper's is refused at its field, and what was typed stays
  await expect(shownMessage(form, '未找到您参与的该派车单，请核对派车单号')).toBeVisible();
  await expect(form.getByLabel('投诉内容')).toHaveValue(`${marker} 外包装破损，司机电话13912345678`);
  await axeClean(page, js);
  await form.getByLabel('订单号或派车单号').fill(waybillNo);
  await form.getByLabel(/^照片/).setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: '提交投诉' }).click();
  await expect(page.getByText('投诉已提交，平台将尽快处理')).toBeVisible();
  const mine = page.getByRole('table', { name: '我的投诉' }).getByRole('row').filter({ hasText: marker });
  await expect(mine).toContainText('待处理');
  await expect(mine).toContainText(`派车单 ${waybillNo}`);
  await expect(mine.getByRole('link', { name: '照片1' })).toHaveAttribute('href', /^\/resources\/file\/preview\?uuid=/);

  // Operations answer and close it
  await switchTo(page, OPERATOR);
  await page.goto(`/content-manage/complaintList?status=0&keyword=${waybillNo}`);
  await expect(page).toHaveTitle(/^投诉管理 - /);
  const row = page.getByRole('table', { name: '投诉列表' }).getByRole('row').filter({ hasText: marker });
  await expect(row).toContainText(DEMO_ACCOUNTS.enterpriseShipper.mobile);
  await row.getByRole('link', { name: /^处理 / }).click();
  await expect(page).toHaveURL(/reply=\d+/);
  const reply = page.getByRole('form', { name: '回复投诉' });
  await reply.getByRole('button', { name: '回复并关闭' }).click();
  await expect(shownMessage(reply, '请输入处理意见')).toBeVisible();
  await axeClean(page, js);
  const answer = `已核实，承运方已按货值赔付 ${marker}`;
  await reply.getByLabel('处理意见').fill(answer);
  await reply.getByRole('button', { name: '回复并关闭' }).click();
  await expect(page.getByText('已回复并关闭该投诉')).toBeVisible();
  await expect(page).not.toHaveURL(/reply=/);
  // the filter (pending) stays: the handled complaint has left the list
  await expect(page.getByRole('table', { name: '投诉列表' }).getByRole('row').filter({ hasText: marker })).toHaveCount(0);
  await page.goto(`/content-manage/complaintList?status=1&keyword=${waybillNo}`);
  const handled = page.getByRole('table', { name: '投诉列表' }).getByRole('row').filter({ hasText: marker });
  await expect(handled).toContainText('已处理');
  await handled.getByRole('link', { name: /^查看 / }).click();
  // a handled complaint offers no second reply; its history shows both moves
  await expect(page.getByRole('form', { name: '回复投诉' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: '处理记录' }).getByRole('listitem')).toHaveCount(2);

  // The shipper sees the reply and a message
  await switchTo(page, SHIPPER);
  await page.goto('/my-center/ownerComplaint?status=1');
  const answered = page.getByRole('table', { name: '我的投诉' }).getByRole('row').filter({ hasText: marker });
  await expect(answered).toContainText('已处理');
  await expect(answered).toContainText(answer);
  await page.goto(`/user/messages?keyword=${encodeURIComponent(marker)}`);
  await expect(page.getByText('您的投诉已处理').first()).toBeVisible();

  // The public sees it, masked
  await page.context().clearCookies();
  await page.goto(`/historicalComplaints?keyword=${encodeURIComponent(marker)}`);
  const item = page.getByRole('list', { name: '已处理的投诉' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(answer);
  await expect(item).toContainText('139****5678');
  await expect(item).not.toContainText('13912345678');
  await expect(item).toContainText(/派车单 \w{6}\*{4}\w{4}/);
  await expect(item).not.toContainText(waybillNo);
  await expect(item).toContainText(/投诉人 唐山\*+/);
  await expect(item).not.toContainText(DEMO_ACCOUNTS.enterpriseShipper.name);
});
