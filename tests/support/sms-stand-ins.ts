// Local stand-ins for the two SMS providers (external systems, so platform tests talk to these).
// Each checks every request the way its provider documents it and answers like it:
// - Alibaba Cloud SMS (dysmsapi 2017-05-25, RPC style): the query's AccessKeyId, SignatureMethod
//   HMAC-SHA1, SignatureVersion 1.0, a fresh SignatureNonce, a Timestamp within 15 minutes, and the
//   Signature = base64(HMAC-SHA1(secret + '&', METHOD&%2F&percentEncode(sorted, percent-encoded query)));
//   SendSms's PhoneNumbers, SignName, TemplateCode, TemplateParam (JSON).
// - Tencent Cloud SMS (2021-01-11): Authorization TC3-HMAC-SHA256 over the canonical request
//   (content-type;host, the body's SHA-256), X-TC-Action SendSms, X-TC-Timestamp within 5 minutes;
//   the body's SmsSdkAppId, SignName, TemplateId, PhoneNumberSet in +86 form.
// `mode`: 'ok' sends, 'error' answers the provider's error code, 'timeout' never answers.
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SmsStandInMode = 'ok' | 'error' | 'timeout';
/** `code` is the template's variable: a code, or (Tencent's one parameter, Alibaba's `title`) a notice's title. */
export type SmsReceived = { mobile: string; signName: string; template: string; code: string };

export type SmsStandIn = {
  url: string;
  mode: SmsStandInMode;
  /** the messages it accepted as correctly signed */
  received: SmsReceived[];
  /** why it refused requests (a bad signature, a missing parameter) */
  rejected: string[];
  /** the provider's error code it answers in 'error' mode */
  errorCode: string;
  close(): Promise<void>;
};

export const STAND_IN_KEY = { id: 'LTAI-stand-in-key', secret: 'stand-in-secret-0123456789' };

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

async function serve(handle: (req: IncomingMessage, body: Buffer, res: ServerResponse, state: SmsStandIn) => void, errorCode: string): Promise<SmsStandIn> {
  const held = new Set<ServerResponse>();
  const state: SmsStandIn = { url: '', mode: 'ok', received: [], rejected: [], errorCode, close: async () => {} };
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (state.mode === 'timeout') {
      held.add(res); // never answered: the caller gives up
      return;
    }
    res.setHeader('content-type', 'application/json; charset=utf-8');
    handle(req, body, res, state);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = async () => {
    for (const res of held) res.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return state;
}

/** Alibaba's percent-encoding of the RPC signature (RFC 3986, space as %20). */
const aliEncode = (text: string) =>
  encodeURIComponent(text).replace(/!/g, '%21').replace(/'/g, '%27').replace(/\(/g, '%28').replace(/\)/g, '%29').replace(/\*/g, '%2A');

export function aliyunSignature(method: string, params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${aliEncode(key)}=${aliEncode(params[key])}`)
    .join('&');
  return createHmac('sha1', `${secret}&`)
    .update(`${method}&${aliEncode('/')}&${aliEncode(canonical)}`)
    .digest('base64');
}

export function startAliyunSmsStandIn(): Promise<SmsStandIn> {
  const nonces = new Set<string>();
  return serve((req, body, res, state) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    for (const [key, value] of new URLSearchParams(body.toString('utf8'))) params[key] = value;
    const requestId = createHash('md5').update(String(Math.random())).digest('hex').toUpperCase();
    const refuse = (status: number, code: string, message: string) => {
      state.rejected.push(`${code}: ${message}`);
      res.statusCode = status;
      res.end(JSON.stringify({ Code: code, Message: message, RequestId: requestId }));
    };
    const { Signature: signature, ...signed } = params;
    for (const name of ['AccessKeyId', 'SignatureMethod', 'SignatureVersion', 'SignatureNonce', 'Timestamp', 'Action', 'Version', 'Format']) {
      if (!signed[name]) return refuse(400, 'MissingParameter', `${name} is mandatory for this action.`);
    }
    if (signed.AccessKeyId !== STAND_IN_KEY.id) return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    if (signed.SignatureMethod !== 'HMAC-SHA1' || signed.SignatureVersion !== '1.0') return refuse(400, 'InvalidSignatureMethod', 'HMAC-SHA1 1.0 expected.');
    if (Math.abs(Date.parse(signed.Timestamp) - Date.now()) > 15 * 60_000 || !/Z$/.test(signed.Timestamp))
      return refuse(400, 'InvalidTimeStamp.Expired', 'Timestamp is out of range.');
    if (nonces.has(signed.SignatureNonce)) return refuse(400, 'SignatureNonceUsed', 'The nonce was used.');
    if (!signature || signature !== aliyunSignature(req.method ?? 'POST', signed, STAND_IN_KEY.secret)) {
      return refuse(400, 'IncompleteSignature', 'The request signature does not conform to Aliyun standards.');
    }
    nonces.add(signed.SignatureNonce);
    if (signed.Action !== 'SendSms' || signed.Version !== '2017-05-25') return refuse(400, 'InvalidAction', 'Specified api is not found.');
    for (const name of ['PhoneNumbers', 'SignName', 'TemplateCode']) if (!signed[name]) return refuse(400, 'MissingParameter', `${name} is mandatory.`);
    let templateParam: { code?: string; title?: string };
    try {
      templateParam = JSON.parse(signed.TemplateParam ?? '') as { code?: string; title?: string };
    } catch {
      return refuse(400, 'isv.INVALID_JSON_PARAM', 'TemplateParam is not JSON.');
    }
    if (state.mode === 'error') {
      // a business refusal: HTTP 200 with the code, as the real API answers one
      res.end(JSON.stringify({ Code: state.errorCode, Message: '触发号码天级流控', RequestId: requestId }));
      return;
    }
    state.received.push({
      mobile: signed.PhoneNumbers,
      signName: signed.SignName,
      template: signed.TemplateCode,
      code: String(templateParam.code ?? templateParam.title ?? ''),
    });
    res.end(JSON.stringify({ Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0`, RequestId: requestId }));
  }, 'isv.BUSINESS_LIMIT_CONTROL');
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

