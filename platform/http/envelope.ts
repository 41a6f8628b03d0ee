// The `{ code, message, data }` envelope on the wire, and its OpenAPI description.
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CODES, fail, ok, type Envelope } from '../contract/codes';

export { ok, fail, CODES, type Envelope };

export function envelopeSchema<T extends z.ZodTypeAny>(data: T) {
  return z.object({
    code: z.number().int().openapi({ example: 200 }),
    message: z.string().openapi({ example: '操作成功' }),
    data: data.nullable(),
  });
}

/** Route response block: every endpoint answers 200 with the envelope (plus error envelopes). */
export function jsonResponses<T extends z.ZodTypeAny>(data: T, description: string) {
  return {
    200: { content: { 'application/json': { schema: envelopeSchema(data) } }, description },
    400: { content: { 'application/json': { schema: envelopeSchema(z.null()) } }, description: '参数错误' },
  } as const;
}

/**
 * Envelope codes that are also HTTP statuses (400, 403, 404, 500) travel with that status so
 * proxies and logs see them; business codes (9941, 50008, ...) travel as HTTP 200.
 */
/** A required JSON request body validated by the schema. */
export function jsonBody<T extends z.ZodTypeAny>(schema: T) {
  return { body: { content: { 'application/json': { schema } }, required: true } };
}

/** The platform's page shape: { records, total, pageNumber, pageSize }. */
export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({ records: z.array(item), total: z.number(), pageNumber: z.number(), pageSize: z.number() });
}

export function httpStatusFor(code: number): ContentfulStatusCode {
  return (code >= 400 && code < 600 ? code : 200) as ContentfulStatusCode;
}

export function sendEnvelope(c: Context, envelope: Envelope<unknown>) {
  return c.json(envelope, httpStatusFor(envelope.code));
}

/**
 * A body refused for its size: 413, and the connection closes after the answer. The rest of the
 * body is never read, so on a kept-alive connection its bytes would be parsed as the next request
 * (another user's, behind a proxy that reuses upstream connections).
 */
export function sendTooLarge(c: Context, message: string, data: unknown = null) {
  c.header('Connection', 'close');
  return sendEnvelope(c, fail(CODES.PAYLOAD_TOO_LARGE, message, data));
}
