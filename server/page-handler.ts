// Remix behind Express, with a rendered page written as the string it is.
//
// app/entry.server.tsx renders a page to one string and answers `new Response(html)`. With the
// embedded platform mounted, that Response is @hono/node-server's lightweight one (the listener
// replaces the global), which still holds the string. @remix-run/express's sendRemixResponse
// asked it for its statusText and body, which built a real Response, scanned the page for lone
// surrogates, encoded it to UTF-8 and streamed it to the socket in pieces: about 4 % of a list
// page's request thread. The string is written with one res.end instead. Every other answer (a
// stream, bytes, a redirect without a body, Node's own Response) goes through sendRemixResponse.
import { createRemixRequest, sendRemixResponse, type GetLoadContextFunction } from '@remix-run/express/dist/server.js';
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import type express from 'express';
import { unreadBodyText } from '../app/utils/response-text.server';
import { SESSION_COOKIE } from '../app/utils/session.server';

export function createPageHandler(options: { build: ServerBuild; mode: string; getLoadContext: GetLoadContextFunction }): express.RequestHandler {
  const handleRequest = createRequestHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      const request = createRemixRequest(req, res);
      const response = await handleRequest(request, await options.getLoadContext(req, res));
      keepPrivate(req, response);
      await sendPage(res, response);
    } catch (error) {
      // Express 4 does not catch a rejected handler: the error page is reached through next().
      next(error);
    }
  };
}

const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

/**
 * What a signed-in visitor is sent (pages, their data requests, resource routes) is theirs: no
 * shared cache may keep it and the browser may not show it again from its cache after sign-out
 * (issue 41 item 6). An answer that already says private or no-store keeps its own rule.
 */
export function keepPrivate(req: express.Request, response: Response): void {
  if (!SESSION_COOKIE_PATTERN.test(req.headers.cookie ?? '')) return;
  if (/\b(?:private|no-store)\b/.test(response.headers.get('cache-control') ?? '')) return;
  try {
    response.headers.set('Cache-Control', 'private, no-store');
  } catch {
    // Response.redirect's headers are immutable: a redirect carries nothing to keep.
  }
}

export async function sendPage(res: express.Response, response: Response): Promise<void> {
  const text = unreadBodyText(response);
  if (text === undefined) return sendRemixResponse(res, response);
  res.status(response.status);
  for (const [key, value] of response.headers) res.append(key, value);
  res.end(text);
}
