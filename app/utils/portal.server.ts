// Server helpers of the public site: platform reads that turn the platform's 404/400 envelopes
// into the page's own status, and rich text made safe to render.
import type { AppLoadContext } from '@remix-run/node';
import { CODES } from '#contract/codes';
import { sanitizeRichText } from '#contract/portal/rich-text';
import { callPlatform, type CallOptions } from './platform.server';

type Caller = { request: Request; context: AppLoadContext };

/**
 * Anonymous platform read for a public page. A 404 envelope becomes a 404 page, a 400 envelope
 * (a hand-edited URL) a 400 page with the platform's message; anything else a 503/500 page.
 */
export async function publicRead<T>(caller: Caller, path: string, options: Omit<CallOptions, 'token'> = {}): Promise<T> {
  const envelope = await callPlatform<T>(caller, path, { ...options, token: null });
  if (envelope.code === CODES.SUCCESS) return envelope.data;
  if (envelope.code === CODES.NOT_FOUND) throw new Response(envelope.message, { status: 404, statusText: 'Not Found' });
  if (envelope.code === CODES.BAD_REQUEST) throw new Response(envelope.message, { status: 400, statusText: 'Bad Request' });
  throw new Response(envelope.message || '平台服务暂时无法访问，请稍后刷新重试', { status: 503 });
}

/** The platform sanitises rich text already; the page sanitises again before dangerouslySetInnerHTML. */
export function safeHtml(html: string): string {
  return sanitizeRichText(html);
}

/** A same-site path of this request, for `/login?redirect=`. */
export function currentPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** A platform document by key, made safe to render. */
export async function loadPlatformPage(caller: Caller, key: string) {
  const page = await publicRead<import('#contract/portal/schemas').PlatformPage>(caller, `/platformInfo/getByKey/${encodeURIComponent(key)}`);
  return { ...page, contentHtml: safeHtml(page.contentHtml) };
}
