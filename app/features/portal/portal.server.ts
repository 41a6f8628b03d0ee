// Server helpers of the public site: anonymous platform reads that turn the platform's 404/400
// envelopes into the page's own status, public lists that show a refused filter in place, and rich
// text made safe to render.
import type { Envelope } from '#contract/codes';
import { CODES } from '#contract/codes';
import { sanitizeRichText } from '#contract/portal/rich-text';
import { api } from '#app/utils/api.server';
import type { Caller } from '#app/utils/platform.server';

/** The public site calls the platform as nobody, whoever is signed in. */
export const ANONYMOUS = { token: null } as const;

/**
 * The data of an anonymous read for a public page. A 404 envelope becomes a 404 page, a 400
 * envelope (a hand-edited URL) a 400 page with the platform's message; anything else a 503 page.
 */
export async function publicRead<T>(answer: Promise<Envelope<T>>): Promise<T> {
  const envelope = await answer;
  if (envelope.code === CODES.SUCCESS) return envelope.data;
  if (envelope.code === CODES.NOT_FOUND) throw new Response(envelope.message, { status: 404, statusText: 'Not Found' });
  if (envelope.code === CODES.BAD_REQUEST) throw new Response(envelope.message, { status: 400, statusText: 'Bad Request' });
  throw new Response(envelope.message || '平台服务暂时无法访问，请稍后刷新重试', { status: 503 });
}

/** A public list: a refused filter is shown on the page (400), anything else is an outage (503). */
export async function publicList<T>(answer: Promise<Envelope<T>>) {
  const envelope = await answer;
  if (envelope.code !== CODES.SUCCESS && envelope.code !== CODES.BAD_REQUEST) throw new Response(envelope.message, { status: 503 });
  const bad = envelope.code === CODES.BAD_REQUEST;
  return { page: bad ? null : envelope.data, error: bad ? envelope.message : null, status: bad ? 400 : 200 };
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
  const page = await publicRead(api.portal.platformPage.envelope(caller, { key }, ANONYMOUS));
  return { ...page, contentHtml: safeHtml(page.contentHtml) };
}
