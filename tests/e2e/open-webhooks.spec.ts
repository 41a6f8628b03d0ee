// 事件推送 (issue 51), without and with JavaScript: a company administrator registers a webhook on a
// receiver the test starts (which checks every signature with the secret shown once), sends the test
// event and finds it delivered in the endpoint's log, filters the log by the URL, pauses the endpoint
// and deletes it. Retry-safe: each attempt registers (and deletes) an endpoint of its own path.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectAccessible } from './accessible';
import { DEMO_ACCOUNTS, expect, shownMessage, signedIn, test } from './fixtures';
import { expectFitsPhone } from './phone-fit';

type Heard = { path: string; event: string; signatureOk: boolean; body: { id: string; type: string } };

/** A partner's receiver: it answers 200 and records whether each request's signature matches `secret`. */
function startReceiver() {
  const heard: Heard[] = [];
  let secret = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const expected = createHmac('sha256', secret).update(`${req.headers['x-webhook-timestamp']}.${body}`).digest('hex');
      heard.push({
        path: req.url ?? '',
        event: String(req.headers['x-webhook-event']),
        signatureOk: expected === req.headers['x-webhook-signature'],
        body: JSON.parse(body),
      });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok, received');
    });
  });
  return {
    heard,
    setSecret: (s: string) => (secret = s),
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('an administrator registers a webhook, sees the secret once, sees a delivery in its log, pauses and deletes it', async ({ page }, info) => {
  const receiver = startReceiver();
  const port = await receiver.listen();
  try {
    await signedIn(page, DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const url = `http://127.0.0.1:${port}/hooks/${info.project.name}-${info.retry}-${Date.now() % 1_000_000}`;
    await page.goto('/open/webhooks');
    await expect(page.getByRole('heading', { name: '事件推送', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: '登记推送地址' }).click();
    const form = page.getByRole('form', { name: '登记推送地址' });
    // nothing ticked: refused at the events
    await form.getByLabel(/^接收地址/).fill(url);
    await form.getByRole('button', { name: '保存' }).click();
    await expect(shownMessage(form, '请至少选择一项事件')).toBeVisible();
    await form.getByRole('checkbox', { name: /^派车单已签收/ }).check();
    await form.getByRole('checkbox', { name: /^结算单已付清/ }).check();
    await form.getByRole('button', { name: '保存' }).click();

    const shown = shownMessage(page, /推送地址已登记/);
    await expect(shown).toBeVisible();
    const secret = (await shown.textContent())!.match(/whsec_[A-Za-z0-9_-]{43}/)![0];
    receiver.setSecret(secret);
    const row = page.getByRole('row').filter({ hasText: url });
    await expect(row).toContainText('派车单已签收');
    await expect(row).toContainText('推送中');
    // once: the list shown again does not carry it
    await page.goto('/open/webhooks');
    expect(await page.content()).not.toContain(secret);

    // the test event goes out now and lands in the log
    await page.getByRole('button', { name: `发送测试 ${url}` }).click();
    await expect(shownMessage(page, '已发送测试事件，结果见推送记录')).toBeVisible();
    await expect(page.getByRole('heading', { name: '推送记录', level: 1 })).toBeVisible();
    const delivery = page.getByRole('row').filter({ hasText: '测试事件' });
    await expect(delivery).toContainText('已送达');
    await expect(delivery).toContainText('200');
    await expect(delivery).toContainText('ok, received');
    const heard = receiver.heard.filter((h) => url.endsWith(h.path));
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ event: 'ping', signatureOk: true, body: { type: 'ping' } });
    await expect(delivery).toContainText(heard[0].body.id);

    // the log's filters live in the URL
    await page.getByLabel('推送状态').selectOption('failed');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/status=failed/);
    await expect(page.getByText('暂无推送记录')).toBeVisible();
    await expectFitsPhone(page);
    await expectAccessible(page, info.project.use.javaScriptEnabled !== false);

    // pause, then delete (asked first, on its own URL)
    await page.goto('/open/webhooks');
    await page.getByRole('button', { name: `暂停 ${url}` }).click();
    await expect(shownMessage(page, /已暂停推送/)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: url })).toContainText('已暂停');
    await expect(page.getByRole('button', { name: `恢复 ${url}` })).toBeVisible();
    await expectAccessible(page, info.project.use.javaScriptEnabled !== false);
    await page.getByRole('link', { name: `删除 ${url}` }).click();
    await page.getByRole('button', { name: '确定删除' }).click();
    await expect(shownMessage(page, '推送地址已删除，不再推送')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: url })).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});
