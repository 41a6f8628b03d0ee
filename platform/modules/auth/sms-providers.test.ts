// SMS through the providers' SDKs to the local stand-ins (tests/support/sms-stand-ins.ts), which
// check each request's signature and parameters as the providers document them.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAliyunSmsStandIn, startTencentSmsStandIn, STAND_IN_KEY, type SmsStandIn } from '../../../tests/support/sms-stand-ins';
import { formatEnvError, parsePlatformEnv } from '../../config';
import { smsCodes, smsOutbox, users } from '../../db/schema';
import { notify } from '../workspace/notify';
import { createLogger } from '../../log';
import { SMS_SENT_MESSAGE } from './sms';
import { providerFromEnv, redeliverQueued, sendQueuedNotices, SMS_FAILED_MESSAGE, SMS_NOTICE_TTL_MS } from './sms-providers';
import { openTestPlatform, type TestPlatform } from './testing';

const TEMPLATES = {
  SMS_TEMPLATE_LOGIN: 'SMS_100001',
  SMS_TEMPLATE_REGISTER: 'SMS_100002',
  SMS_TEMPLATE_FIND_PWD: 'SMS_100003',
  SMS_TEMPLATE_MODIFY_BINDING_PHONE: 'SMS_100004',
  SMS_TEMPLATE_ROLE: 'SMS_100005',
  SMS_TEMPLATE_PAY_PWD: 'SMS_100006',
  SMS_TEMPLATE_NOTICE: 'SMS_100007',
};

const envOf = (provider: 'aliyun' | 'tencent', standIn: SmsStandIn, secret = STAND_IN_KEY.secret) => ({
  SMS_PROVIDER: provider,
  SMS_ACCESS_KEY_ID: STAND_IN_KEY.id,
  SMS_ACCESS_KEY_SECRET: secret,
  SMS_ENDPOINT: standIn.url,
  SMS_SIGN_NAME: '运宝网络货运',
  SMS_SDK_APP_ID: '1400000001',
  SMS_TIMEOUT_MS: '400',
  ...TEMPLATES,
});

let phoneSeq = 0;
/** A phone of its own per test: the 60 s window of one phone does not carry over. */
const freshPhone = (provider: string) =>
  `139${provider === 'aliyun' ? '1' : '2'}${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(4, '0')}`;

