// Issue 26, real users: values people really have (16x/19x mobiles, +86, 147/177, landlines
// with extensions, 400 numbers) go through the forms with JS off and on; and login, publishing and
// quoting work with the stylesheets blocked and JS off, with the error summary and 错误： title.
import type { Page } from '@playwright/test';
import { idCardCheckChar } from '#contract/validators';
import { fillPoint } from './cargo-points';
import { DEMO_ACCOUNTS, createUser, expect, loginAs, logout, test, signedIn } from './fixtures';

function randomDigits(n: number): string {
  return Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
}

/** A valid resident ID (check char from the contract's ISO 7064 helper). */
function idCard(): string {
  const first17 = `130203${1960 + Math.floor(Math.random() * 40)}0${1 + Math.floor(Math.random() * 9)}1${Math.floor(Math.random() * 9)}${randomDigits(3)}`;
  return first17 + idCardCheckChar(first17);
}

async function addDriver(page: Page, name: string, mobile: string) {
  await page.goto('/logistics/driverEdit');
  const id = idCard();
  await page.getByLabel('司机姓名').fill(name);
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('身份证号').fill(id);
  await page.getByLabel('驾驶证号').fill(id);
  await page.getByLabel('准驾车型').selectOption('A2');
  await page.getByRole('button', { name: '保存' }).click();
}

test('a carrier adds drivers with 166, 192, 199 and +86 199 numbers; an unallocated 120 number is refused', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { mobile } = await createUser(request, 'carrier');
  await loginAs(page, mobile);
  const tail = randomDigits(7);
  const numbers = [
    { typed: `166${tail}1`, stored: `166${tail}1` },
    { typed: `192${tail}2`, stored: `192${tail}2` },
    { typed: `199${tail}3`, stored: `199${tail}3` },
    { typed: `+86 199 ${tail.slice(0, 4)} ${tail.slice(4)}4`, stored: `199${tail}4` },
  ];
  for (const [i, number] of numbers.entries()) {
    await addDriver(page, `司机${'甲乙丙丁'[i]}`, number.typed);
    await expect(page.getByText('司机已添加')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`司机${'甲乙丙丁'[i]}`) })).toContainText(number.stored);
  }

  await addDriver(page, '司机戊', `120${tail}5`);
  await expect(page.locator('.cap-error').filter({ hasText: '请输入正确的手机号码' })).toBeVisible();
  await expect(page).toHaveTitle(/^错误：/);
  await expect(page.locator('.error-summary').getByRole('link', { name: '请输入正确的手机号码' })).toHaveAttribute('href', /#.+-mobile$/);
});

test('a shipper saves contacts with 147 and 177 mobiles, a landline with extension and a 400 number', async ({ page }) => {
  const shipper = await createUser(page.request, 'individual_shipper');
  await loginAs(page, shipper.mobile, shipper.password);
  await page.goto('/my-center/oftenContacts');
  const tail = randomDigits(8);
  const contacts = [
    { name: '赵一', typed: `147 ${tail.slice(0, 4)} ${tail.slice(4)}`, stored: `147${tail}` },
    { name: '钱二', typed: `177-${tail.slice(0, 4)}-${tail.slice(4)}`, stored: `177${tail}` },
    { name: '孙三', typed: '0315-1234567-8001', stored: '0315-1234567-8001' },
    { name: '李四', typed: '400 820 8820', stored: '400-820-8820' },
  ];
  for (const contact of contacts) {
    const add = page.getByRole('form', { name: '新增常用联系人' });
    await add.getByLabel('联系人').fill(contact.name);
    await add.getByLabel('联系电话').fill(contact.typed);
    await add.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `${contact.name} ${contact.stored}` })).toHaveCount(1);
  }
});

