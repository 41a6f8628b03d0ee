// Request-body limits of the web server's pages (form posts), and clean keep-alive connections for every answer.
import type { NextFunction, Request, Response } from 'express';
import { closeWhenBodyUnread } from '../platform/http/unread-body';

/** URL-encoded forms: the news editor's 200 000 characters of HTML, percent-encoded (up to 9 bytes a character), fit. */
export const FORM_BODY_LIMIT = 4 * 1024 * 1024;
/** Multipart forms: at most six files of 10 MB (MAX_FORM_BYTES of app/utils/files.server.ts) and the fields. */
export const MULTIPART_BODY_LIMIT = 61 * 1024 * 1024;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A page that needs no stylesheet, script or session: it is sent before any of them run. */
export function refusalPage(title: string, lines: string[], back: string): string {
  return [
    '<!doctype html>',
    '<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>错误：${escapeHtml(title)}</title></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(back)}">返回</a></p></main></body></html>`,
  ].join('');
}

/** Where "返回" goes: the page the form was on when it is ours, else the home page. */
function backLink(req: Request): string {
  const referer = req.get('referer');
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    return url.host === req.get('host') ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

/**
 * Every answer: `Connection: close` when it goes out before its request body was read (see
 * platform/http/unread-body.ts). Page posts (not the platform API and the open API under
 * `apiPrefixes`, which have their own limits): a declared body over the limit is refused at once with 413, a Chinese page and
 * `Connection: close`, before Remix would read it into memory; a body without a declared length
 * (chunked — no browser sends a form so) gets 411.
 */
export function bodyLimits(apiPrefixes: readonly string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    closeWhenBodyUnread(req, res);
    if (apiPrefixes.some((prefix) => req.path.startsWith(prefix)) || req.method === 'GET' || req.method === 'HEAD') return next();
    const declared = req.get('content-length');
    const multipart = /^multipart\/form-data/i.test(req.get('content-type') ?? '');
    const limit = multipart ? MULTIPART_BODY_LIMIT : FORM_BODY_LIMIT;
    if (declared === undefined && req.get('transfer-encoding')) {
      res.set('Connection', 'close');
      res
        .status(411)
        .type('html')
        .send(refusalPage('请求缺少长度', ['提交的内容缺少 Content-Length，服务器无法接收。请使用浏览器重新提交表单。'], backLink(req)));
      return;
    }
    if (declared !== undefined && Number(declared) > limit) {
      res.set('Connection', 'close');
      const mb = Math.floor(limit / 1024 / 1024);
      res
        .status(413)
        .type('html')
        .send(refusalPage('提交的内容过大', [`本次提交超过 ${mb} MB，服务器未接收。`, '请减少文字内容或附件后重新提交。'], backLink(req)));
      return;
    }
    next();
  };
}
