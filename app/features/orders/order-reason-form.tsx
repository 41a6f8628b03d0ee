// A move on an order that needs a written reason (取消订单, 拒绝指派): one text field, Conform
// validation with JS (the schema loads after hydration: `loadSchema`), the same post without it.
import { getFormProps, getInputProps } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { z } from 'zod';
import { Button } from '#app/components/button';
import { FormErrors } from '#app/components/forms';
import { ErrorSummary } from '#app/components/form-errors';
import { useActionForm } from '#app/components/lazy-validation';

export function OrderReasonForm({
  id,
  orderId,
  loadSchema,
  intent,
  title,
  reasonLabel,
}: {
  id: string;
  orderId: number;
  /** import() of the contract module, picking the form's schema: zod stays out of the route's chunks */
  loadSchema: () => Promise<z.ZodTypeAny>;
  intent: string;
  title: string;
  reasonLabel: string;
}) {
  const [form, fields] = useActionForm(loadSchema, (schema) => schema, id);
  return (
    <Form method="post" {...getFormProps(form)} className="cap-inline-form" aria-label={title}>
      <ErrorSummary form={form} />
      <AuthenticityTokenInput />
      <input type="hidden" name="orderId" value={orderId} />
      <FormErrors errors={form.errors} />
      <label className="cap-field">
        <span className="cap-label">{reasonLabel}</span>
        <input
          {...getInputProps(fields.reason, { type: 'text' })}
          key={fields.reason.key}
          maxLength={200}
          className="cap-input"
          placeholder={`请填写${reasonLabel}`}
        />
        {fields.reason.errors ? (
          <span id={fields.reason.errorId} className="cap-error">
            {fields.reason.errors.join('；')}
          </span>
        ) : null}
      </label>
      <Button type="submit" name="intent" value={intent} color="red" variant="light">
        {title}
      </Button>
    </Form>
  );
}
