import { useRouteLoaderData } from '@remix-run/react';
import type { Toast } from '#app/utils/toast';

/** The one-time message of the previous action, rendered as server markup (works without JS). */
export function FlashMessage({ toast }: { toast: Toast | null }) {
  if (!toast) return null;
  return (
    <div className={`flash flash-${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
      {toast.message}
    </div>
  );
}

/**
 * The root loader's flash, where a layout places it: the first thing inside its main landmark,
 * after the header (issue 16.7; above the header it pushed the whole workspace shell down).
 */
export function PageFlash() {
  const root = useRouteLoaderData<{ toast: Toast | null }>('root');
  return <FlashMessage toast={root?.toast ?? null} />;
}
