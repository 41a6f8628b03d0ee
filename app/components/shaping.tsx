// "Shaping" posts of forms that must work without JS: a submit button that asks the server to
// reshape the form (refresh region lists, add or remove a point) instead of saving it, and the
// key that remounts the form with the values the server answered.
import type { ShouldRevalidateFunction } from '@remix-run/react';
import { useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';

/**
 * `fallback`: the button stands in for what the page does by itself with JS (refresh the region
 * lists when a province is chosen): hidden once hydrated, still in the form for the script to press.
 */
export function ShapeButton({
  intent,
  children,
  label,
  fallback = false,
  returnTo,
}: {
  intent: string;
  children: string;
  label?: string;
  fallback?: boolean;
  /**
   * Without JS the answer is a whole new page that opens at its top, screens away from the part
   * being shaped: the form's action with a fragment (`/path?q#point`) brings the reader back to it.
   * With JS the page stays where it is, so the form's own action serves.
   */
  returnTo?: string;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      formNoValidate
      formAction={hydrated ? undefined : returnTo}
      className="btn btn-plain"
      aria-label={label}
      hidden={fallback && hydrated}
    >
      {children}
    </button>
  );
}

/** A shaping post answers new values: the form remounts with them (a new key). */
export function useShapeKey(values: unknown): number {
  const [seen, setSeen] = useState({ values, key: 0 });
  if (values && values !== seen.values) {
    const next = { values, key: seen.key + 1 };
    setSeen(next);
    return next.key;
  }
  return seen.key;
}

/** Marks an action's answer to a shaping post (spread into it on the server). */
export const SHAPED = { shaped: true } as const;

export function isShapingResult(actionResult: unknown): boolean {
  return typeof actionResult === 'object' && actionResult !== null && (actionResult as { shaped?: unknown }).shaped === true;
}

/**
 * A shaping post changes nothing stored, so no loader has news: skipping the revalidation spares a
 * slow link one round trip per province or city chosen, and a quick second choice no longer cuts
 * off the first one's reload. The root and the app layout skip it too; a form's route exports this.
 */
export const skipRevalidationAfterShaping: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  !isShapingResult(actionResult) && defaultShouldRevalidate;
