// The SMS providers as the production server runs them: bundled by esbuild with the packages left to
// node_modules (scripts/build-server.mjs) and loaded by Node's own ESM loader. vitest and tsx hand a
// CommonJS package's `exports.default` over as the module's default, Node hands over `exports`
// itself: the Alibaba client was once built from the wrong one ("Dysmsapi is not a constructor")
// and every test under vitest still passed. Each provider sends one code to its stand-in here.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAliyunSmsStandIn, startTencentSmsStandIn, STAND_IN_KEY, type SmsStandIn } from '../../../tests/support/sms-stand-ins';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
let dir: string;
let bundle: string;

beforeAll(async () => {
  // Inside the checkout (tests/.tmp, ignored by git), so that the bundle's bare imports resolve from its node_modules.
  mkdirSync(path.join(root, 'tests/.tmp'), { recursive: true });
  dir = mkdtempSync(path.join(root, 'tests/.tmp/sms-bundle-'));
  bundle = path.join(dir, 'sms-providers.mjs');
  await build({
    entryPoints: [path.join(root, 'platform/modules/auth/sms-providers.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each([
  { name: 'aliyun' as const, start: startAliyunSmsStandIn },
  { name: 'tencent' as const, start: startTencentSmsStandIn },
])('the bundled $name provider under Node’s own loader', ({ name, start }) => {
  let standIn: SmsStandIn;
  beforeAll(async () => {
    standIn = await start();
  });
  afterAll(async () => {
    await standIn?.close();
  });

  it('sends a code to the stand-in, which accepts its signature', async () => {
    standIn.mode = 'ok';
    const settings = {
      accessKeyId: STAND_IN_KEY.id,
      accessKeySecret: STAND_IN_KEY.secret,
      region: name === 'aliyun' ? 'cn-hangzhou' : 'ap-guangzhou',
      endpoint: standIn.url,
      signName: '运宝网络货运',
      sdkAppId: '1400000001',
      templates: { phone_no_login: 'SMS_100001' },
      timeoutMs: 5000,
    };
    const script = `
      const { ${name}Provider } = await import(${JSON.stringify(new URL(`file://${bundle}`).href)});
      const answer = await ${name}Provider(${JSON.stringify(settings)}).send('13912340001', 'phone_no_login', '482913');
      console.log(JSON.stringify(answer));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: root, timeout: 60_000 });
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toMatchObject({ outcome: 'sent' });
    expect(standIn.rejected).toEqual([]);
    expect(standIn.received.at(-1)?.mobile).toContain('13912340001');
  });
});
