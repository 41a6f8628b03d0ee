// The inline panel both permission forms (role, project) open above their list: a titled group
// holding a form that posts without JavaScript, its error summary, CSRF token and form-level errors,
// and the id of the record it edits.
import { getFormProps, type FormMetadata } from '@conform-to/react';
import { Form } from '@remix-run/react';
import type { ReactNode } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { ErrorSummary } from '#app/components/form-errors';
import { FormErrors } from '#app/components/forms';

export function FormPanel<T extends Record<string, unknown>>({
  titleId,
  title,
  form,
  editingId,
  children,
}: {
  titleId: string;
  title: string;
  form: FormMetadata<T, string[]>;
  editingId: number | null;
  children: ReactNode;
}) {
  return (
    <div className="cap-inline-form" role="group" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <Form method="post" {...getFormProps(form)} aria-labelledby={titleId}>
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        <FormErrors errors={form.errors} />
        {editingId !== null ? <input type="hidden" name="id" value={editingId} /> : null}
        {children}
      </Form>
    </div>
  );
}
