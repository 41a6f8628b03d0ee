// The platform's one error layer: whatever a handler or middleware throws ends here, installed by
// platform/app.ts with app.onError (the area routers mounted with app.route() have no handler of
// their own, so their errors reach it too). A Refusal becomes its envelope with the matching HTTP
// status; an ended session the 403 envelope; Hono's own 4xx our envelope and language; anything
// else is logged and answered 500 with the request id.
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from '../log';
import { NotAuthenticated, notAuthenticatedResponse } from './auth';
import type { PlatformBindings } from './context';
import { CODES, fail, sendEnvelope } from './envelope';
import { Refusal } from './refusal';

export function errorHandler(log: Logger): ErrorHandler<PlatformBindings> {
  return (error, c) => {
    if (error instanceof Refusal) return sendEnvelope(c, fail(error.code, error.message, error.data));
    if (error instanceof NotAuthenticated) return notAuthenticatedResponse(c);
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own 400s (malformed JSON, bad content type) get our envelope and language.
      const message = /json/i.test(error.message) ? '请求体不是有效的 JSON' : '请求参数不正确';
      return sendEnvelope(c, fail(error.status === 400 ? CODES.BAD_REQUEST : error.status, message));
    }
    const reqId = c.get('requestId');
    (c.get('log') ?? log).error({ err: error, reqId, path: c.req.path }, 'platform request failed');
    return sendEnvelope(c, fail(CODES.SERVER_ERROR, `服务器繁忙，请稍后再试（请求编号：${reqId}）`));
  };
}
