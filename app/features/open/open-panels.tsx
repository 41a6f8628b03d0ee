// The two panels both open-platform screens show above their list (接口密钥, 事件推送): the create
// form on ?create=1 (Conform validates first with JavaScript, its schema loaded after hydration; it
// posts without; the secret comes once, in the flash after creating) and the confirmation a
// destructive action asks first on its own URL (?revoke=<id>, ?delete=<id>).
import { useForm, type FormMetadata } from '@conform-to/react';
import { Form, Link, useActionData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { input, output, ZodTypeAny } from 'zod';
import { Button } from '#app/components/button';
import { FormActions } from '#app/components/forms';
import { useLazySchema } from '#app/components/lazy-validation';
import type { FormReply } from '#app/utils/forms.server';
import { FormPanel } from '#app/features/permissions/form-panel';
import type * as Forms from './forms';

type FormsModule = typeof Forms;
type Fields<S extends ZodTypeAny> = ReturnType<FormMetadata<input<S>, string[]>['getFieldset']>;

/** The create form (intent `create`) titled `title`, its controls drawn by `children` from the schema `schemaOf` picks of ./forms. */
export function CreatePanel<S extends ZodTypeAny>({
  id,
  title,
  schemaOf,
  revalidate,
  cancel,
  children,
}: {
  id: string;
  title: string;
  schemaOf: (forms: FormsModule) => S;
  revalidate: 'onBlur' | 'onInput';
  cancel: string;
  children: (fields: Fields<S>) => ReactNode;
}) {
  const reply = useActionData<FormReply>();
  const onValidate = useLazySchema(() => import('./forms'), schemaOf);
  const [form, fields] = useForm<input<S>, output<S>, string[]>({ id, lastResult: reply?.result, onValidate, shouldRevalidate: revalidate });
  return (
    <FormPanel titleId={`${id}-title`} title={title} form={form} editingId={null}>
      {children(fields)}
      <FormActions intent="create" cancel={cancel} />
    </FormPanel>
  );
}

/** Asks before `intent`, posted with the row's `rowId` (to `action`; absent: to this URL); 取消 goes to `back`. */
export function ConfirmPanel({
  id,
  title,
  intent,
  confirm,
  rowId,
  action,
  back,
  children,
}: {
  id: string;
  title: string;
  intent: string;
  confirm: string;
  rowId: number;
  action?: string;
  back: string;
  children: ReactNode;
}) {
  return (
    <div className="cap-inline-form" role="group" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{children}</p>
      <Form method="post" action={action} aria-labelledby={id}>
        <AuthenticityTokenInput />
        <input type="hidden" name="id" value={rowId} />
        <Button type="submit" name="intent" value={intent} color="red">
          {confirm}
        </Button>{' '}
        <Button component={Link} to={back} variant="default">
          取消
        </Button>
      </Form>
    </div>
  );
}
