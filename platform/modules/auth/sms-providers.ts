// SMS through a real provider (issue 49), chosen by SMS_PROVIDER: Alibaba Cloud SMS (dysmsapi, RPC
// signature HMAC-SHA1) or Tencent Cloud SMS (TC3-HMAC-SHA256). Every message is a row of sms_outbox
// with its delivery status: queued, then sent (with the provider's id) or failed (with its code).
// The request makes the first attempt itself, so a refusal by the provider reaches the user at
// once; an attempt the provider did not answer (a timeout, a broken connection) stays queued and
// the sms.redeliver job tries it again, at most SMS_MAX_ATTEMPTS times while the code is live.
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { SMS_TEMPLATE_VARIABLES, type PlatformEnv } from '../../config';
import { CODES } from '../../contract/codes';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { refuse } from '../../http/refusal';
import type { Logger } from '../../log';
import { smsMessages } from '../../metrics';
import type { JobRunner } from '../jobs/runner';
import { SMS_NOTICE } from '../workspace/notify';
import { SMS_CODE_TTL_MS, type SmsCodeType, type SmsSender } from './sms';

/** What the user reads when the provider refused the message (the send-code screens show it). */
export const SMS_FAILED_MESSAGE = '短信发送失败，请稍后再试';
/** attempts per message: the request's own and two by the sms.redeliver job */
export const SMS_MAX_ATTEMPTS = 3;
export const SMS_REDELIVER_JOB = 'sms.redeliver';
export const SMS_NOTICES_JOB = 'sms.notices';
/** A hand-over notice not carried within an hour is dropped as stale (a code lives five minutes). */
export const SMS_NOTICE_TTL_MS = 60 * 60_000;

/** What a message is: a verification code of a screen, or the SMS copy of a hand-over message (its title the variable). */
export type SmsKind = SmsCodeType | typeof SMS_NOTICE;

export type ProviderAnswer = { outcome: 'sent'; messageId: string } | { outcome: 'refused'; code: string } | { outcome: 'unanswered'; reason: string };

export interface SmsProvider {
  name: 'aliyun' | 'tencent';
  /** `value` is the template's one variable: the code, or a notice's title */
  send(mobile: string, type: SmsKind, value: string): Promise<ProviderAnswer>;
}

export type ProviderSettings = {
  accessKeyId: string;
  accessKeySecret: string;
  region: string;
  /** http(s)://host[:port]; the provider's public endpoint unless set */
  endpoint?: string;
  signName: string;
  sdkAppId?: string;
  /** the template of each code type, and of hand-over notices when SMS_TEMPLATE_NOTICE is set */
  templates: Record<SmsCodeType, string> & { notice?: string };
  timeoutMs: number;
};

const TEMPLATE_OF: Record<(typeof SMS_TEMPLATE_VARIABLES)[number], SmsCodeType> = {
  SMS_TEMPLATE_LOGIN: 'phone_no_login',
  SMS_TEMPLATE_REGISTER: 'register',
  SMS_TEMPLATE_FIND_PWD: 'find_pwd',
  SMS_TEMPLATE_MODIFY_BINDING_PHONE: 'modify_binding_phone',
  SMS_TEMPLATE_ROLE: 'role',
  SMS_TEMPLATE_PAY_PWD: 'pay_pwd',
};

