// What the components that write out Mantine's markup (button, alert, badge, text-input) share.
import { useId, type CSSProperties } from 'react';

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

/**
 * `id`, or Mantine's server-side id (React's without the colons), kept after hydration: Mantine
 * swapped in a random id after mount, one more render of every component for nothing.
 */
export function useMantineId(id: string | undefined): string {
  const reactId = useId();
  return id ?? `mantine-${reactId.replace(/:/g, '')}`;
}

/** A root's classes as Mantine orders them: the caller's class first, then the component's. */
export function rootClass(className: string | undefined, own: string): string {
  return className ? `${className} ${own}` : own;
}
