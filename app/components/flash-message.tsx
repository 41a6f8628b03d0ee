import type { Toast } from '#app/utils/session.server';

/** The one-time message of the previous action, rendered as server markup (works without JS). */
export function FlashMessage({ toast }: { toast: Toast | null }) {
  if (!toast) return null;
  return (
    <div className={`flash flash-${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
      {toast.message}
    </div>
  );
}