/** The provider SMS_PROVIDER names, or null for the outbox (parsePlatformEnv has checked the rest is there). */
export function providerFromEnv(env: PlatformEnv): SmsProvider | null {
  if (env.SMS_PROVIDER === 'outbox') return null;
  const templates = {} as ProviderSettings['templates'];
  for (const variable of SMS_TEMPLATE_VARIABLES) templates[TEMPLATE_OF[variable]] = env[variable]!;
  if (env.SMS_TEMPLATE_NOTICE) templates.notice = env.SMS_TEMPLATE_NOTICE;
  // Signing a contract by SMS (issue 46) came after the templates were approved: until a template of
  // its own is, the identity-check one carries its code.
  templates.contract_sign = env.SMS_TEMPLATE_CONTRACT_SIGN ?? env.SMS_TEMPLATE_ROLE!;
  const settings: ProviderSettings = {
    accessKeyId: env.SMS_ACCESS_KEY_ID!,
    accessKeySecret: env.SMS_ACCESS_KEY_SECRET!,
    region: env.SMS_REGION ?? (env.SMS_PROVIDER === 'aliyun' ? 'cn-hangzhou' : 'ap-guangzhou'),
    endpoint: env.SMS_ENDPOINT,
    signName: env.SMS_SIGN_NAME!,
    sdkAppId: env.SMS_SDK_APP_ID,
    templates,
    timeoutMs: env.SMS_TIMEOUT_MS,
  };
  return env.SMS_PROVIDER === 'aliyun' ? aliyunProvider(settings) : tencentProvider(settings);
}

/** An SDK error that carries the provider's own code is a refusal; any other (timeout, socket) went unanswered. */
function answerOfError(error: unknown): ProviderAnswer {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code !== '' && !/^E[A-Z]+$/.test(code) && !/timeout/i.test(code)) return { outcome: 'refused', code };
  return { outcome: 'unanswered', reason: error instanceof Error ? error.message : String(error) };
}

function endpointParts(endpoint: string | undefined, fallback: string): { protocol: 'http' | 'https'; host: string } {
  if (!endpoint) return { protocol: 'https', host: fallback };
  const url = new URL(endpoint);
  return { protocol: url.protocol === 'http:' ? 'http' : 'https', host: url.host };
}

// Each provider's SDK is loaded at its first message, not with this module: Alibaba's costs ~0.6 s of
// CPU to load, Tencent's ~0.1 s, paid by every process (and every test file) that imports the
// platform, where most run with the outbox.
async function aliyunClient(settings: ProviderSettings, protocol: 'http' | 'https', host: string) {
  const [sdk, { Config: AliyunConfig }] = await Promise.all([import('@alicloud/dysmsapi20170525'), import('@alicloud/openapi-client')]);
  const { SendSmsRequest } = sdk;
  // The SDK is CommonJS with its client as `exports.default`. vitest and tsx hand that over as the
  // module's default; Node's own loader, which runs the bundled server, hands over the whole
  // `exports` (where `new` failed: "Dysmsapi is not a constructor").
  const exported: unknown = sdk.default;
  const Dysmsapi = (typeof exported === 'function' ? exported : (exported as { default: unknown }).default) as typeof sdk.default;
  const client = new Dysmsapi(
    new AliyunConfig({
      accessKeyId: settings.accessKeyId,
      accessKeySecret: settings.accessKeySecret,
      regionId: settings.region,
      endpoint: host,
      protocol,
      // 'v2' selects the RPC style's documented signature (HMAC-SHA1 of the canonicalised query)
      signatureAlgorithm: 'v2',
      connectTimeout: settings.timeoutMs,
      readTimeout: settings.timeoutMs,
    }) as ConstructorParameters<typeof Dysmsapi>[0],
  );
  return { client, SendSmsRequest };
}

export function aliyunProvider(settings: ProviderSettings): SmsProvider {
  const { protocol, host } = endpointParts(settings.endpoint, 'dysmsapi.aliyuncs.com');
  let connected: ReturnType<typeof aliyunClient> | undefined;
  return {
    name: 'aliyun',
    async send(mobile, type, value) {
      const templateCode = settings.templates[type];
      if (!templateCode) return { outcome: 'refused', code: 'NO_TEMPLATE' };
      const { client, SendSmsRequest } = await (connected ??= aliyunClient(settings, protocol, host));
      try {
        const answer = await client.sendSms(
          new SendSmsRequest({
            phoneNumbers: mobile,
            signName: settings.signName,
            templateCode,
            templateParam: JSON.stringify(type === SMS_NOTICE ? { title: value } : { code: value }),
          }),
        );
        const body = answer.body;
        if (body?.code === 'OK' && body.bizId) return { outcome: 'sent', messageId: body.bizId };
        return { outcome: 'refused', code: body?.code ?? 'UNKNOWN' };
      } catch (error) {
        return answerOfError(error);
      }
    },
  };
}

