import type { CSSProperties } from 'react';

/**
 * Memoises a component's style object by its arguments. Why: buttons, alerts and badges repeat on
 * every page with the same few props, and each render would otherwise build the same object again.
 */
export function styleCache<Args extends (string | undefined)[]>(make: (...args: Args) => CSSProperties) {
  const cache = new Map<string, CSSProperties>();
  return (...args: Args): CSSProperties => {
    const key = args.join('|');
    let style = cache.get(key);
    if (!style) {
      style = make(...args);
      cache.set(key, style);
    }
    return style;
  };
}
