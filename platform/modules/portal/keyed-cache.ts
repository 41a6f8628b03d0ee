/**
 * A few seconds of memory for public list queries keyed by their normalised input (the cargo
 * hall's first pages are what most visitors open). Bounded: the oldest key goes first. Concurrent
 * callers of one key share one database query.
 */
export function keyedTtlCache<K, T>(ttlMs: number, maxKeys: number, load: (key: K) => Promise<T>) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return (key: K): Promise<T> => {
    const id = JSON.stringify(key);
    const now = Date.now();
    const hit = entries.get(id);
    if (hit && now < hit.expires) return hit.value;
    if (hit) entries.delete(id);
    while (entries.size >= maxKeys) entries.delete(entries.keys().next().value as string);
    const value = load(key).catch((error) => {
      entries.delete(id);
      throw error;
    });
    entries.set(id, { value, expires: now + ttlMs });
    return value;
  };
}
