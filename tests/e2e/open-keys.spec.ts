// The open platform's screens (issue 51), without and with JavaScript: a company administrator makes
// an API key, sees its secret once, the key signs a request, the administrator revokes it and the
// next request is refused; the partner page reads without JavaScript. Retry-safe: every attempt makes
// (and revokes) a key of its own name.
import { execFileSync } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './accessible';
import { unreadable } from './readable-text';
import { DEMO_ACCOUNTS, expect, shownMessage, signedIn, test } from './fixtures';

/** A signed POST to the open API at the site's root, as a partner's ERP sends it (the scheme and address of /open/docs). */
async function signedPost(request: APIRequestContext, key: { keyId: string; secret: string }, path: string, json: unknown) {
  const body = JSON.stringify(json);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signingKey = createHmac('sha256', key.secret).update('freight-open-v1').digest();
  const text = ['POST', `/open/v1${path}`, timestamp, nonce, createHash('sha256').update(body).digest('hex')].join('\n');
  const answer = await request.post(`/open/v1${path}`, {
    headers: {
      'content-type': 'application/json',
      'x-open-key': key.keyId,
      'x-open-timestamp': timestamp,
      'x-open-nonce': nonce,
      'x-open-signature': createHmac('sha256', signingKey).update(text).digest('hex'),
    },
    data: body,
  });
  return (await answer.json()) as { code: number; data: { error?: string } | null };
}

test('an administrator creates a key, sees its secret once, and revokes it; the key stops on its next request', async ({ page, request }, info) => {
  await signedIn(page, DEMO_ACCOUNTS.enterpriseShipper.mobile);
  const name = `ERP${info.project.name}${info.retry}-${Date.now() % 1_000_000}`;
  await page.goto('/open/keys');
  await expect(page.getByRole('heading', { name: '接口密钥', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '新建密钥' }).click();
  const form = page.getByRole('form', { name: '新建接口密钥' });
  await form.getByLabel('密钥名称（如 ERP 对接）').fill(name);
  await form.getByRole('checkbox', { name: /^我的货源/ }).check();
  await form.getByRole('button', { name: '保存' }).click();

  const shown = shownMessage(page, /密钥已创建/);
  await expect(shown).toBeVisible();
  const text = (await shown.textContent())!;
  const keyId = text.match(/ak_[0-9a-f]{24}/)![0];
  const secret = text.match(/sk_[A-Za-z0-9_-]{43}/)![0];
  const row = page.getByRole('row').filter({ hasText: keyId });
  await expect(row).toContainText(name);
  await expect(row).toContainText('有效');

  // once: the next view of the screen lists the key without its secret
  await page.goto('/open/keys');
  await expect(page.getByRole('row').filter({ hasText: keyId })).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  // the key works for its scope, not beyond it
  expect((await signedPost(request, { keyId, secret }, '/goodsSource/myPagination', { pageNumber: 1, pageSize: 10 })).code).toBe(200);
  expect((await signedPost(request, { keyId, secret }, '/order/pagination', { pageNumber: 1, pageSize: 10 })).data?.error).toBe('scope_missing');

  // revoking asks first, on its own URL
  await page.getByRole('link', { name: `吊销 ${name}` }).click();
  await expect(page.getByRole('heading', { name: `吊销密钥：${name}` })).toBeVisible();
  await page.getByRole('button', { name: '确定吊销' }).click();
  await expect(shownMessage(page, '密钥已吊销，下一次请求起即失效')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: keyId })).toContainText('已吊销');
  const refused = await signedPost(request, { keyId, secret }, '/goodsSource/myPagination', { pageNumber: 1, pageSize: 10 });
  expect(refused).toMatchObject({ code: 401, data: { error: 'key_invalid' } });
  await expectAccessible(page, info.project.use.javaScriptEnabled !== false);
});

