// The web server's last error handler: an error no route answered becomes a short Chinese page,
// never Express's default one, which prints the stack trace (file paths included) whenever
// NODE_ENV is not production (issue 41 item 8: /news/news/details/%E0%A4%A in test mode).
import type { ErrorRequestHandler } from 'express';
import type { Logger } from '../platform/log';
import { refusalPage } from './body-limit';

/** The status an error asks for (Express's own: a malformed URL is 400), else 500. */
function statusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status < 600 ? status : 500;
}

export function errorPages(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    // Half an answer is out: only closing the connection is left, which Express's handler does.
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = statusOf(error);
    const requestId = String((req as { id?: unknown }).id ?? '');
    if (status >= 500) log.error({ err: error, reqId: requestId, url: req.originalUrl.slice(0, 200) }, 'page request failed');
    const page =
      status < 500
        ? refusalPage('页面地址有误', ['地址中有无法识别的字符，请检查链接是否完整，或从首页重新进入。'], '/')
        : refusalPage('服务器繁忙', [`请稍后再试（请求编号：${requestId}）`], '/');
    res.status(status).set('Cache-Control', 'no-store').type('html').send(page);
  };
}
