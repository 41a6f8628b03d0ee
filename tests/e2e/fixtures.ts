// Shared end-to-end helpers. Every test gets its own client IP (the server trusts the loopback
// proxy hop in tests), so per-IP rate limits of one test never spill into another.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type APIRequestContext, type Browser, type Cookie, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../platform/seed/accounts';

/** The demo accounts by name (DEMO_ACCOUNTS.carrier.mobile, …) and their password, as the seed creates them. */
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../platform/seed/accounts';

export const test = base.extend<{ noPageErrors: void; pageStateOnFailure: void }>({
  extraHTTPHeaders: async ({}, use) => {
    const ip = `10.${rand(255)}.${rand(255)}.${1 + rand(250)}`;
    await use({ 'x-forwarded-for': ip });
  },
  // An exception in the browser fails the test even when the screen recovers from it: a route
  // module that throws while loading makes Remix reload the page, which hides the fault but loses
  // the flash message and the client-side navigation.
  noPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      await use();
      expect(errors, 'uncaught exceptions in the page').toEqual([]);
    },
    { auto: true },
  ],
  // What a failed test's page was doing, for a one-off hang on CI (decision 015): a click that
  // waits on "visible, enabled and stable" with nothing after it is Playwright waiting for an
  // animation frame. So: does one come, is the page visible, is a stylesheet (render-blocking) or a
  // font still loading. Asked only after a failure: listening to every request of every test would
  // send each one to the runner (Playwright subscribes to network events only when listened to).
  pageStateOnFailure: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      // page.evaluate never answers in a page without JavaScript
      let giveUp: ReturnType<typeof setTimeout> | undefined;
      const probe =
        testInfo.project.use.javaScriptEnabled === false
          ? 'JavaScript off: the page not asked'
          : await Promise.race([
              page.evaluate(
                () =>
                  new Promise<string>((resolve) => {
                    const unloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet);
                    const state = [
                      `visibility ${document.visibilityState}, focus ${document.hasFocus()}, readyState ${document.readyState}, fonts ${document.fonts.status}`,
                      `stylesheets not loaded: ${unloaded.map((link) => link.href).join(', ') || 'none'}`,
                    ].join('\n');
                    const timer = setTimeout(() => resolve(`${state}\nno animation frame in 2 s`), 2_000);
                    requestAnimationFrame(() => {
                      clearTimeout(timer);
                      resolve(`${state}\nanimation frames come`);
                    });
                  }),
              ),
              new Promise<string>((resolve) => (giveUp = setTimeout(() => resolve('the page answered nothing in 3 s'), 3_000))),
            ])
              .catch((error: unknown) => `the page could not be asked: ${String(error)}`)
              .finally(() => clearTimeout(giveUp));
      await testInfo.attach('page-state', { body: `url ${page.url()}\n${probe}`, contentType: 'text/plain' });
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Makes the page show what a browser without JavaScript shows while the scripts a test injects (axe)
 * still run: Chromium refuses the page's own script files (`Network.setBlockedURLs` on a CDP session
 * of the page; inline scripts stay, and the app's only import its files). A `page.route` that aborted
 * each script request did the same, but sent every request of the page through the runner: a page
 * load took about twice as long (decision 041).
 */
export async function refusePageScripts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: ['*.js', '*.js?*', '*.mjs', '*.mjs?*'] });
}

/** Waits until the page has hydrated (root.tsx marks it) and the renders its effects asked for are painted. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}

/**
 * Reads what `read` returns until `check` (assertions) passes on it, and returns it. With JS the URL
 * changes as a client navigation starts, while the earlier page still shows: a read right after
 * `toHaveURL` may see the old rows. What never comes right still fails, with `check`'s message.
 */
export async function readUntil<T>(read: () => Promise<T>, check: (value: T) => void): Promise<T> {
  let value!: T;
  await expect(async () => {
    value = await read();
    check(value);
  }).toPass({ timeout: 10_000 });
  return value;
}

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