describe.each([
  ['aliyun', startAliyunSmsStandIn],
  ['tencent', startTencentSmsStandIn],
] as const)('SMS through %s', (provider, start) => {
  let standIn: SmsStandIn;
  let t: TestPlatform;
  const lastRow = async (mobile: string) => (await t.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile)).orderBy(desc(smsOutbox.id)).limit(1))[0];

  beforeAll(async () => {
    standIn = await start();
    t = await openTestPlatform(envOf(provider, standIn));
  });

  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it('sends a login code through the SDK, signed as the provider checks it, and records it as sent', async () => {
    standIn.mode = 'ok';
    const mobile = freshPhone(provider);
    const sent = await t.requestSms(mobile, 'register');
    expect(sent.body).toMatchObject({ code: 200, message: SMS_SENT_MESSAGE });
    expect(standIn.rejected).toEqual([]);
    const [code] = await t.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(standIn.received.at(-1)).toEqual({
      mobile: provider === 'tencent' ? `+86${mobile}` : mobile,
      signName: '运宝网络货运',
      template: TEMPLATES.SMS_TEMPLATE_REGISTER,
      code: code.code,
    });
    expect(await lastRow(mobile)).toMatchObject({ provider, status: 'sent', attempts: 1, providerMessageId: expect.any(String), providerCode: null });
  });

  it('records the provider’s error code and tells the user the send failed, never a 500', async () => {
    standIn.mode = 'error';
    const mobile = freshPhone(provider);
    const sent = await t.requestSms(mobile, 'register');
    expect(sent.status).toBe(400);
    expect(sent.body).toMatchObject({ code: 400, message: SMS_FAILED_MESSAGE });
    expect(await lastRow(mobile)).toMatchObject({ status: 'failed', attempts: 1, providerCode: standIn.errorCode });
    // the code that was not sent is forgotten: the user may ask again at once
    expect(await t.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile))).toEqual([]);
  });

  it('keeps a message the provider did not answer queued and sends it on the retry of the sms.redeliver job', async () => {
    standIn.mode = 'timeout';
    const mobile = freshPhone(provider);
    const sent = await t.requestSms(mobile, 'register');
    expect(sent.body).toMatchObject({ code: 200, message: SMS_SENT_MESSAGE });
    expect(await lastRow(mobile)).toMatchObject({ status: 'queued', attempts: 1, providerCode: 'timeout' });
    standIn.mode = 'ok';
    const sdk = providerFromEnv(parsePlatformEnv({ NODE_ENV: 'test', ...envOf(provider, standIn) }))!;
    const outcome = await redeliverQueued(t.db, createLogger('silent'), sdk);
    expect(outcome.sent).toBeGreaterThanOrEqual(1);
    expect(await lastRow(mobile)).toMatchObject({ status: 'sent', attempts: 2, providerMessageId: expect.any(String) });
    expect(standIn.received.at(-1)?.mobile).toContain(mobile);
  });

  it('sends the hand-over notices notify() queued, once each, with the notice template and the title as its variable (issue 42)', async () => {
    standIn.mode = 'ok';
    const sdk = providerFromEnv(parsePlatformEnv({ NODE_ENV: 'test', ...envOf(provider, standIn) }))!;
    const log = createLogger('silent');
    await sendQueuedNotices(t.db, log, sdk); // what earlier tests left
    const mobile = freshPhone(provider);
    const [user] = await t.db.insert(users).values({ mobile, smsNotices: true }).returning();
    const title = '派车单PC2026112900001已装货，装货重量32.00吨';
    await t.db.transaction((tx) => notify(tx, user.id, { type: 'waybill', title, content: '司机已装货。', link: '/logistics/sendCardetail?id=1' }));
    expect(await lastRow(mobile)).toMatchObject({ type: 'notice', provider: 'outbox', status: 'queued', attempts: 0, content: title.slice(0, 35) });
    expect(await sendQueuedNotices(t.db, log, sdk)).toEqual({ sent: 1, failed: 0, queued: 0 });
    expect(standIn.received.at(-1)).toEqual({
      mobile: provider === 'tencent' ? `+86${mobile}` : mobile,
      signName: '运宝网络货运',
      template: TEMPLATES.SMS_TEMPLATE_NOTICE,
      code: title.slice(0, 35),
    });
    expect(await lastRow(mobile)).toMatchObject({ provider, status: 'sent', attempts: 1, providerMessageId: expect.any(String) });
    // the next run sends nothing again
    const received = standIn.received.length;
    expect(await sendQueuedNotices(t.db, log, sdk)).toEqual({ sent: 0, failed: 0, queued: 0 });
    expect(standIn.received.length).toBe(received);
    // a notice older than an hour is dropped as stale, not sent
    await t.db.transaction((tx) => notify(tx, user.id, { type: 'payment', title: '运费已到账', content: '…' }));
    expect(await sendQueuedNotices(t.db, log, sdk, Date.now() + SMS_NOTICE_TTL_MS + 1000)).toEqual({ sent: 0, failed: 1, queued: 0 });
    expect(await lastRow(mobile)).toMatchObject({ status: 'failed', providerCode: 'expired' });
    expect(standIn.received.length).toBe(received);
  });

  it('is refused by the stand-in when signed with another secret', async () => {
    standIn.mode = 'ok';
    const forged = providerFromEnv(parsePlatformEnv({ NODE_ENV: 'test', ...envOf(provider, standIn, 'not-the-secret-at-all') }))!;
    const before = standIn.received.length;
    const answer = await forged.send(freshPhone(provider), 'phone_no_login', '123456');
    expect(answer.outcome).toBe('refused');
    expect(standIn.rejected.at(-1)).toMatch(/Signature/);
    expect(standIn.received.length).toBe(before);
  });
});

describe('SMS configuration', () => {
  it('keeps the outbox as the development default', () => {
    expect(parsePlatformEnv({}).SMS_PROVIDER).toBe('outbox');
    expect(providerFromEnv(parsePlatformEnv({}))).toBeNull();
  });

  it('stops the start with one line naming a missing variable of the provider', () => {
    let message = '';
    try {
      parsePlatformEnv({ SMS_PROVIDER: 'tencent', SMS_ACCESS_KEY_ID: 'a', SMS_ACCESS_KEY_SECRET: 'b', SMS_SIGN_NAME: 'c', ...TEMPLATES });
    } catch (error) {
      message = formatEnvError(error);
    }
    expect(message).toBe('Invalid environment: SMS_SDK_APP_ID is required with sms_provider=tencent');
  });
});
