// The developer tools' route table (DEV_TOOLS=1, never in production; elsewhere every path answers
// 404 '接口不存在'): the SMS outbox and captcha answers that let tests and local users sign in, the
// phone's SMS codes aged as if time had passed (the 60 s resend wait, without waiting it out), a
// bank stand-in entry the platform never heard of (a reconciliation difference), the
// signed-in user's latest requests, and the OpenAPI document the developer console browses.
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { phoneSchema } from '../validators';

// The document's JSON schemas nest without bound; the console reads the first levels and the rest
// passes through as the platform wrote it (no z.lazy: the OpenAPI generator cannot describe it).
const jsonSchema = z
  .object({
    type: z.string().optional(),
    $ref: z.string().optional(),
    description: z.string().optional(),
    required: z.array(z.string()).optional(),
    properties: z.record(z.object({ type: z.string().optional(), $ref: z.string().optional() }).passthrough()).optional(),
  })
  .passthrough();

const operation = z
  .object({
    tags: z.array(z.string()).optional(),
    summary: z.string().optional(),
    parameters: z
      .array(z.object({ name: z.string(), in: z.string(), required: z.boolean().optional(), schema: jsonSchema.optional() }).passthrough())
      .optional(),
    requestBody: z
      .object({ content: z.record(z.object({ schema: jsonSchema.optional() }).passthrough()).optional() })
      .passthrough()
      .optional(),
  })
  .passthrough();

export const openApiDocument = z
  .object({
    openapi: z.string(),
    info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }),
    paths: z.record(z.record(operation)),
    components: z
      .object({ schemas: z.record(jsonSchema).optional() })
      .passthrough()
      .optional(),
  })
  .passthrough();

export const recordedRequest = z.object({ id: z.string(), method: z.string(), path: z.string(), status: z.number(), ms: z.number(), at: z.string() });
export type RecordedRequest = z.infer<typeof recordedRequest>;

export const devApi = endpoints(['开发工具'], {
  outbox: {
    permission: 'public',
    method: 'get',
    path: '/dev/outbox',
    auth: false,
    summary: '最近发送到某手机号的 10 条短信，最新的在前（仅开发/测试环境）',
    query: z.object({ mobile: phoneSchema }),
    response: z.array(z.object({ type: z.string(), code: z.string().nullable(), content: z.string(), createdAt: z.string() })),
  },
  captchaAnswer: {
    permission: 'public',
    method: 'get',
    path: '/dev/captcha/{key}',
    auth: false,
    summary: '未使用的图形验证码的答案（仅开发/测试环境）',
    params: z.object({ key: z.string().min(1).max(64) }),
    response: z.object({ answer: z.string() }),
  },
  smsAge: {
    permission: 'public',
    method: 'post',
    path: '/dev/sms/{mobile}/age',
    auth: false,
    summary: '把发送到某手机号的短信验证码和短信提前若干秒，如同时间已过去（60 秒重发间隔、5 分钟有效期随之推进；仅开发/测试环境）',
    params: z.object({ mobile: phoneSchema }),
    body: z.object({
      seconds: z
        .number()
        .int()
        .min(1)
        .max(24 * 3600),
    }),
    response: z.object({ codes: z.number() }),
  },
  requests: {
    permission: 'signed-in',
    method: 'get',
    path: '/dev/requests',
    summary: '当前用户最近 30 次平台请求（请求编号、方法、路径、状态、耗时；最新的在前；仅开发/测试环境）',
    response: z.array(recordedRequest),
  },
  bankUnheardTopUp: {
    permission: 'public',
    method: 'post',
    path: '/dev/bank/unheardTopUp',
    auth: false,
    summary: '让存管银行替身记一笔平台未收到通知的充值，使当日对账文件与平台不一致（对账差异；仅开发/测试环境且启用银行替身时）',
    body: z.object({ amountFen: z.number().int().min(1).max(100_000_000) }),
    response: z.object({ serial: z.string() }),
  },
  openapi: {
    permission: 'public',
    method: 'get',
    path: '/dev/openapi',
    auth: false,
    summary: '平台 OpenAPI 文档（包在统一响应结构中，供开发者控制台浏览；仅开发/测试环境）',
    response: openApiDocument,
  },
});