async function tencentClient(settings: ProviderSettings, protocol: 'http' | 'https', host: string) {
  const tencentcloud = await import('tencentcloud-sdk-nodejs-sms');
  return new tencentcloud.sms.v20210111.Client({
    credential: { secretId: settings.accessKeyId, secretKey: settings.accessKeySecret },
    region: settings.region,
    profile: { signMethod: 'TC3-HMAC-SHA256', httpProfile: { endpoint: host, protocol: `${protocol}://`, reqTimeout: Math.ceil(settings.timeoutMs / 1000) } },
  });
}

export function tencentProvider(settings: ProviderSettings): SmsProvider {
  const { protocol, host } = endpointParts(settings.endpoint, 'sms.tencentcloudapi.com');
  let connected: ReturnType<typeof tencentClient> | undefined;
  return {
    name: 'tencent',
    async send(mobile, type, value) {
      const templateId = settings.templates[type];
      if (!templateId) return { outcome: 'refused', code: 'NO_TEMPLATE' };
      const client = await (connected ??= tencentClient(settings, protocol, host));
      try {
        const answer = await client.SendSms({
          PhoneNumberSet: [`+86${mobile}`],
          SmsSdkAppId: settings.sdkAppId!,
          SignName: settings.signName,
          TemplateId: templateId,
          TemplateParamSet: [value],
        });
        const status = answer.SendStatusSet?.[0];
        if (status?.Code === 'Ok' && status.SerialNo) return { outcome: 'sent', messageId: status.SerialNo };
        return { outcome: 'refused', code: status?.Code ?? 'UNKNOWN' };
      } catch (error) {
        return answerOfError(error);
      }
    },
  };
}

type OutboxRow = typeof smsOutbox.$inferSelect;

/** One attempt at a queued message; the row records the outcome. */
async function attempt(db: Db, log: Logger, provider: SmsProvider, row: OutboxRow): Promise<'sent' | 'queued' | 'failed'> {
  // a notice's variable is its title, kept as the row's content (workspace/notify.ts)
  const answer = await provider.send(row.mobile, row.type as SmsKind, row.type === SMS_NOTICE ? row.content : (row.code ?? ''));
  const attempts = row.attempts + 1;
  const where = and(eq(smsOutbox.id, row.id), eq(smsOutbox.status, 'queued'));
  if (answer.outcome === 'sent') {
    await db.update(smsOutbox).set({ status: 'sent', attempts, providerMessageId: answer.messageId, providerCode: null }).where(where);
    smsMessages.inc({ type: row.type, outcome: 'sent' });
    return 'sent';
  }
  const code = answer.outcome === 'refused' ? answer.code : 'timeout';
  const again = answer.outcome === 'unanswered' && attempts < SMS_MAX_ATTEMPTS;
  await db
    .update(smsOutbox)
    .set({ status: again ? 'queued' : 'failed', attempts, providerCode: code })
    .where(where);
  smsMessages.inc({ type: row.type, outcome: again ? 'retry' : 'failed' });
  log.warn({ mobile: row.mobile, type: row.type, provider: provider.name, code, attempts }, again ? 'sms not answered, will retry' : 'sms failed');
  return again ? 'queued' : 'failed';
}

/** The sender of SMS_PROVIDER=aliyun|tencent: the outbox row, then the first attempt in the request. */
export function providerSender(db: Db, log: Logger, provider: SmsProvider): SmsSender {
  return {
    async send(mobile, type, content, code) {
      const [row] = await db.insert(smsOutbox).values({ mobile, type, content, code, provider: provider.name, status: 'queued' }).returning();
      const outcome = await attempt(db, log, provider, row);
      // Refused (a bad number, a limit of the provider, a template it does not know): the user is told at once.
      if (outcome === 'failed') refuse(SMS_FAILED_MESSAGE, CODES.BAD_REQUEST);
      // 'queued': not answered in time; sms.redeliver tries again while the code is live.
    },
  };
}

