// Conformance of the server's HTML (issue 41): a sample of screens, public and signed in, each
// validated with html-validate's Node API against the repository's .htmlvalidate.json
// (html-validate:recommended; any rule turned off there says why). Any error fails the test.
// The markup is the server's and the same in both projects, so this runs in the no-js project only.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { DEMO_ACCOUNTS, expect, loginAs, test } from './fixtures';

const validator = new HtmlValidate(new FileSystemConfigLoader());
const configFile = path.resolve('page.html'); // a file name in the repository root: html-validate finds .htmlvalidate.cjs beside it;
const format = formatterFactory('text');

test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'no-js', 'the server sends the same markup to both projects');
});

/** Validates the HTML the server sent for the page's current document. */
async function expectValid(html: string, name: string) {
  if (process.env.HTML_DUMP_DIR) writeFileSync(path.join(process.env.HTML_DUMP_DIR, `${name.replace(/\W+/g, '_')}.html`), html);
  const report = await validator.validateString(html, configFile);
  const text = report.valid ? '' : format(report.results);
  if (!report.valid) test.info().attach(`${name}.html`, { body: html, contentType: 'text/html' });
  expect.soft(report.valid, `${name}:\n${text}`).toBe(true);
}

/** Loads a path in the page (with its cookies) and validates the HTML the server answered. */
async function check(page: Page, target: string) {
  const response = await page.goto(target);
  expect(response, target).not.toBeNull();
  await expectValid(await response!.text(), target);
}

/** The href of the first link in the page matching a pattern. */
async function firstHref(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `a link like ${pattern}`).toBeTruthy();
  return href!;
}

test('public screens: home, login, register, news, a news detail, a policy page, the cargo hall', async ({ page }) => {
  for (const target of ['/', '/login', '/register', '/news', '/agreement', '/newPrivacyStatement', '/list-goods']) {
    await check(page, target);
  }
  await page.goto('/news/policy');
  await check(page, await firstHref(page, /^\/news\/[^/]+\/details\/\d+/));
});

test('signed-in screens: workbench, waybill list, an order detail, a bill list', async ({ page }) => {
  await loginAs(page, DEMO_ACCOUNTS.enterpriseShipper.mobile);
  for (const target of ['/workbenck/workbenck', '/user/dispatchOrderList', '/shipper/payBillManage', '/order-manage/logisticsOrderList']) {
    await check(page, target);
  }
  await page.goto('/order-manage/logisticsOrderList');
  await check(page, await firstHref(page, /^\/orderDetails\/\d+/));
});

test('a form with its error summary after a failed submit', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('手机号').fill('12');
  const answer = page.waitForResponse((r) => r.request().method() === 'POST');
  await page.getByRole('button', { name: '登录' }).click();
  const response = await answer;
  const html = await response.text();
  expect(html).toContain('提交未成功');
  await expectValid(html, 'failed login');
});
