// Failed submits that a reader without CSS, JS or sight can follow (issue 26): the page title
// starts with 错误：, and an error summary at the top of the form lists each error as a link to
// its field (with JS the summary takes the focus). The inline messages stay beside the fields.
import type { FormMetadata } from '@conform-to/react';
import { useContext, useEffect, useRef, useState } from 'react';
// Remix 2 hands a route's action data only to that route (useActionData); the document title is
// rendered by the root, which reads the router state Remix itself reads for <Meta>.
import { UNSAFE_DataRouterStateContext } from 'react-router-dom';
import { Alert } from '#app/components/alert';

export const ERROR_TITLE_PREFIX = '错误：';

/** The title of a page whose last submit failed starts with 错误：. */
export function errorTitle(title: string, failed: boolean): string {
  return failed && !title.startsWith(ERROR_TITLE_PREFIX) ? `${ERROR_TITLE_PREFIX}${title}` : title;
}

function isErrorReply(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const reply = value as { status?: unknown; error?: unknown };
  if (reply.status !== 'error' || !reply.error || typeof reply.error !== 'object') return false;
  return Object.values(reply.error as Record<string, unknown>).some((messages) => Array.isArray(messages) && messages.length > 0);
}

/**
 * Whether an action's data carries a failed Conform reply: `submission.reply()` itself, or one
 * level down (`{ result: submission.reply(), ... }`, the shape most actions here answer with).
 */
export function isFailedReply(data: unknown): boolean {
  if (isErrorReply(data)) return true;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return false;
  return Object.values(data as Record<string, unknown>).some(isErrorReply);
}

/** True while the page shows the reply of a failed submit (any route's action). */
export function useFailedSubmit(): boolean {
  const state = useContext(UNSAFE_DataRouterStateContext);
  return Object.values(state?.actionData ?? {}).some(isFailedReply);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm = FormMetadata<any, string[]>;

/** The field errors of a form, in the order of its fields on the page when it is rendered. */
function fieldErrors(form: AnyForm): { name: string; message: string }[] {
  const all = form.allErrors as Record<string, string[] | undefined>;
  const items = Object.entries(all)
    .filter(([name, messages]) => name !== '' && messages?.length)
    .flatMap(([name, messages]) => messages!.map((message) => ({ name, message })));
  return items;
}

/**
 * The error summary every Conform form renders first inside its <Form>: after a failed submit
 * (`form.status === 'error'`) it lists each field error as a link to the field (Conform's id,
 * `${form.id}-${name}`). Messages for the whole form stay where each form shows them.
 */
export function ErrorSummary({ form, title = '提交未成功，请修改以下内容：' }: { form: AnyForm; title?: string }) {
  const items = form.status === 'error' ? fieldErrors(form) : [];
  const ref = useRef<HTMLDivElement>(null);
  const submitted = useRef(false);
  const [submits, setSubmits] = useState(0);
  const signature = items.map((item) => `${item.name}:${item.message}`).join('|');

  // With JS: a submit of this form (refused in the browser or by the server) moves the focus to
  // the summary once its errors are shown, and the title says so.
  useEffect(() => {
    const element = document.getElementById(form.id);
    if (!element) return;
    const mark = () => {
      submitted.current = true;
      setSubmits((n) => n + 1);
    };
    element.addEventListener('submit', mark, true);
    return () => element.removeEventListener('submit', mark, true);
  }, [form.id]);
  useEffect(() => {
    if (!signature) {
      if (document.title.startsWith(ERROR_TITLE_PREFIX) && form.status !== 'error') document.title = document.title.slice(ERROR_TITLE_PREFIX.length);
      return;
    }
    if (!submitted.current) return;
    submitted.current = false;
    document.title = errorTitle(document.title, true);
    ref.current?.focus();
  }, [signature, submits, form.status]);

  if (items.length === 0) return null;
  const headingId = `${form.id}-error-summary`;
  return (
    <div ref={ref} className="error-summary" role="alert" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className="error-summary-title">
        {title}
      </h2>
      <ul className="error-summary-list">
        {items.map((item) => (
          <li key={`${item.name}:${item.message}`}>
            <a href={`#${form.id}-${item.name}`}>{item.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Form-level errors (refusals not tied to a field) above a form; `flush`: no margin below it. */
export function FormErrors({ errors, flush = false }: { errors: string[] | undefined; flush?: boolean }) {
  return errors?.length ? (
    <Alert color="red" role="alert" mb={flush ? undefined : 'sm'}>
      {errors.join('；')}
    </Alert>
  ) : null;
}
