/**
 * The redirect target when it is a same-site relative path ('/x?y'), else the fallback.
 * Rejects '//host', schemes, backslashes and control characters (browsers strip tabs and
 * newlines, so '/\t/evil.com' would become '//evil.com').
 */
export function safeRedirectTarget(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string') return fallback;
  const target = to.trim();
  if (!target.startsWith('/') || target.startsWith('//')) return fallback;
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  try {
    const probe = new URL(target, 'http://same.invalid');
    if (probe.origin !== 'http://same.invalid') return fallback;
    return probe.pathname + probe.search + probe.hash;
  } catch {
    return fallback;
  }
}
