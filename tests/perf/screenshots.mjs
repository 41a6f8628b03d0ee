// Screenshots of key pages with and without JS, to compare the styling before and after a change to
// the stylesheets (per-route CSS, issue 15). Starts the built server of <app dir> (default: this
// checkout) on a scratch database with DEV_TOOLS=1 and writes PNGs to <out dir>.
//   node tests/perf/screenshots.mjs <out dir> [app dir]
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { serverArgs } from './server-command.mjs';

const [outDir, appDir = process.cwd()] = process.argv.slice(2);
if (!outDir) throw new Error('usage: node tests/perf/screenshots.mjs <out dir> [app dir]');
mkdirSync(outDir, { recursive: true });

const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = path.join('/tmp', `screens-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const server = spawn('node', serverArgs(), {
  cwd: appDir,
  env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEV_TOOLS: '1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = new Promise((resolve) => server.on('exit', resolve));

try {
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error('server did not start');
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  for (const js of [false, true]) {
    const context = await browser.newContext({ baseURL: base, javaScriptEnabled: js, viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    const shot = async (name) => {
      await page.waitForLoadState('load');
      await page.screenshot({ path: path.join(outDir, `${name}-${js ? 'js' : 'nojs'}.png`), fullPage: true });
    };
    await page.goto('/login');
    await shot('login');
    await page.goto('/');
    await shot('home');
    await page.goto('/list-goods');
    await shot('list-goods');
    // sign in through the form, the image code answer from the dev endpoint
    await page.goto('/login');
    await page.getByLabel('手机号').fill('13800000003');
    await page.getByLabel('密码', { exact: true }).fill('Demo1234');
    const key = await page.locator('input[name="imgCodeKey"]').first().inputValue();
    const answer = (await (await page.request.get(`/api-platform/api/dev/captcha/${key}`)).json()).data.answer;
    await page.getByLabel('图形验证码').fill(answer);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/user/dispatchOrderList');
    await shot('dispatchOrderList');
    await page.goto('/logistics/vehicle');
    await shot('vehicle');
    await page.goto('/logistics/vehicleEdit');
    await shot('vehicleEdit');
    // a failed submit: the error summary and the inline messages
    await page.getByRole('button', { name: '保存' }).click();
    await shot('vehicleEdit-errors');
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`screenshots in ${outDir}`);
