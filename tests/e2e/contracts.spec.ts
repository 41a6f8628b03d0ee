import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { testCargo } from '../../platform/testing/cargo-input';
import { openOrderContract, signWithPassword, signWithSmsCode } from './contract-helpers';
import { expectAccessible } from './accessible';
import { DEMO_ACCOUNTS, expect, loginAs, platformData, platformToken, shownMessage, signedIn, test, tokenHeaders } from './fixtures';

// Electronic contracts end to end (issue 46), JS off and on: operations write and release a
// template; a controlled order accepted by 顺达 gets its two contracts from the job runner; the
// shipper signs its contract with the login password (a wrong one is refused at the field), the
// signed PDF downloads, and the public verification page at the address it prints shows the
// contract and finds the copy to be its sealed file (one byte changed: not); a supplementary
// agreement changes the price, is signed with an SMS code (a wrong one refused at the field) and
// links back to the contract; the carrier signs its own; another company sees neither.

const API = '/api-platform/api';
const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const OTHER = DEMO_ACCOUNTS.fenheShipper.mobile;
const OPERATOR = DEMO_ACCOUNTS.operator.mobile;

const flash = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** The PDF's text (poppler's pdftotext, which npm test and CI install). */
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' });

/** A controlled order of the steel shipper with 顺达 as the actual carrier, accepted by 顺达, through the platform API. */
async function acceptedControlOrder(page: Page, goods: string): Promise<string> {
  const shipper = tokenHeaders(await platformToken(page.request, SHIPPER));
  const carrier = tokenHeaders(await platformToken(page.request, CARRIER));
  const [shunda] = await platformData<{ id: number }[]>(
    await page.request.post(`${API}/order/release/carriers`, { headers: shipper, data: { keyword: '顺达' } }),
  );
  const cargo = testCargo(goods, { provinceCode: '12', cityCode: '1201', districtCode: '120116', address: '天津港东疆港区3号' });
  const released = await platformData<{ orderId: number; orderNo: string }>(
    await page.request.post(`${API}/order/release`, { headers: shipper, data: { kind: 'control', carrierCompanyId: shunda.id, cargo } }),
  );
  await platformData(await page.request.post(`${API}/order/accept`, { headers: carrier, data: { orderId: released.orderId } }));
  return released.orderNo;
}

