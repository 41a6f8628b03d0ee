import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, createUser, expect, loginAs, platformData, platformToken, test, shownMessage, tokenHeaders } from './fixtures';

// Real-name certification end to end, in the no-js and the js project. Every test uses fresh
// accounts; the operator (demo 13800000009) only reviews through the platform API.

const API = '/api-platform/api';
const OPERATOR = DEMO_ACCOUNTS.operator.mobile;
const VALID_ID = '11010519491231002X';
const BAD_CHECKSUM_ID = '110105194912310021';

/** A real 1×1 PNG (the platform sniffs the bytes, not the name). */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1X1 });

const envelope = platformData;

let operatorLogin: Promise<string> | undefined;

/**
 * The operator's token, signed in once per worker: logins of one phone are rate limited
 * (10 a minute), and every test of this file reviews or checks through the operator.
 */
function operatorToken(request: APIRequestContext): Promise<string> {
  operatorLogin ??= signInOperator(request).catch((error) => {
    operatorLogin = undefined;
    throw error;
  });
  return operatorLogin;
}

const signInOperator = (request: APIRequestContext) => platformToken(request, OPERATOR);

const auth = tokenHeaders;

type Pending = { id: number; mobile: string; kind: string; data: Record<string, unknown> };

async function pendingOf(request: APIRequestContext, token: string, mobile: string): Promise<Pending[]> {
  const pending = await envelope<Pending[]>(await request.get(`${API}/users/certification/pending`, { headers: auth(token) }));
  return pending.filter((entry) => entry.mobile === mobile);
}

/** The operator reviews the one pending submission of `mobile`. */
async function review(request: APIRequestContext, mobile: string, approve: boolean, remark?: string) {
  const token = await operatorToken(request);
  const [submission] = await pendingOf(request, token, mobile);
  expect(submission, `a pending submission of ${mobile}`).toBeTruthy();
  await envelope(await request.post(`${API}/users/certification/review`, { headers: auth(token), data: { id: submission.id, approve, remark } }));
}
const approve = (request: APIRequestContext, mobile: string) => review(request, mobile, true);

async function expectNothingSubmitted(request: APIRequestContext, mobile: string) {
  expect(await pendingOf(request, await operatorToken(request), mobile)).toEqual([]);
}

async function fillIndividualShipper(page: Page, idCard: string) {
  await page.getByLabel('真实姓名').fill('张三');
  await page.getByLabel('身份证号码').fill(idCard);
  await page.getByLabel('身份证人像面').setInputFiles(png('front.png'));
  await page.getByLabel('身份证国徽面').setInputFiles(png('back.png'));
}

/** A fresh individual shipper, signed in, with a submitted (pending) certification. */
async function submittedShipper(page: Page, request: APIRequestContext) {
  const user = await createUser(request, 'individual_shipper');
  await loginAs(page, user.mobile);
  await page.goto('/user/individualShipper');
  await fillIndividualShipper(page, VALID_ID);
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page).toHaveURL(/\/nameAuthe$/);
  return user;
}

