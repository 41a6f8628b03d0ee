// "Shaping" posts of forms that must work without JS: a submit button that asks the server to
// reshape the form (refresh region lists, add or remove a point) instead of saving it, and the
// key that remounts the form with the values the server answered.
import { useState } from 'react';

export function ShapeButton({ intent, children, label }: { intent: string; children: string; label?: string }) {
  return (
    <button type="submit" name="intent" value={intent} formNoValidate className="btn btn-plain" aria-label={label}>
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
