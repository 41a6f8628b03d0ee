import type { APIRequestContext, Page } from '@playwright/test';
import { passesLuhn } from '../../platform/contract/validators/fields';
import { makeCreditCode, makeIdCard } from '../../platform/seed/factories';
import { DEMO_ACCOUNTS, createUser, expect, loginAs, platformData, platformToken, tokenHeaders } from './fixtures';

/** The amount the flash says the demo bank paid (the statement line a person would read). */
export async function flashAmount(page: Page): Promise<string> {
  const text = await page.getByText(/演示银行打款 \d+\.\d{2} 元/).innerText();
  return /演示银行打款 (\d+\.\d{2}) 元/.exec(text)![1];
}

/**
 * A UnionPay (IIN 62) card number no run has bound yet, grouped in fours as people type it, with its
 * Luhn check digit: the bank stand-in refuses a card already bound ('该卡已被绑定'), so a retried
 * test (one database, the bank's memory kept) must not bring the number its first attempt bound.
 */
export function unboundCardNo(iin8 = '62220202'): string {
  const body = `${iin8}${Date.now().toString().slice(-8)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  const check = [...'0123456789'].find((d) => passesLuhn(body + d))!;
  return `${body}${check}`.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '6222 0202 0011 2233 446' → '6222 **** **** 3446', as the screens show a card. */
export const maskedCard = (cardNo: string) => `${cardNo.replaceAll(' ', '').slice(0, 4)} **** **** ${cardNo.replaceAll(' ', '').slice(-4)}`;

/**
 * Binds the signed-in company's ICBC account on /user/bankCard by the micro-deposit the demo bank
 * makes (its amount read from the flash, as the treasurer reads the statement); returns the masked number.
 */
export async function bindCompanyAccount(page: Page, cardNo: string): Promise<string> {
  await page.goto('/user/bankCard');
  await page.getByLabel('开户银行').selectOption('ICBC');
  await page.getByLabel('对公账号').fill(cardNo);
  await page.getByRole('button', { name: '绑定并打款验证' }).click();
  await expect(page).toHaveURL(/\/user\/bankCard\?confirm=\d+$/);
  await page.getByLabel('银行打款金额（元）').fill(await flashAmount(page));
  await page.getByRole('button', { name: '完成绑定' }).click();
  await expect(page).toHaveURL(/\/payment\/bindSuccess$/);
  // With JS the URL changes before the success page renders: the confirm dialog, whose title names
  // the card too, may still be on screen: the card is looked for on the success page alone.
  const masked = maskedCard(cardNo);
  await expect(page.getByRole('region', { name: '银行卡绑定成功' }).getByText(masked)).toBeVisible();
  return masked;
}

/** The demo payers' wallet payment password (支付密码) in the e2e runs. */
export const PAY_PASSWORD = '258036';

/**
 * Sets the signed-in wallet's payment password on the page a link led to (/my-center/payPassword),
 * typed twice; the page returns to where the link came from with its message.
 */
export async function setPayPassword(page: Page, password = PAY_PASSWORD) {
  await expect(page).toHaveURL(/\/my-center\/payPassword/);
  await page.getByRole('textbox', { name: '支付密码', exact: true }).fill(password);
  await page.getByRole('textbox', { name: '再次输入支付密码' }).fill(password);
  await page.getByRole('button', { name: '设置支付密码' }).click();
  await expect(page.getByText('支付密码已设置')).toBeVisible();
}

const DIGITS = '零一二三四五六七八九';
/** A 1×1 PNG (the platform sniffs the bytes, not the name). */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1X1 });

type Certified = { mobile: string; name: string };

/**
 * A new account of `role`, signed in on `page` and verified: registered, its qualification filled in
 * on `form` by `fill` (given the mobile, answering the name it certified) and approved by the operator
 * through the platform API.
 */
async function certifiedNew(
  page: Page,
  request: APIRequestContext,
  role: Parameters<typeof createUser>[1],
  form: string,
  fill: (mobile: string) => Promise<string>,
): Promise<Certified> {
  const { mobile } = await createUser(request, role);
  await ageRegistrationSms(request, mobile);
  await loginAs(page, mobile);
  await page.goto(form);
  const name = await fill(mobile);
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page).toHaveURL(/\/nameAuthe$/);
  await approveSubmission(request, mobile);
  return { mobile, name };
}

/** A company name with the mobile's last four digits in Chinese (each run's own). */
const companyName = (mobile: string, place: string, kind: string) => `${place}${[...mobile.slice(-4)].map((d) => DIGITS[Number(d)]).join('')}号${kind}`;

/**
 * A new carrier company of its own, verified on /user/companyDriver: for a spec that opens a company
 * wallet, since the demo's capacity companies have theirs (seed/areas/capacity-wallets.ts).
 */
export const certifiedCarrierCompany = (page: Page, request: APIRequestContext) =>
  certifiedNew(page, request, 'carrier', '/user/companyDriver', async (mobile) => {
    const tail = mobile.slice(-8);
    const name = companyName(mobile, '天津', '运输有限公司');
    await page.getByLabel('企业名称').fill(name);
    await page.getByLabel('统一社会信用代码').fill(makeCreditCode('120116', tail));
    await page.getByLabel('道路运输经营许可证号').fill(`1201${tail}`);
    await page.getByLabel('联系人姓名').fill('赵六');
    await page.getByLabel('联系人身份证号码').fill(makeIdCard('120116', '19800101', tail.slice(-3)));
    await page.getByLabel('营业执照').setInputFiles(png('licence.png'));
    await page.locator('input[type="file"][name="roadPermit"]').setInputFiles(png('permit.png'));
    return name;
  });

/**
 * A new steel-trading shipper company of its own, verified on /user/companyShipper: for a spec that
 * opens the payer's wallet, which the demo shippers' wallet specs open themselves.
 */
export const certifiedShipperCompany = (page: Page, request: APIRequestContext) =>
  certifiedNew(page, request, 'enterprise_shipper', '/user/companyShipper', async (mobile) => {
    const tail = mobile.slice(-8);
    const name = companyName(mobile, '唐山', '钢铁贸易有限公司');
    await page.getByLabel('企业名称').fill(name);
    await page.getByLabel('统一社会信用代码').fill(makeCreditCode('130207', tail));
    await page.getByLabel('法人/联系人姓名').fill('李四');
    await page.getByLabel('法人/联系人身份证号码').fill(makeIdCard('130207', '19800202', tail.slice(-3)));
    await page.getByLabel('营业执照').setInputFiles(png('licence.png'));
    await page.getByLabel('身份证人像面').setInputFiles(png('front.png'));
    await page.getByLabel('身份证国徽面').setInputFiles(png('back.png'));
    return name;
  });

/** A new individual shipper, real-name verified as 钱多多 on /user/individualShipper: for a spec that opens a person's wallet. */
export const certifiedPerson = (page: Page, request: APIRequestContext) =>
  certifiedNew(page, request, 'individual_shipper', '/user/individualShipper', async (mobile) => {
    await page.getByLabel('真实姓名').fill('钱多多');
    await page.getByLabel('身份证号码').fill(makeIdCard('110105', '19900101', mobile.slice(-3)));
    await page.getByLabel('身份证人像面').setInputFiles(png('front.png'));
    await page.getByLabel('身份证国徽面').setInputFiles(png('back.png'));
    return '钱多多';
  });

const API = '/api-platform/api';

/** The registration's SMS code is aged past the 60 s resend wait (developer tools), so the spec may ask for another at once. */
async function ageRegistrationSms(request: APIRequestContext, mobile: string) {
  await platformData(await request.post(`${API}/dev/sms/${mobile}/age`, { data: { seconds: 61 } }));
}

/** The operator approves the one pending certification of `mobile` through the platform API. */
async function approveSubmission(request: APIRequestContext, mobile: string) {
  const headers = tokenHeaders(await platformToken(request, DEMO_ACCOUNTS.operator.mobile));
  const pending = await platformData<{ id: number; mobile: string }[]>(await request.get(`${API}/users/certification/pending`, { headers }));
  const submission = pending.find((entry) => entry.mobile === mobile);
  expect(submission, `a pending submission of ${mobile}`).toBeTruthy();
  await platformData(await request.post(`${API}/users/certification/review`, { headers, data: { id: submission!.id, approve: true } }));
}
