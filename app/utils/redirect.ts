/**
 * The redirect target when it is a same-site relative path ('/x?y'), else the fallback.
 * Rejects '//host', schemes, backslashes and control characters (browsers strip tabs and
 * newlines, so '/\t/evil.com' would become '//evil.com').
 */
export function safeRedirectTarget(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string') return fallback;
  const target = to.trim();
  if (!target.startsWith('/') || target.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point (see above)
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  try {
    const probe = new URL(target, 'http://same.invalid');
    if (probe.origin !== 'http://same.invalid') return fallback;
    return probe.pathname + probe.search + probe.hash;
  } catch {
    return fallback;
  }
}

/**
 * /redirect/:path (spec 2): the page to reload, from this request's own URL — '/redirect/a/b?x=1'
 * → '/a/b?x=1'. Only same-site paths; anything else ('/redirect//evil.example', schemes) → '/'.
 */
export function redirectRouteTarget(requestUrl: string): string {
  const url = new URL(requestUrl);
  const rest = url.pathname.replace(/^\/redirect(?=\/|$)/, '');
  return safeRedirectTarget((rest || '/') + url.search, '/');
}