/** Tries each message left queued after an unanswered attempt; a code past its 5 minutes fails as expired. */
export async function redeliverQueued(db: Db, log: Logger, provider: SmsProvider, now = Date.now()): Promise<{ sent: number; failed: number; queued: number }> {
  const due = await db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.status, 'queued'), eq(smsOutbox.provider, provider.name), gt(smsOutbox.attempts, 0)))
    .orderBy(asc(smsOutbox.createdAt))
    .limit(100);
  const counts = { sent: 0, failed: 0, queued: 0 };
  for (const row of due) {
    if (row.createdAt.getTime() + (row.type === SMS_NOTICE ? SMS_NOTICE_TTL_MS : SMS_CODE_TTL_MS) <= now) {
      await db
        .update(smsOutbox)
        .set({ status: 'failed', providerCode: 'expired' })
        .where(and(eq(smsOutbox.id, row.id), eq(smsOutbox.status, 'queued')));
      counts.failed += 1;
      continue;
    }
    counts[await attempt(db, log, provider, row)] += 1;
  }
  return counts;
}

/**
 * Hands the hand-over notices queued by notify() (in the outbox, not yet tried) to the provider:
 * each is claimed for it first (skip locked, so two runs never take the same one), then tried once;
 * one it did not answer is left to redeliverQueued. Stale ones (SMS_NOTICE_TTL_MS) fail as expired.
 */
export async function sendQueuedNotices(
  db: Db,
  log: Logger,
  provider: SmsProvider,
  now = Date.now(),
): Promise<{ sent: number; failed: number; queued: number }> {
  const stale = new Date(now - SMS_NOTICE_TTL_MS);
  const pending = db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.type, SMS_NOTICE), eq(smsOutbox.provider, 'outbox'), eq(smsOutbox.status, 'queued')))
    .orderBy(asc(smsOutbox.createdAt))
    .limit(100)
    .for('update', { skipLocked: true });
  const claimed = await db.update(smsOutbox).set({ provider: provider.name }).where(inArray(smsOutbox.id, pending)).returning();
  const counts = { sent: 0, failed: 0, queued: 0 };
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    if (row.createdAt <= stale) {
      await db.update(smsOutbox).set({ status: 'failed', providerCode: 'expired' }).where(eq(smsOutbox.id, row.id));
      counts.failed += 1;
      continue;
    }
    counts[await attempt(db, log, provider, row)] += 1;
  }
  return counts;
}

/**
 * Every minute, one node at a time: the messages a provider did not answer are tried again, and
 * the hand-over notices queued since are sent (when the provider has a notice template).
 */
export async function scheduleSmsRedelivery(runner: JobRunner, db: Db, log: Logger, provider: SmsProvider | null, noticeTemplate?: string): Promise<void> {
  if (!provider) return;
  await runner.define({ name: SMS_REDELIVER_JOB, oneAtATime: true, pollSeconds: 10, run: async () => redeliverQueued(db, log, provider) });
  await runner.schedule(SMS_REDELIVER_JOB, '* * * * *');
  if (!noticeTemplate) return;
  await runner.define({ name: SMS_NOTICES_JOB, oneAtATime: true, pollSeconds: 10, run: async () => sendQueuedNotices(db, log, provider) });
  await runner.schedule(SMS_NOTICES_JOB, '* * * * *');
}

/** Whether hand-over notices can reach a phone: the development outbox keeps them, a provider needs SMS_TEMPLATE_NOTICE. */
export const smsNoticesAvailable = (env: PlatformEnv): boolean => env.SMS_PROVIDER === 'outbox' || Boolean(env.SMS_TEMPLATE_NOTICE);

/** The sender the areas use: the provider's, or the outbox of development. */
export function senderFor(db: Db, log: Logger, env: PlatformEnv, outbox: SmsSender): SmsSender {
  const provider = providerFromEnv(env);
  return provider ? providerSender(db, log, provider) : outbox;
}
