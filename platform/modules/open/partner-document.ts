// The partner document (issue 51): the OpenAPI 3 document of the open endpoints under /open/v1,
// generated from the same route-table entries the platform serves (nothing written by hand but the
// introduction), and the plain summary of it the /open/docs page renders.
import { OpenAPIHono } from '@hono/zod-openapi';
import { OPEN_ERRORS } from '../../contract/open/messages';
import type { PartnerGuide } from '../../contract/open/guide';
import { routeOf } from '../../http/routes';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS } from '../../contract/open/webhook-messages';
import { OPEN_RATE_LIMIT_PER_MINUTE, SIGNATURE_WINDOW_SECONDS } from './gateway';
import { WEBHOOK_BACKOFF_MINUTES, WEBHOOK_GIVE_UP_MS, WEBHOOK_HEADERS, WEBHOOK_PAUSE_AFTER, WEBHOOK_TIMEOUT_MS, webhookSignature } from './webhook-delivery';
import { eventBody } from './webhook-events';
import { openEndpoints } from './endpoints';

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  description?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
};
type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Document = {
  servers?: { url: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

const SIGNING = [
  '每个请求带四个请求头：X-Open-Key（密钥 ID）、X-Open-Timestamp（Unix 秒）、X-Open-Nonce（16–64 位字母数字，每次不同）、X-Open-Signature。',
  '签名原文为五行，以换行符连接：大写的方法、从 /open/v1 起的路径连同查询串、时间戳、随机串、请求体的 SHA-256（十六进制；无请求体时为空串的 SHA-256）。',
  '签名密钥 = HMAC-SHA256(密钥, "freight-open-v1")；签名 = HMAC-SHA256(签名密钥, 签名原文)，十六进制小写。',
  `时间戳与服务器时间相差不得超过 ${SIGNATURE_WINDOW_SECONDS / 60} 分钟；同一随机串只能使用一次。每个密钥每分钟最多 ${OPEN_RATE_LIMIT_PER_MINUTE} 次请求。`,
  'POST 请求可带 Idempotency-Key（1–64 位字母数字）：同一密钥、同一幂等键的重试返回第一次的应答，不会重复下单。',
].join('\n');

let cachedDocument: Document | undefined;

/**
 * Where partners send requests: the site's root (PUBLIC_URL when it is set, else this server, '/'),
 * under which every path of the document starts with /open/v1 — the app server answers /open/v1/…
 * itself (server/open-mount.ts), and the signature covers the path from /open/v1 on.
 */
export function partnerServers(publicUrl: string | undefined): NonNullable<Document['servers']> {
  return [{ url: publicUrl ? publicUrl.replace(/\/+$/, '') : '/', description: '本站根地址：开放接口位于 /open/v1/…，签名覆盖从 /open/v1 起的路径' }];
}

/** The partner OpenAPI document: every open endpoint at /open/v1 + its path, with the signature as its security. */
export function partnerDocument(publicUrl?: string): Document {
  if (cachedDocument) return { ...cachedDocument, servers: partnerServers(publicUrl) };
  const app = new OpenAPIHono();
  for (const { endpoint } of openEndpoints()) {
    const route = routeOf({ ...endpoint, path: `/open/v1${endpoint.path}` });
    app.openapi({ ...route, security: [{ openSignature: [] }] } as never, (() => new Response()) as never);
  }
  app.openAPIRegistry.registerComponent('securitySchemes', 'openSignature', {
    type: 'apiKey',
    in: 'header',
    name: 'X-Open-Signature',
    description: SIGNING,
  });
  cachedDocument = app.getOpenAPIDocument({
    openapi: '3.0.0',
    info: {
      title: '货运平台开放接口',
      version: '1.0.0',
      description: `所有接口返回 { code, message, data }，code 为 200 表示成功；被拒绝时 data.error 为机器可读的错误码，data.field 指出出错的字段。\n\n${SIGNING}`,
    },
  }) as unknown as Document;
  return { ...cachedDocument, servers: partnerServers(publicUrl) };
}

function resolve(doc: Document, schema: Schema | undefined, depth = 0): Schema | undefined {
  if (!schema || depth > 6) return schema;
  if (schema.$ref) return resolve(doc, doc.components?.schemas?.[schema.$ref.split('/').pop()!], depth + 1);
  const parts = schema.allOf ?? (schema.properties ? undefined : (schema.anyOf ?? schema.oneOf));
  if (parts) {
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of parts.map((p) => resolve(doc, p, depth + 1))) {
      if (!part?.properties) continue;
      Object.assign(merged.properties!, part.properties);
      merged.required!.push(...(part.required ?? []));
    }
    return Object.keys(merged.properties!).length ? merged : (resolve(doc, parts[0], depth + 1) ?? schema);
  }
  return schema;
}

function typeOf(doc: Document, schema: Schema | undefined): string {
  const s = resolve(doc, schema);
  if (!s) return '任意';
  if (s.enum) return `${s.type ?? 'string'}（${s.enum.map(String).join(' / ')}）`.slice(0, 120);
  if (s.type === 'array') return `${typeOf(doc, s.items)} 数组`;
  return s.type ?? (s.anyOf || s.oneOf ? '多种' : '对象');
}

const HEADER_MEANINGS: Record<keyof typeof WEBHOOK_HEADERS, string> = {
  id: '事件 ID（UUID）。同一事件的每次重试都相同，接收方按它去重。',
  event: '事件类型，即下表中的事件名；测试推送为 ping。',
  timestamp: '本次推送的时间（Unix 秒），每次重试重新生成，参与签名。',
  signature: 'HMAC-SHA256(推送地址的签名密钥, 时间戳 + "." + 原样的请求体)，十六进制小写。',
};

/** The worked example: a ping as 发送测试 sends it, signed by the same function every delivery uses. */
function webhookExample(): PartnerGuide['webhooks']['example'] {
  const secret = 'whsec_0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
  const timestamp = 1764400000;
  const body = JSON.stringify(
    eventBody(
      '7d3f6a52-1c4e-4b8a-9f2d-5e6c7b8a9d01',
      'ping',
      'webhook',
      1,
      { endpointId: 1, url: 'https://erp.example.com/hooks' },
      new Date(timestamp * 1000),
    ),
  );
  return { secret, timestamp, body, signature: webhookSignature(secret, timestamp, body) };
}

function webhookGuide(): PartnerGuide['webhooks'] {
  return {
    events: WEBHOOK_EVENTS.map((type) => ({ type, label: WEBHOOK_EVENT_LABELS[type] })),
    headers: (Object.keys(WEBHOOK_HEADERS) as (keyof typeof WEBHOOK_HEADERS)[]).map((key) => ({
      key,
      name: WEBHOOK_HEADERS[key],
      description: HEADER_MEANINGS[key],
    })),
    backoffMinutes: [...WEBHOOK_BACKOFF_MINUTES],
    giveUpHours: WEBHOOK_GIVE_UP_MS / 3_600_000,
    pauseAfter: WEBHOOK_PAUSE_AFTER,
    timeoutSeconds: WEBHOOK_TIMEOUT_MS / 1000,
    example: webhookExample(),
  };
}

/** The document as the docs page shows it: each endpoint with its scope and its fields. */
export function partnerGuide(sandbox: PartnerGuide['sandbox'] = null): PartnerGuide {
  const doc = partnerDocument();
  const scopes = new Map(openEndpoints().map((e) => [`${e.method} /open/v1${e.endpoint.path}`, e.endpoint.permission]));
  const endpoints = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const fields: PartnerGuide['endpoints'][number]['fields'] = (op.parameters ?? []).map((p) => ({
        name: p.name,
        location: p.in === 'path' ? '路径' : '查询串',
        required: Boolean(p.required),
        type: typeOf(doc, p.schema),
        description: resolve(doc, p.schema)?.description ?? '',
      }));
      const body = resolve(doc, op.requestBody?.content?.['application/json']?.schema);
      for (const [name, field] of Object.entries(body?.properties ?? {})) {
        fields.push({
          name,
          location: '请求体',
          required: body?.required?.includes(name) ?? false,
          type: typeOf(doc, field),
          description: resolve(doc, field)?.description ?? '',
        });
      }
      return {
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        tag: op.tags?.[0] ?? '',
        scope: scopes.get(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, '{$1}')}`) ?? '',
        fields,
      };
    }),
  );
  return {
    sandbox,
    signing: SIGNING.split('\n'),
    errors: Object.values(OPEN_ERRORS).map(([code, error, message]) => ({ code, error, message })),
    webhooks: webhookGuide(),
    endpoints,
  };
}