async function freshContext(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean | undefined) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    extraHTTPHeaders: { 'x-forwarded-for': `10.200.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  });
  return context;
}

test('an unverified shipper submits real-name certification, waits for review and is approved', async ({ page, request }) => {
  const { mobile } = await createUser(request, 'individual_shipper');
  await loginAs(page, mobile);

  await page.goto('/nameAuthe');
  await expect(page.getByRole('heading', { name: '资质认证' })).toBeVisible();
  await expect(page.locator('.cert-status')).toHaveText('未认证');
  await page.getByRole('link', { name: /去认证/ }).click();
  await expect(page).toHaveURL(/\/user\/individualShipper$/);
  await expect(page.getByRole('heading', { name: '个人货主实名认证' })).toBeVisible();

  // A wrong check digit: the field says so and nothing reaches the platform.
  await fillIndividualShipper(page, BAD_CHECKSUM_ID);
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(shownMessage(page, '请输入正确的身份证号码')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/individualShipper$/);
  await expectNothingSubmitted(request, mobile);

  await fillIndividualShipper(page, VALID_ID);
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page).toHaveURL(/\/nameAuthe$/);
  await expect(page.getByText('认证资料已提交，请等待审核')).toBeVisible();
  await expect(page.locator('.cert-status')).toHaveText('审核中');

  // The screen is read-only while in review, with what was submitted.
  await page.goto('/user/individualShipper');
  await expect(shownMessage(page, '资料审核中，请耐心等待')).toBeVisible();
  await expect(page.getByText('张三')).toBeVisible();
  await expect(page.getByText('110105********002X')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交认证' })).toHaveCount(0);
  const front = page.getByRole('img', { name: '身份证人像面' });
  await expect(front).toBeVisible();
  await expect.poll(() => front.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await approve(request, mobile);
  await page.goto('/nameAuthe');
  await expect(page.locator('.cert-status')).toHaveText('已通过');
  await page.goto('/user/individualShipper');
  await expect(page.getByText('认证已通过')).toBeVisible();
  await page.goto('/workbenck/workbenck');
  await expect(page.locator('dt:has-text("认证状态") + dd')).toHaveText('已认证');
});

test('a file over 10 MB or a text file is refused at its field and nothing is submitted', async ({ page, request }) => {
  // 10 MB through the browser and the multipart parser: over 30 s on a busy 2-core machine (a CI
  // run on a loaded machine timed out with the server still reading the post).
  test.slow();
  const { mobile } = await createUser(request, 'individual_shipper');
  await loginAs(page, mobile);
  await page.goto('/user/individualShipper');
  await page.getByLabel('真实姓名').fill('张三');
  await page.getByLabel('身份证号码').fill(VALID_ID);
  const big = Buffer.alloc(10 * 1024 * 1024 + 1);
  PNG_1X1.copy(big);
  await page.getByLabel('身份证人像面').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await page.getByLabel('身份证国徽面').setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await page.getByRole('button', { name: '提交认证' }).click();

  const frontField = page.locator('.cert-image-field').filter({ hasText: '身份证人像面' });
  const backField = page.locator('.cert-image-field').filter({ hasText: '身份证国徽面' });
  await expect(shownMessage(frontField, '文件大小不能超过10MB')).toBeVisible();
  await expect(backField.getByText('只能上传 JPG、PNG、WEBP、GIF 格式的图片')).toBeVisible();
  // The text fields keep their values.
  await expect(page.getByLabel('身份证号码')).toHaveValue(VALID_ID);
  await expect(page).toHaveURL(/\/user\/individualShipper$/);
  await expectNothingSubmitted(request, mobile);
});

test('an image the platform refuses by its bytes is reported at its field; the other upload is kept', async ({ page, request }) => {
  const { mobile } = await createUser(request, 'individual_shipper');
  await loginAs(page, mobile);
  await page.goto('/user/individualShipper');
  await page.getByLabel('真实姓名').fill('张三');
  await page.getByLabel('身份证号码').fill(VALID_ID);
  // Named and typed as a PNG, but text inside: only the platform's byte sniffing can tell.
  await page.getByLabel('身份证人像面').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('plain text') });
  await page.getByLabel('身份证国徽面').setInputFiles(png('back.png'));
  await page.getByRole('button', { name: '提交认证' }).click();

  const frontField = page.locator('.cert-image-field').filter({ hasText: '身份证人像面' });
  const backField = page.locator('.cert-image-field').filter({ hasText: '身份证国徽面' });
  await expect(shownMessage(frontField, '只能上传 JPG、PNG、WEBP、GIF 格式的图片')).toBeVisible();
  await expect(backField.getByText('已上传，重新选择可替换')).toBeVisible();
  await expectNothingSubmitted(request, mobile);

  // Only the refused image is chosen again.
  await page.getByLabel('身份证人像面').setInputFiles(png('front.png'));
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page).toHaveURL(/\/nameAuthe$/);
  const token = await operatorToken(request);
  const [submission] = await pendingOf(request, token, mobile);
  const files = submission.data.files as Record<string, string>;
  expect(Object.keys(files).sort()).toEqual(['idCardBack', 'idCardFront']);
});

test('submitted images load through the file proxy for the owner only', async ({ page, request, browser, baseURL }, testInfo) => {
  await submittedShipper(page, request);
  await page.goto('/user/individualShipper');
  const src = await page.getByRole('img', { name: '身份证人像面' }).getAttribute('src');
  expect(src).toMatch(/^\/resources\/file\/preview\?uuid=[0-9a-f-]{36}$/);
  expect(src).not.toMatch(/token/i);

  const own = await page.request.get(src!);
  expect(own.status()).toBe(200);
  expect(own.headers()['content-type']).toBe('image/png');
  expect(own.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.from(await own.body()).equals(PNG_1X1)).toBe(true);
  const download = await page.request.get(src!.replace('/preview', '/download'));
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toMatch(/^attachment/);

  // Another user, and a visitor, are told the file does not exist.
  const other = await createUser(request, 'individual_shipper');
  const context = await freshContext(browser, baseURL, testInfo.project.use.javaScriptEnabled);
  try {
    const otherPage = await context.newPage();
    await loginAs(otherPage, other.mobile);
    const refused = await otherPage.request.get(src!);
    expect(refused.status()).toBe(404);
    expect(await refused.text()).toBe('文件不存在');
  } finally {
    await context.close();
  }
  const anonymous = await request.get(src!);
  expect(anonymous.status()).toBe(404);
  expect((await request.get('/resources/file/preview?uuid=not-a-uuid')).status()).toBe(404);
});

test('a requiresPass screen sends an unverified user back with the real-name message', async ({ page, request }) => {
  // The guard runs in the authenticated layout, i.e. only on paths a route serves: until the
  // release-source screen lands, the path is the public 404 and there is nothing to guard.
  const probe = await page.goto('/sourceManage/release-source');
  test.fixme(probe?.status() === 404, '/sourceManage/release-source has no route yet, so the guard cannot run');

  const { mobile } = await createUser(request, 'individual_shipper');
  await loginAs(page, mobile);
  await page.goto('/sourceManage/release-source');
  await expect(shownMessage(page, '您还未实名认证，请先提交实名认证信息后进行业务操作！')).toBeVisible();
  expect(new URL(page.url()).pathname).not.toBe('/sourceManage/release-source');
});

test('a rejected submission shows the reason and the form again, its images kept', async ({ page, request }) => {
  const { mobile } = await submittedShipper(page, request);
  await review(request, mobile, false, '身份证照片模糊，请重新上传');

  await page.goto('/nameAuthe');
  await expect(page.locator('.cert-status')).toHaveText('已驳回');
  await expect(page.getByText('身份证照片模糊，请重新上传')).toBeVisible();
  await page.getByRole('link', { name: /重新提交/ }).click();
  await expect(page).toHaveURL(/\/user\/individualShipper$/);
  await expect(page.getByText('驳回原因：身份证照片模糊，请重新上传')).toBeVisible();
  await expect(page.getByLabel('身份证号码')).toHaveValue(VALID_ID);
  await expect(page.getByText('已上传，重新选择可替换')).toHaveCount(2);

  // Only the front is replaced; the back of the rejected submission is sent again as it was.
  const token = await operatorToken(request);
  await page.getByLabel('身份证人像面').setInputFiles(png('front-2.png'));
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page).toHaveURL(/\/nameAuthe$/);
  await expect(page.locator('.cert-status')).toHaveText('审核中');
  const [again] = await pendingOf(request, token, mobile);
  expect(Object.keys(again.data.files as object).sort()).toEqual(['idCardBack', 'idCardFront']);
});

const CREDIT_CODE = '91350100M000100Y43';

test('an enterprise shipper submits company qualification; a wrong credit code is caught first', async ({ page, request }) => {
  const { mobile } = await createUser(request, 'enterprise_shipper');
  await loginAs(page, mobile);
  await page.goto('/nameAuthe');
  await page.getByRole('link', { name: /去认证/ }).click();
  await expect(page).toHaveURL(/\/user\/companyShipper$/);
  await page.getByLabel('企业名称').fill('唐山运宝钢铁贸易有限公司');
  await page.getByLabel('统一社会信用代码').fill('91350100M000100Y44');
  await page.getByLabel('法人/联系人姓名').fill('李四');
  await page.getByLabel('法人/联系人身份证号码').fill(VALID_ID);
  await page.getByLabel('营业执照').setInputFiles(png('licence.png'));
  await page.getByLabel('身份证人像面').setInputFiles(png('front.png'));
  await page.getByLabel('身份证国徽面').setInputFiles(png('back.png'));
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(shownMessage(page, '请输入正确的统一社会信用代码')).toBeVisible();
  await expectNothingSubmitted(request, mobile);

  await page.getByLabel('统一社会信用代码').fill(CREDIT_CODE.toLowerCase());
  for (const [label, name] of [
    ['营业执照', 'licence.png'],
    ['身份证人像面', 'front.png'],
    ['身份证国徽面', 'back.png'],
  ]) {
    await page.getByLabel(label).setInputFiles(png(name));
  }
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page).toHaveURL(/\/nameAuthe$/);
  const [submission] = await pendingOf(request, await operatorToken(request), mobile);
  expect(submission).toMatchObject({ kind: 'companyShipper', data: { companyName: '唐山运宝钢铁贸易有限公司', creditCode: CREDIT_CODE, realName: '李四' } });
  expect(Object.keys(submission.data.files as object).sort()).toEqual(['businessLicence', 'idCardBack', 'idCardFront']);
});

test('a fleet captain (individual agent) submits driver certification with licence class', async ({ page, request }) => {
  const { mobile } = await createUser(request, 'individual_agent');
  await loginAs(page, mobile);
  await page.goto('/nameAuthe');
  await page.getByRole('link', { name: /去认证/ }).click();
  await expect(page).toHaveURL(/\/user\/individualDriver$/);
  await page.getByLabel('真实姓名').fill('王五');
  await page.getByLabel('身份证号码').fill(VALID_ID);
  await page.getByLabel('驾驶证号').fill(VALID_ID);
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(shownMessage(page, '请选择准驾车型')).toBeVisible();
  await expect(shownMessage(page, '请上传驾驶证主页')).toBeVisible();

  await page.getByLabel('准驾车型').selectOption('A2');
  await page.getByLabel('身份证人像面').setInputFiles(png('front.png'));
  await page.getByLabel('身份证国徽面').setInputFiles(png('back.png'));
  await page.locator('input[type="file"][name="drivingLicence"]').setInputFiles(png('licence.png'));
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page).toHaveURL(/\/nameAuthe$/);
  const [submission] = await pendingOf(request, await operatorToken(request), mobile);
  expect(submission).toMatchObject({ kind: 'individualDriver', data: { realName: '王五', licenceNo: VALID_ID, licenceClass: 'A2' } });
  await page.goto('/user/individualDriver');
  await expect(shownMessage(page, '资料审核中，请耐心等待')).toBeVisible();
  await expect(page.getByText('A2 牵引车')).toBeVisible();
  expect(Object.keys(submission.data.files as object).sort()).toEqual(['drivingLicence', 'idCardBack', 'idCardFront']);
});

test('a carrier submits enterprise qualification with the road transport permit', async ({ page, request }) => {
  const { mobile } = await createUser(request, 'carrier');
  await loginAs(page, mobile);
  await page.goto('/nameAuthe');
  await page.getByRole('link', { name: /去认证/ }).click();
  await expect(page).toHaveURL(/\/user\/companyDriver$/);
  await page.getByLabel('企业名称').fill('天津顺通运输有限公司');
  await page.getByLabel('统一社会信用代码').fill(CREDIT_CODE);
  await page.getByLabel('道路运输经营许可证号').fill('12011600876');
  await page.getByLabel('联系人姓名').fill('赵六');
  await page.getByLabel('联系人身份证号码').fill(VALID_ID);
  await page.getByLabel('营业执照').setInputFiles(png('licence.png'));
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(shownMessage(page, '请输入正确的道路运输经营许可证号（12位数字）')).toBeVisible();
  await expect(shownMessage(page, '请上传道路运输经营许可证')).toBeVisible();
  await expectNothingSubmitted(request, mobile);

  await page.getByLabel('道路运输经营许可证号').fill('120116008765');
  await page.getByLabel('营业执照').setInputFiles(png('licence.png'));
  await page.locator('input[type="file"][name="roadPermit"]').setInputFiles(png('permit.png'));
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page).toHaveURL(/\/nameAuthe$/);
  const [submission] = await pendingOf(request, await operatorToken(request), mobile);
  expect(submission).toMatchObject({ kind: 'companyDriver', data: { companyName: '天津顺通运输有限公司', roadPermitNo: '120116008765' } });
  expect(Object.keys(submission.data.files as object).sort()).toEqual(['businessLicence', 'roadPermit']);
});
