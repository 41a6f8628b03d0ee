// The text of an in-process platform answer without reading it through a body stream.
//
// server.ts mounts the embedded platform with @hono/node-server's listener, which replaces the
// global Response with a lightweight one: a string body stays as given, in an own symbol property
// described `cache` ([status, body, headers]), until something asks for the body. Every envelope
// the platform answers is such a string (Hono's c.json). Reading it with response.json() built a
// real Response, checked the string for lone surrogates, encoded it to UTF-8, streamed the bytes
// and decoded them again: about 5 % of a list page's request thread for its six platform calls.
// Anything else (a real Response, a stream or bytes, a listener version without that property)
// answers undefined and is read the usual way; response-text.server.test.ts fails if the
// pinned @hono/node-server stops keeping the string.

let cacheKey: symbol | undefined;

function cacheKeyOf(response: Response): symbol | undefined {
  if (cacheKey && Object.prototype.hasOwnProperty.call(response, cacheKey)) return cacheKey;
  const found = Object.getOwnPropertySymbols(response).find((symbol) => symbol.description === 'cache');
  if (found) cacheKey = found;
  return found;
}

/** The body string a lightweight Response still holds as given; undefined when it must be read. */
export function unreadBodyText(response: Response): string | undefined {
  const key = cacheKeyOf(response);
  if (!key) return undefined;
  const cached: unknown = (response as unknown as Record<symbol, unknown>)[key];
  return Array.isArray(cached) && typeof cached[1] === 'string' ? cached[1] : undefined;
}
