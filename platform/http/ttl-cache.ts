/**
 * Memoises an async loader for a few seconds. Public, rarely-changing reads (site info, the
 * home page's latest cargo) are served from memory instead of the database on every visit.
 */
export function ttlCache<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  let expires = 0;
  return () => {
    const now = Date.now();
    if (!value || now >= expires) {
      expires = now + ttlMs;
      value = load().catch((error) => {
        // A failed load is not cached: the next caller tries again.
        value = undefined;
        throw error;
      });
    }
    return value;
  };
}
