// The confirmation of a binding action (grab, confirm a grab, sign a waybill): the action's own
// state in the URL (`?…&confirm=…`), so without JS the button is a link or GET form to a page that
// states what will happen and carries the confirming POST; with JS the same statement opens as a
// modal <dialog> (native, no library), and closing it goes back to the URL without the step.
import { Form, Link, useNavigate } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Button } from '#app/components/button';

export function BindingConfirm({
  title,
  children,
  action,
  intent,
  fields,
  confirmLabel,
  cancel,
}: {
  title: string;
  /** what will happen, in words: who is bound to what */
  children: ReactNode;
  /** where the confirming POST goes (the page without the step, so its redirect lands there) */
  action: string;
  intent: string;
  fields?: Record<string, string | number>;
  confirmLabel: string;
  /** the page without the step */
  cancel: string;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (hydrated && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [hydrated]);
  const body = (
    <>
      <h2 id="binding-confirm-title" className="section-title">
        {title}
      </h2>
      <div id="binding-confirm-text">{children}</div>
      <Form method="post" action={action} className="cap-actions">
        <AuthenticityTokenInput />
        {Object.entries(fields ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" name="intent" value={intent}>
          {confirmLabel}
        </Button>
        <Button component={Link} to={cancel} variant="default" replace>
          取消
        </Button>
      </Form>
    </>
  );
  if (!hydrated) {
    return (
      <div className="cap-confirm" role="alertdialog" aria-labelledby="binding-confirm-title" aria-describedby="binding-confirm-text">
        {body}
      </div>
    );
  }
  return (
    <dialog
      ref={dialog}
      className="cap-confirm binding-dialog"
      role="alertdialog"
      aria-labelledby="binding-confirm-title"
      aria-describedby="binding-confirm-text"
      onCancel={(e) => {
        e.preventDefault();
        navigate(cancel, { replace: true, preventScrollReset: true });
      }}
    >
      {body}
    </dialog>
  );
}
