// Forms whose success message stays on screen for a moment before the app moves on (spec 4/9:
// password change returns after 1 s, account cancellation logs out after 800 ms).
// Without JS the action redirects at once with a flash message; with JS the form carries
// `_js=1`, the action answers `{ done }`, and DoneNotice shows the message and navigates later.
import { useNavigate } from '@remix-run/react';
import { useEffect } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Alert } from '#app/components/alert';

export const JS_FIELD = '_js';

export type Done = { message: string; to: string; delayMs: number };

/** Present only once React runs: tells the action it may answer with `{ done }`. */
export function JsFlag() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name={JS_FIELD} value="1" /> : null;
}

export function DoneNotice({ done }: { done: Done | null | undefined }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(done.to, { replace: true }), done.delayMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);
  if (!done) return null;
  return (
    <Alert color="green" role="status" mb="sm">
      {done.message}
    </Alert>
  );
}

/** For shouldRevalidate: a `{ done }` answer needs no reload (the session may be gone already). */
export function isDoneResult(actionResult: unknown): boolean {
  if (typeof actionResult !== 'object' || actionResult === null || !('done' in actionResult)) return false;
  const done = (actionResult as { done: unknown }).done as Partial<Done> | null;
  return typeof done?.to === 'string' && typeof done.delayMs === 'number' && typeof done.message === 'string';
}