const CHINESE_NUMBERS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** The answer to a text challenge ('三加五等于几？…', '九减四等于几？…'), worked out as its reader would. */
export function answerToQuestion(question: string): string {
  const [, a, op, b] = /(\S)([加减])(\S)等于几/.exec(question) ?? [];
  const [x, y] = [CHINESE_NUMBERS.indexOf(a), CHINESE_NUMBERS.indexOf(b)];
  expect(x >= 0 && y >= 0, question).toBe(true);
  return String(op === '加' ? x + y : x - y);
}

/** The latest SMS code sent to a phone (from the dev outbox). */
export async function latestSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  const res = await request.get(`/api-platform/api/dev/outbox?mobile=${mobile}`);
  const body = await res.json();
  expect(body.code).toBe(200);
  // the newest code: a hand-over notice (issue 42) carries none
  const codes = (body.data as { type: string; code: string | null }[]).filter((m) => m.type !== 'notice');
  expect(codes.length, `an SMS code was sent to ${mobile}`).toBeGreaterThan(0);
  return codes[0].code as string;
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

/**
 * Signs a demo account in without the login page: the page's context gets the cookies one real
 * sign-in of that account left (loginAs, landing included), made by the first test of the run that
 * asks for the account and shared by every later test, in both projects. The page stays where it
 * is, so the test opens its screen next; the context is then as it would be after loginAs.
 *
 * The session's token is shared: a test that signs out, changes the account's password or phone,
 * or looks at the landing after the sign-in (its flash, the once-per-session notice) signs in with
 * loginAs instead. logout() refuses a shared session (signing it out would end it for every test).
 */
export async function signedIn(page: Page, mobile: string) {
  await page.context().addCookies(await sharedSignIn(page.context().browser()!, mobile));
}

/** This run's shared sign-ins, one file per account (playwright.config.ts names the run). */
const SIGNED_IN_DIR = `tests/.tmp/e2e-signed-in-${process.env.E2E_RUN ?? 'local'}`;
const signedInCookies = new Map<string, Cookie[]>();

async function sharedSignIn(browser: Browser, mobile: string): Promise<Cookie[]> {
  const known = signedInCookies.get(mobile);
  if (known) return known;
  mkdirSync(SIGNED_IN_DIR, { recursive: true });
  const file = join(SIGNED_IN_DIR, `${mobile}.json`);
  let lock: number | undefined;
  if (!existsSync(file)) {
    try {
      lock = openSync(`${file}.lock`, 'wx');
    } catch {
      // Another worker is signing this account in: its file comes within a few seconds.
      await expect.poll(() => existsSync(file) || existsSync(`${file}.failed`), { message: `shared sign-in of ${mobile}`, timeout: 60_000 }).toBe(true);
      if (!existsSync(file)) throw new Error(`the shared sign-in of ${mobile} failed in another worker: ${readFileSync(`${file}.failed`, 'utf8')}`);
    }
  }
  if (lock !== undefined) {
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': `10.${rand(255)}.${rand(255)}.${1 + rand(250)}` },
    });
    try {
      await loginAs(await context.newPage(), mobile);
      writeFileSync(`${file}.partial`, JSON.stringify(await context.cookies()));
      renameSync(`${file}.partial`, file);
    } catch (error) {
      writeFileSync(`${file}.failed`, String(error));
      throw error;
    } finally {
      closeSync(lock);
      await context.close();
    }
  }
  const cookies = JSON.parse(readFileSync(file, 'utf8')) as Cookie[];
  signedInCookies.set(mobile, cookies);
  return cookies;
}

/** The platform token in a context's session cookie (Remix signs it, base64 JSON before the signature). */
function sessionToken(cookies: Cookie[]): string | undefined {
  const value = cookies.find((c) => c.name === '__session')?.value;
  if (!value) return undefined;
  try {
    return (JSON.parse(Buffer.from(decodeURIComponent(value).split('.')[0], 'base64').toString()) as { token?: string }).token;
  } catch {
    return undefined;
  }
}

/** Signs out through the header's button and waits for the home page. */
export async function logout(page: Page) {
  const token = sessionToken(await page.context().cookies());
  const shared = token && [...signedInCookies].find(([, cookies]) => sessionToken(cookies) === token);
  if (shared) throw new Error(`logout of ${shared[0]}'s shared session (signedIn) would end it for every test: sign this test in with loginAs`);
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/$/);
}