test('a key without a name or a scope is refused at its fields', async ({ page }) => {
  await signedIn(page, DEMO_ACCOUNTS.enterpriseShipper.mobile);
  await page.goto('/open/keys?create=1');
  const form = page.getByRole('form', { name: '新建接口密钥' });
  await form.getByLabel(/^IP白名单/).fill('300.1.1.1');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(shownMessage(form, '请输入密钥名称')).toBeVisible();
  await expect(shownMessage(form, '请至少选择一项接口权限')).toBeVisible();
  await expect(shownMessage(form, /请输入正确的IP地址或网段/)).toBeVisible();
});

test('the partner page shows the signing scheme, the examples, the endpoints and the demo’s sandbox key', async ({ page }, info) => {
  await page.goto('/open/docs');
  await expect(page.getByRole('heading', { name: '开放接口文档', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '示例：shell（curl + openssl）' })).toBeVisible();
  await expect(page.getByText('openssl dgst -sha256 -mac HMAC', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'POST /open/v1/goodsSource/save' })).toBeVisible();
  await expect(page.getByTestId('open-sandbox')).toContainText('ak_sandbox_demo_steel_shipper');
  await expectAccessible(page, info.project.use.javaScriptEnabled !== false);
});

test('the partner page explains webhooks: events, headers, retries, and examples that verify the signature as printed', async ({ page }, info) => {
  await page.goto('/open/docs');
  const section = page.getByTestId('open-webhooks');
  await expect(section.getByRole('heading', { name: '事件推送（Webhook）', level: 2 })).toBeVisible();
  for (const name of ['bill.paid', 'waybill.signed', 'X-Webhook-Id', 'X-Webhook-Timestamp', 'X-Webhook-Signature'])
    await expect(section.locator('table code', { hasText: new RegExp(`^${name.replace('.', '\\.')}$`) })).toBeVisible();
  await expect(section).toContainText('1、5、15、30、60、120、240、480 分钟');
  await expect(section).toContainText('24 小时后放弃');
  // the screen crawl's reading rule: raw keys belong in <code>, never in the prose (accessibility.spec.ts)
  let prose = await section.innerText();
  for (const raw of await section.locator('code').allInnerTexts()) if (raw) prose = prose.replace(raw, '');
  expect(unreadable(prose)).toEqual([]);
  // the examples, copied from the page as a partner would, verify the page's worked example
  const shell = await page.getByTestId('open-webhook-shell').innerText();
  expect(execFileSync('bash', ['-c', shell], { encoding: 'utf8' }).trim()).toBe('签名正确');
  const node = (await page.getByTestId('open-webhook-node').innerText()).split('// 接收端')[0];
  expect(execFileSync(process.execPath, ['--input-type=module', '-e', node], { encoding: 'utf8' }).trim()).toBe('签名正确');
  await expectAccessible(page, info.project.use.javaScriptEnabled !== false);
});

test('the app server answers the open API at /open/v1, as the partner page names it', async ({ page, request }) => {
  await page.goto('/open/docs');
  const origin = new URL(page.url()).origin;
  await expect(page.getByText(`${origin}/open/v1/…`)).toBeVisible();
  const documentLink = page.getByRole('link', { name: '/open/v1/openapi.json' });
  await expect(documentLink).toHaveAttribute('href', '/open/v1/openapi.json');
  const doc = await request.get('/open/v1/openapi.json');
  expect(doc.status()).toBe(200);
  const body = (await doc.json()) as { servers: { url: string }[]; paths: object };
  expect(body.servers[0]?.url).toBe('/');
  expect(Object.keys(body.paths)).toContain('/open/v1/order/pagination');
  // unsigned: the gateway's refusal in the open API's envelope (not a page, not the load shedder's)
  const unsigned = await request.post('/open/v1/order/pagination', { data: { pageNumber: 1, pageSize: 10 } });
  expect(unsigned.status()).toBe(401);
  expect(await unsigned.json()).toMatchObject({ code: 401, data: { error: 'signature_missing' } });
});