// Stylesheets blocked and JS off: what a text browser or an old phone gets. One project is enough.
// /login carries its base sheet inline on a first load (app/styles/document-sheet.tsx): that inline
// sheet is taken out of every document as well, and counted.
test.describe('without stylesheets and JS', () => {
  test.use({ javaScriptEnabled: false });
  let inlineSheetsRemoved = 0;
  test.beforeEach(async ({ page }, info) => {
    test.skip(info.project.name !== 'no-js', 'runs once, with JS off');
    inlineSheetsRemoved = 0;
    await page.route(/\.css(\?|$)/, (route) => route.abort());
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch({ maxRedirects: 0 });
      const html = await response.text();
      const body = html.replace(/<style data-sheet="base"[^>]*>[\s\S]*?<\/style>/g, () => {
        inlineSheetsRemoved += 1;
        return '';
      });
      // The text is decoded: drop the encoding and the length the server sent for the gzip bytes.
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
      await route.fulfill({ response, headers, body });
    });
  });

  test('login, a failed and a good publish, a quote', async ({ page }) => {
    test.setTimeout(150_000);
    // Login: a failed submit first.
    await page.goto('/login');
    // The page was styled (its sheet inline) and is not any more.
    expect(inlineSheetsRemoved).toBeGreaterThan(0);
    await expect(page.locator('style[data-sheet]')).toHaveCount(0);
    await page.getByLabel('手机号').fill('12');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveTitle(/^错误：/);
    const summary = page.locator('.error-summary');
    await expect(summary.getByRole('link', { name: '请输入格式正确的手机号' })).toBeVisible();
    await expect(page.getByLabel('手机号')).toHaveAttribute('aria-describedby', /.+/);
    await loginAs(page, DEMO_ACCOUNTS.enterpriseShipper.mobile);
    await expect(page).not.toHaveTitle(/^错误：/);

    // Publish: refused, then published with a date-time typed with a space.
    const name = `盘螺NC${Math.random().toString(36).slice(2, 8)}`;
    await page.goto('/sourceManage/release-source');
    await page.getByLabel('总重量（吨）').fill('1.23456');
    await page.getByRole('button', { name: '发布货源', exact: true }).click();
    await expect(page).toHaveTitle(/^错误：/);
    await expect(page.locator('.error-summary').getByRole('link', { name: '请输入货物名称' })).toBeVisible();
    await page.locator('.error-summary').getByRole('link', { name: '请输入货物名称' }).click();
    await expect(page).toHaveURL(/#.+-goodsName$/);

    await page.getByLabel('业务类型').selectOption('3');
    await page.getByLabel('货物名称').fill(name);
    await page.getByRole('textbox', { name: '数量', exact: true }).fill('60');
    await page.getByLabel('总重量（吨）').fill('60');
    await fillPoint(page, false, '装货地1', {
      province: '13',
      city: '1302',
      cityName: '唐山市',
      district: '130207',
      districtName: '丰南区',
      address: '丰南区钢厂路2号',
    });
    await fillPoint(page, false, '卸货地1', {
      province: '12',
      city: '1201',
      cityName: '天津市',
      district: '120116',
      districtName: '滨海新区',
      address: '东疆港区5号',
    });
    await page.getByLabel('装货地1 联系电话').fill('0315-1234567-8001');
    await page.getByLabel('车辆数').fill('2');
    await page.getByLabel('运价（元）').fill('70');
    const deadline = new Date(Date.now() + 3 * 86_400_000 + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    await expect(page.getByText('格式：2026-11-28 08:00').first()).toBeAttached();
    await page.getByLabel('截止时间').fill(deadline);
    await page.getByRole('button', { name: '发布货源', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '货源已发布' })).toBeVisible();
    await logout(page);

    // Quote as the carrier.
    await signedIn(page, DEMO_ACCOUNTS.carrier.mobile);
    await page.goto(`/sourceManage/list-supply-the-hall?keyword=${encodeURIComponent(name)}&businessType=3`);
    await page
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('link', { name: /^查看 / })
      .click();
    const quote = page.getByRole('form', { name: '报价' });
    await quote.getByLabel('报价单价（元/吨）').fill('');
    await quote.getByRole('button', { name: '提交报价' }).click();
    await expect(page).toHaveTitle(/^错误：/);
    await expect(page.locator('.error-summary')).toBeVisible();
    await page.getByRole('form', { name: '报价' }).getByLabel('报价单价（元/吨）').fill('66.50');
    await page.getByRole('form', { name: '报价' }).getByLabel('报价车辆数').fill('1');
    await page.getByRole('form', { name: '报价' }).getByRole('button', { name: '提交报价' }).click();
    await expect(page.getByRole('status').filter({ hasText: '报价成功' })).toBeVisible();
  });
});