let plateSeq = 0;
/** A plate no other test uses: 苏E, a seed letter (e.g. the project), four characters of time. */
export function freshPlate(seed: string): string {
  const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  plateSeq += 1;
  let n = Date.now() * 7 + plateSeq * 1_000_003 + (process.pid % 997);
  let out = '';
  for (let i = 0; i < 4; i += 1) {
    out += chars[n % chars.length];
    n = Math.floor(n / chars.length);
  }
  return `苏E${seed}${out}`;
}

let phoneSeq = 0;
/**
 * A phone number no other test uses: 199 + 8 digits from time, worker and a counter. The prefix is
 * fixed: 19 + a time digit made 194 numbers now and then, which is no allocated range (phones.ts).
 */
export function freshPhone(): string {
  phoneSeq += 1;
  const tail = `${Date.now() % 100_000}`.padStart(5, '0') + `${process.pid % 10}` + `${phoneSeq % 100}`.padStart(2, '0');
  return `199${tail.slice(-8)}`;
}

/** The data of a platform answer; fails the test with the platform's message when it is not code 200. */
export async function platformData<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { code: number; message: string; data: unknown };
  expect(body.code, body.message).toBe(200);
  return body.data as T;
}

/**
 * Registers a new account through the platform API (image code, SMS code, encrypted password),
 * for tests that change an account and must not disturb the shared demo accounts.
 */
export async function createUser(
  request: APIRequestContext,
  role: 'individual_shipper' | 'enterprise_shipper' | 'carrier' | 'agent' | 'individual_agent' = 'individual_shipper',
  password = DEMO_PASSWORD,
): Promise<{ mobile: string; password: string }> {
  const { encryptWithSecret } = await import('#contract/auth/crypto');
  const mobile = freshPhone();
  const captcha = await platformData<{ key: string }>(await request.get('/api-platform/api/codes/images'));
  const { answer } = await platformData<{ answer: string }>(await request.get(`/api-platform/api/dev/captcha/${captcha.key}`));
  await platformData(await request.get(`/api-platform/api/codes/sms/${mobile}?type=register&imgCode=${answer}&imgCodeKey=${captcha.key}`));
  const numberCode = await latestSmsCode(request, mobile);
  const { secret, key } = await platformData<{ secret: string; key: string }>(await request.post('/api-platform/api/users/secretKey', { data: {} }));
  await platformData(
    await request.post('/api-platform/api/users/register', {
      data: {
        role,
        mobile,
        numberCode,
        password: encryptWithSecret(password, secret),
        confirm_pwd: encryptWithSecret(password, secret),
        secretKey: key,
      },
    }),
  );
  return { mobile, password };
}

/**
 * A message where a form shows it — beside its field, or for the whole form — not its copy among
 * the error summary's links (app/components/form-errors.tsx) that every failed submit lists first.
 */
export function shownMessage(scope: Page | Locator, text: string | RegExp, options?: { exact?: boolean }): Locator {
  return scope.getByText(text, options).and(scope.locator(':not(.error-summary a)'));
}

/**
 * Signs a demo account in through the platform API (image code + encrypted password) and returns
 * its token, for looking records up as that role. Logins of one phone are rate limited (10 a minute):
 * sign in once per worker and keep the token.
 */
export async function platformToken(request: APIRequestContext, mobile: string, password = DEMO_PASSWORD): Promise<string> {
  const API = '/api-platform/api';
  const { encryptWithSecret } = await import('#contract/auth/crypto');
  const captcha = await platformData<{ key: string }>(await request.get(`${API}/codes/images`));
  const { answer } = await platformData<{ answer: string }>(await request.get(`${API}/dev/captcha/${captcha.key}`));
  const { secret, key } = await platformData<{ secret: string; key: string }>(await request.post(`${API}/users/secretKey`, { data: {} }));
  const login = await platformData<{ token: string }>(
    await request.post(`${API}/users/login`, {
      data: {
        loginType: 'password',
        userName: mobile,
        password: encryptWithSecret(password, secret),
        secretKey: key,
        imgCode: answer,
        imgCodeKey: captcha.key,
      },
    }),
  );
  return login.token;
}

/** The headers that carry a platform token. */
export const tokenHeaders = (token: string) => ({ Authorization: `Bearer ${token}`, token, 'x-access-token': token });
