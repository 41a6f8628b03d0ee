// Shared end-to-end helpers. Every test gets its own client IP (the server trusts the loopback
// proxy hop in tests), so per-IP rate limits of one test never spill into another.
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234';

export const test = base.extend({
  extraHTTPHeaders: async ({}, use) => {
    const ip = `10.${rand(255)}.${rand(255)}.${1 + rand(250)}`;
    await use({ 'x-forwarded-for': ip });
  },
});

export { expect };

function rand(n: number) {
  return Math.floor(Math.random() * n);
}

/** The answer of the image code shown on the page (DEV_TOOLS=1 exposes it to tests). */
export async function captchaAnswer(page: Page, request: APIRequestContext): Promise<string> {
  const key = await page.locator('input[name="imgCodeKey"]').first().inputValue();
  const res = await request.get(`/api-platform/api/dev/captcha/${key}`);
  const body = await res.json();
  expect(body.code, `captcha ${key}`).toBe(200);
  return body.data.answer as string;
}

/** The latest SMS code sent to a phone (from the dev outbox). */
export async function latestSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  const res = await request.get(`/api-platform/api/dev/outbox?mobile=${mobile}`);
  const body = await res.json();
  expect(body.code).toBe(200);
  expect(body.data.length, `an SMS was sent to ${mobile}`).toBeGreaterThan(0);
  return body.data[0].code as string;
}

/** Signs in through the real login form (works with and without JS). */
export async function loginAs(page: Page, mobile: string, password = DEMO_PASSWORD, path = '/login') {
  await page.goto(path);
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('图形验证码').fill(await captchaAnswer(page, page.request));
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
