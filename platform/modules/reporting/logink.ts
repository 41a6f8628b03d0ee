// The channel to the provincial monitoring system through Logink (国家交通运输物流公共信息平台),
// as the public clients use it (Shaun911006/wlhywebservice src/WccyClient.php):
// 1. a token from GET {LOGINK_AUTH_URL}?userid=&password=&resource= → JSON { resultCode: '100000', token };
//    it lasts two hours and is extended while in use, so it is cached and applied for again only
//    after two idle hours or when the endpoint rejects it;
// 2. SOAP `send` to LOGINK_SEND_URL with a WS-Security UsernameToken header (the user and
//    `ticket:<token>`), the business XML base64-encoded in an ExchangeEvent's DataFile.
// SendResult true is code 0000: the message *reached* the monitoring platform (whether it passed
// its rules shows there later); a GenericFault carries Code and ErrorMessage. Every transport
// failure (timeout, refused connection, bad answer) becomes a failed result with its message.
import { randomUUID } from 'node:crypto';
import type { PlatformEnv } from '../../config';
import { formatDateTime } from '../../contract/format';
import { reportSubmissions } from '../../metrics';
import { escapeXml, toXml, XML_DECLARATION } from './message';

export const SUCCESS_CODE = '0000';
const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const TOKEN_IDLE_MS = 2 * 3600_000 - 5 * 60_000;

export type SendResult = { ok: boolean; code: string; message: string; response: string | null };

export type LoginkChannel = {
  configured: boolean;
  senderCode: string;
  recipientCode: string;
  send(xml: string, actionType: string): Promise<SendResult>;
};

/** The message GUIDs of the public clients: 32 hex characters. */
export const newGuid = () => randomUUID().replaceAll('-', '');

/** The SOAP request of `send`: the exact envelope of WccyClient::send (header, then SendRequest). */
export function soapSendEnvelope(input: { user: string; token: string; toAddress: string; actionType: string; xml: string; now: Date }): string {
  const eventId = newGuid();
  // The exchange's dates are China's, whatever the server's zone.
  const day = formatDateTime(input.now, 'YYYY-MM-DD');
  const body = toXml({
    SendRequest: {
      ToAddress: input.toAddress,
      ExchangeEvent: {
        EventID: eventId,
        ActionType: input.actionType,
        ExchangeDataPackage: {
          packageID: eventId,
          transactionID: eventId,
          createTime: day,
          title: input.actionType,
          ExchangeDataPackageUnit: {
            groupID: newGuid(),
            groupSize: '1',
            sequenceInGroup: '1',
            unitID: newGuid(),
            source: 'source',
            createDate: day,
            DataFile: {
              dataFileID: '2',
              fileName: 'file.xml',
              dataFileFormat: 'xml',
              Base64EncodedData: Buffer.from(input.xml, 'utf8').toString('base64'),
              AttachmentData: '',
            },
          },
        },
      },
    },
  });
  return (
    `${XML_DECLARATION}<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:wsse="${WSSE}">` +
    `<soapenv:Header><wsse:Security><wsse:UsernameToken><wsse:Username>${escapeXml(input.user)}</wsse:Username>` +
    `<wsse:Password>${escapeXml(`ticket:${input.token}`)}</wsse:Password></wsse:UsernameToken></wsse:Security></soapenv:Header>` +
    `<soapenv:Body><send>${body}</send></soapenv:Body></soapenv:Envelope>`
  );
}

const tag = (xml: string, name: string) => {
  const m = new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:\\w+:)?${name}>`).exec(xml);
  return m
    ? m[1]
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&')
        .trim()
    : null;
};

/** Reads the answer of `send`: SendResult true → 0000, else the GenericFault's (or SOAP fault's) code and message. */
export function parseSendResponse(xml: string): Omit<SendResult, 'response'> {
  if (tag(xml, 'SendResult') === 'true') return { ok: true, code: SUCCESS_CODE, message: '监测平台已接收' };
  const fault = tag(xml, 'GenericFault') ?? '';
  const code = tag(fault, 'Code') ?? tag(xml, 'faultcode') ?? '9999';
  const message = tag(fault, 'ErrorMessage') ?? tag(xml, 'faultstring') ?? '未知异常';
  return { ok: false, code, message };
}

const describe = (error: unknown) => {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return '连接监测平台超时';
  const cause = error instanceof Error && error.cause instanceof Error ? `：${error.cause.message}` : '';
  return `连接监测平台失败${cause}`;
};

/** The channel of the environment; not configured when any of the endpoint, user or password is missing. */
export function createLoginkChannel(env: PlatformEnv): LoginkChannel {
  const { LOGINK_AUTH_URL: authUrl, LOGINK_SEND_URL: sendUrl, LOGINK_USER: user, LOGINK_PASSWORD: password } = env;
  const resource = env.LOGINK_RESOURCE ?? user ?? '';
  const timeoutMs = env.LOGINK_TIMEOUT_MS;
  const configured = Boolean(authUrl && sendUrl && user && password);
  let cached: { token: string; idleUntil: number } | null = null;

  async function token(): Promise<{ token: string } | SendResult> {
    if (cached && cached.idleUntil > Date.now()) return { token: cached.token };
    const url = new URL(authUrl!);
    url.searchParams.set('userid', user!);
    url.searchParams.set('password', password!);
    url.searchParams.set('resource', resource);
    let text: string;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      text = await res.text();
    } catch (error) {
      return { ok: false, code: 'AUTH', message: describe(error), response: null };
    }
    let parsed: { resultCode?: string; token?: string; resultMsg?: string } = {};
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: reported below with the raw text
    }
    if (parsed.resultCode !== '100000' || !parsed.token) {
      return {
        ok: false,
        code: `AUTH${parsed.resultCode ? `-${parsed.resultCode}` : ''}`,
        message: `申请令牌失败${parsed.resultMsg ? `：${parsed.resultMsg}` : ''}`,
        response: text.slice(0, 2000),
      };
    }
    cached = { token: parsed.token, idleUntil: Date.now() + TOKEN_IDLE_MS };
    return { token: parsed.token };
  }

  return {
    configured,
    senderCode: env.LOGINK_SENDER_CODE ?? '',
    recipientCode: env.LOGINK_RECIPIENT_CODE ?? '',
    async send(xml, actionType) {
      const result = await submit(xml, actionType);
      // the outcome's family (AUTH, NETWORK, CONFIG, …): the provider's own codes would make labels unbounded
      reportSubmissions.inc({ kind: actionType, outcome: result.ok ? 'accepted' : result.code.split('-')[0]! });
      return result;
    },
  };

  async function submit(xml: string, actionType: string): Promise<SendResult> {
    if (!configured) return { ok: false, code: 'CONFIG', message: '未配置省级监测平台上报通道', response: null };
    const got = await token();
    if (!('token' in got)) return got;
    const envelope = soapSendEnvelope({ user: user!, token: got.token, toAddress: env.LOGINK_RECIPIENT_CODE ?? '', actionType, xml, now: new Date() });
    let text: string;
    try {
      const res = await fetch(sendUrl!, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: 'send' },
        body: envelope,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (error) {
      return { ok: false, code: 'NETWORK', message: describe(error), response: null };
    }
    const result = parseSendResponse(text);
    // A rejected or expired token: apply for a new one next time.
    if (!result.ok && /token|令牌|ticket/i.test(result.message)) cached = null;
    else if (cached) cached.idleUntil = Date.now() + TOKEN_IDLE_MS;
    return { ...result, response: text.slice(0, 20_000) };
  }
}