test('operations release a contract template', async ({ page }, testInfo) => {
  const js = testInfo.project.name === 'js';
  const name = `测试框架合同${js ? 'JS' : 'NJ'}${Math.random().toString(36).slice(2, 7)}`;
  await loginAs(page, OPERATOR);
  await page.goto('/contract-manage/contractTemplate?new=1');
  const form = page.getByRole('form', { name: '新建合同模板' });
  await form.getByLabel('模板名称').fill(name);
  await form.getByLabel('合同类型').selectOption('framework');
  // a placeholder outside the whitelist is refused at the clauses
  await form.getByLabel('合同条款').fill('合同双方\n托运方：{{shipperName}}，账户：{{bankAccount}}');
  await form.getByRole('button', { name: '保存', exact: true }).click();
  await expect(shownMessage(page, /不支持的占位符：\{\{bankAccount\}\}/)).toBeVisible();
  await form.getByLabel('合同条款').fill('合同双方\n托运方：{{shipperName}}；承运方：{{carrierName}}。\n\n运费\n每吨{{unitPrice}}元。');
  await form.getByRole('button', { name: '保存', exact: true }).click();
  await expect(flash(page, '模板已保存')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${name}（`);
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(flash(page, '模板已发布')).toBeVisible();
  await expect(page.getByText('已发布').first()).toBeVisible();
  // released: no more editing, only a new version
  await expect(page.getByRole('link', { name: '编辑', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '新建版本', exact: true })).toBeVisible();
  await page.goto(`/contract-manage/contractTemplate?status=RELEASED&name=${encodeURIComponent(name)}`);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await expectAccessible(page, js);
});

test('a controlled order gets both contracts; shipper and carrier sign; the signed PDF downloads; another company sees nothing', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const js = testInfo.project.name === 'js';
  const goods = `合同钢坯${js ? 'JS' : 'NJ'}${Math.random().toString(36).slice(2, 7)}`;
  const orderNo = await acceptedControlOrder(page, goods);

  // ---- shipper: its contract with the platform, signed with the login password
  await signedIn(page, SHIPPER);
  await openOrderContract(page, '/shipper/contract', orderNo, 'shipper');
  const contractUrl = page.url();
  await expect(page.getByText('唐山冀东钢铁贸易有限公司（本方）')).toBeVisible();
  await signWithPassword(page, 'Wrong1234');
  await expect(shownMessage(page, /登录密码不正确，还可尝试\d次/)).toBeVisible();
  await page.getByLabel('登录密码').fill(DEMO_ACCOUNTS.enterpriseShipper.password!);
  await page.getByRole('button', { name: '确认签署' }).click();
  await expect(flash(page, '签署成功，合同已全部签署完成')).toBeVisible();
  await expect(page.getByText('状态：已签署')).toBeVisible();
  await expectAccessible(page, js);
  // the signed PDF downloads for the party
  const href = await page.getByRole('link', { name: '下载已签署合同' }).getAttribute('href');
  expect(href).toMatch(/^\/actions\/downloadContract\/\?uuid=[0-9a-f-]{36}$/);
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const sealed = await pdf.body();
  expect(sealed.subarray(0, 5).toString()).toBe('%PDF-');
  const contractNo = /HT\d{14}/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![0];

  // ---- the public verification page, from the address the PDF prints beside its QR code: the
  // contract's facts; the downloaded copy is its sealed file, a copy with one byte changed is not
  const text = pdfText(sealed);
  expect(text).toMatch(/签\s*署\s*页/);
  expect(text).toContain('唐山冀东钢铁贸易有限公司');
  const verifyPath = new RegExp(`/contract/verify\\?no=${contractNo}`).exec(text.replace(/\s+/g, ''))![0];
  await page.goto(verifyPath);
  const facts = page.getByRole('region', { name: `合同 ${contractNo}` });
  await expect(facts).toContainText('已签署');
  await expect(facts).toContainText(sha256(sealed));
  await expect(facts.getByRole('list', { name: '签署情况' })).toContainText(/唐山冀东钢铁贸易有限公司，20\d\d-\d\d-\d\d \d\d:\d\d:\d\d 签署（登录密码确认）/);
  await expectAccessible(page, js);
  await page.getByLabel('合同 PDF 文件').setInputFiles({ name: `${contractNo}.pdf`, mimeType: 'application/pdf', buffer: sealed });
  await page.getByRole('button', { name: '核验' }).click();
  await expect(page.getByRole('region', { name: '核验通过：平台电子签名有效' })).toContainText('一致：这正是该合同签署完成的文件');
  const altered = Buffer.from(sealed);
  altered[Math.floor(altered.length / 3)] ^= 0x01;
  await page.getByLabel('合同 PDF 文件').setInputFiles({ name: `${contractNo}.pdf`, mimeType: 'application/pdf', buffer: altered });
  await page.getByRole('button', { name: '核验' }).click();
  await expect(shownMessage(page, /^核验未通过：/)).toBeVisible();
  await expect(page.getByRole('region', { name: '核验未通过' })).toContainText('不一致：这不是该合同签署完成的文件');

  // ---- supplementary agreement: a new price, signed by an SMS code; it links the contract it amends, which is unchanged
  await page.goto(contractUrl);
  await page.getByRole('link', { name: '签订补充协议' }).click();
  await page.getByLabel('新单价（元/吨）').fill('190');
  await page.getByLabel('变更原因').fill('油价下调，双方协商调整运价');
  await page.getByRole('button', { name: '发起补充协议' }).click();
  await expect(flash(page, /补充协议已发起/)).toBeVisible();
  await expect(page.getByText('190.00 元/吨').first()).toBeVisible();
  await signWithSmsCode(page, SHIPPER);
  await expect(flash(page, '签署成功，合同已全部签署完成')).toBeVisible();
  await expect(page.getByRole('table', { name: '签署方' }).getByRole('row').filter({ hasText: '唐山冀东钢铁贸易有限公司' })).toContainText('短信验证码确认');
  await page.getByRole('link', { name: contractNo, exact: true }).click();
  await expect(page).toHaveURL(contractUrl);
  await expect(page.getByText('200.00 元/吨').first()).toBeVisible();
  await expect(page.getByRole('table', { name: '补充协议' })).toContainText('已签署');

  // ---- another company: not there, nor its file
  await signedIn(page, OTHER);
  const hidden = await page.goto(contractUrl);
  expect(hidden?.status()).toBe(404);
  expect((await page.request.get(href!)).status()).toBe(404);

  // ---- carrier: its contract with the platform, in 合同协议
  await signedIn(page, CARRIER);
  await openOrderContract(page, '/contract-manage/contractAgreement', orderNo, 'carrier');
  await expect(page.getByText('天津顺达物流有限公司（本方）')).toBeVisible();
  await signWithPassword(page);
  await expect(flash(page, '签署成功，合同已全部签署完成')).toBeVisible();
  await expect(page.getByRole('link', { name: '下载已签署合同' })).toBeVisible();
});

test('a framework contract over a big order: made, signed, and its tracking shows the orders under it', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const js = testInfo.project.name === 'js';
  const shipper = tokenHeaders(await platformToken(page.request, SHIPPER));
  const carrier = tokenHeaders(await platformToken(page.request, CARRIER));
  const [shunda] = await platformData<{ id: number }[]>(
    await page.request.post(`${API}/order/release/carriers`, { headers: shipper, data: { keyword: '顺达' } }),
  );
  const big = await platformData<{ id: number; bigOrderNo: string }>(
    await page.request.post(`${API}/bigOrder/save`, {
      headers: shipper,
      data: {
        carrierCompanyId: shunda.id,
        goodsName: `框架卷板${js ? 'JS' : 'NJ'}`,
        goodsType: 'steel',
        totalWeightT: '100',
        unitPrice: '95.00',
        chargeNode: 'unload',
        periodStart: '2026-12-01',
        periodEnd: '2027-11-30',
        originCity: '1302',
        originAddress: '丰南区沿海工业区钢铁大街8号',
        destCity: '1201',
        destAddress: '滨海新区东疆港区亚洲路6975号',
      },
    }),
  );
  await platformData(await page.request.post(`${API}/bigOrder/confirm`, { headers: carrier, data: { bigOrderId: big.id } }));

  await signedIn(page, SHIPPER);
  await page.goto('/shipper/editContract');
  await page.getByRole('button', { name: `生成框架合同 ${big.bigOrderNo}` }).click();
  await expect(flash(page, /已发起签署/)).toBeVisible();
  await expect(page.getByText('年度/框架合同').first()).toBeVisible();
  await signWithPassword(page);
  await expect(flash(page, '签署成功')).toBeVisible();
  const contractId = Number(new URL(page.url()).searchParams.get('id'));
  // the carrier signs through the platform (its screens are covered above)
  await platformData(await page.request.post(`${API}/contract/sign`, { headers: carrier, data: { contractId, password: DEMO_ACCOUNTS.carrier.password } }));
  const child = await platformData<{ orderNo: string }>(
    await page.request.post(`${API}/bigOrder/release`, { headers: shipper, data: { bigOrderId: big.id, weightT: '32', vehicleCount: 1 } }),
  );

  await page.goto(`/shipper/contract?id=${contractId}`);
  await expect(page.locator(`a[href="/shipper/contract/track?id=${contractId}"]`)).toHaveText('执行跟踪');
  await page.goto(`/shipper/contract/track?id=${contractId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('执行跟踪');
  await expect(page.getByRole('table', { name: '合同下的订单' })).toContainText(child.orderNo);
  await expect(page.getByRole('table', { name: '执行情况' })).toContainText('32 吨');
  await expectAccessible(page, js);
});