export function startTencentSmsStandIn(): Promise<SmsStandIn> {
  return serve((req, body, res, state) => {
    const requestId = `stand-in-${Date.now()}`;
    const answer = (response: Record<string, unknown>) => res.end(JSON.stringify({ Response: { ...response, RequestId: requestId } }));
    const refuse = (code: string, message: string) => {
      state.rejected.push(`${code}: ${message}`);
      answer({ Error: { Code: code, Message: message } });
    };
    const header = (name: string) => String(req.headers[name] ?? '');
    const match = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([a-z;-]+), Signature=([0-9a-f]{64})$/.exec(
      header('authorization'),
    );
    if (!match) return refuse('AuthFailure.SignatureFailure', 'Authorization is not TC3-HMAC-SHA256.');
    const [, secretId, date, service, signedHeaders, signature] = match;
    if (secretId !== STAND_IN_KEY.id) return refuse('AuthFailure.SecretIdNotFound', 'The SecretId is not found.');
    const timestamp = Number(header('x-tc-timestamp'));
    if (!Number.isInteger(timestamp) || Math.abs(timestamp * 1000 - Date.now()) > 5 * 60_000)
      return refuse('AuthFailure.SignatureExpire', 'Signature expired.');
    if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date)
      return refuse('AuthFailure.SignatureFailure', 'The credential date is not the timestamp’s.');
    const headers = signedHeaders
      .split(';')
      // the host is signed without the port (the SDK signs the URL's host name)
      .map((name) => `${name}:${name === 'host' ? header('host').replace(/:\d+$/, '') : header(name)}\n`)
      .join('');
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const canonical = [req.method, url.pathname, url.search.slice(1), headers, signedHeaders, sha256Hex(body)].join('\n');
    const toSign = ['TC3-HMAC-SHA256', String(timestamp), `${date}/${service}/tc3_request`, sha256Hex(canonical)].join('\n');
    const key = hmac(hmac(hmac(`TC3${STAND_IN_KEY.secret}`, date), service), 'tc3_request');
    if (createHmac('sha256', key).update(toSign).digest('hex') !== signature)
      return refuse('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.');
    if (header('x-tc-action') !== 'SendSms' || header('x-tc-version') !== '2021-01-11') return refuse('InvalidAction', 'Only SendSms 2021-01-11.');
    const request = JSON.parse(body.toString('utf8') || '{}') as {
      SmsSdkAppId?: string;
      SignName?: string;
      TemplateId?: string;
      PhoneNumberSet?: string[];
      TemplateParamSet?: string[];
    };
    if (!request.SmsSdkAppId || !request.SignName || !request.TemplateId)
      return refuse('MissingParameter', 'SmsSdkAppId, SignName and TemplateId are required.');
    const phone = request.PhoneNumberSet?.[0] ?? '';
    if (!/^\+861\d{10}$/.test(phone)) return refuse('InvalidParameterValue.IncorrectPhoneNumber', 'PhoneNumberSet must be in +86 form.');
    if (state.mode === 'error') {
      answer({ SendStatusSet: [{ SerialNo: '', PhoneNumber: phone, Fee: 0, Code: state.errorCode, Message: 'the number has reached its daily limit' }] });
      return;
    }
    state.received.push({ mobile: phone, signName: request.SignName, template: request.TemplateId, code: request.TemplateParamSet?.[0] ?? '' });
    answer({ SendStatusSet: [{ SerialNo: `2645:${Date.now()}`, PhoneNumber: phone, Fee: 1, Code: 'Ok', Message: 'send success' }] });
  }, 'LimitExceeded.PhoneNumberDailyLimit');
}
