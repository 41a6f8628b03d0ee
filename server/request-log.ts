// The request log: one short line per request (id, method, path with secrets redacted, status,
// time), and the request id every answer carries. It replaced pino-http (decision 009, lever 41),
// which made two child loggers per request (one bound to the request, serialised at once, one for
// the response) and attached six listeners, on every page, even at LOG_LEVEL=warn where no line of
// a 2xx answer is written. The line's shape is pino-http's: req, res, responseTime, and the messages
// 'request completed' / 'request errored'. Headers (cookies, tokens) stay out.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { redactQuery, type Logger } from '../platform/log';

declare module 'http' {
  interface IncomingMessage {
    /** The request's id (requestLog below): echoed as x-request-id, handed to the platform and the error page. */
    id: string;
  }
}

const REQUEST_ID = /^[\w-]{8,64}$/;

/** The caller's own x-request-id when it is a plausible id, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

type LoggedRequest = IncomingMessage & { originalUrl?: string };

/**
 * Middleware: gives the request its id (`req.id`, echoed as x-request-id) and, unless `ignore`
 * says it is noise (static files, health probes), logs it once its answer is finished or its
 * connection closed: at info, or at error for a 5xx.
 */
export function requestLog(log: Logger, ignore: (req: IncomingMessage) => boolean) {
  return (req: LoggedRequest, res: ServerResponse, next: () => void) => {
    const id = requestIdOf(req);
    req.id = id;
    res.setHeader('x-request-id', id);
    if (ignore(req)) return next();
    // the path as the client sent it, before any mount rewrote req.url
    const url = req.originalUrl ?? req.url ?? '';
    const started = Date.now();
    // 'close' comes after 'finish' for an answer sent in full, and alone for a connection that
    // closed first: one listener, one line.
    res.once('close', () => {
      const line = { req: { id, method: req.method, url: redactQuery(url) }, res: { statusCode: res.statusCode }, responseTime: Date.now() - started };
      if (res.statusCode >= 500) log.error({ ...line, err: new Error(`failed with status code ${res.statusCode}`) }, 'request errored');
      else log.info(line, 'request completed');
    });
    next();
  };
}
