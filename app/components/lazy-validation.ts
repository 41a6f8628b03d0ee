// Client-side validation whose schemas load after the page is usable (issue 15: client JS per route
// ≤ 130 KB gzip). zod and a form's schemas are some 20 KB gzip; imported by the form component they
// sit in the route's chunks and every visit preloads them before hydrating. Loaded with import()
// after hydration instead, they arrive a moment later and validate exactly as before.
// Until they are there, an input or blur validates nothing (no messages yet) and a submit goes to
// the server, which validates with the same schemas (as without JS).
// The login form (app/features/account/login-form.tsx):
//   const onValidate = useLazyValidation(() => import('./login-validate'));
//   useForm({ ..., onValidate });
// The module exports `validate(formData)` (parseWithZod with the form's schema). The server's action
// imports the schemas from a `*.server.ts` re-export, so the route's client chunk does not get them.
import { parse, useForm, type Submission, type SubmissionResult } from '@conform-to/react';
import { useActionData } from '@remix-run/react';
import { useCallback, useEffect, useRef } from 'react';
import type { input as ZodInput, output as ZodOutput, ZodTypeAny } from 'zod';

type Submitter = HTMLInputElement | HTMLButtonElement | null;
type Validate<Schema> = (formData: FormData, submitter?: Submitter) => Submission<Schema, string[]>;

export function useLazyValidation<Schema>(load: () => Promise<{ validate: Validate<Schema> }>) {
  const validate = useRef<Validate<Schema> | null>(null);
  const loader = useRef(load);
  useEffect(() => {
    let live = true;
    loader.current().then(
      (module) => {
        if (live) validate.current = module.validate;
      },
      () => {
        // A failed load (offline, a new deployment) leaves validation to the server.
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return useCallback(
    ({ formData, submitter }: { formData: FormData; submitter?: Submitter }): Submission<Schema, string[]> =>
      validate.current?.(formData, submitter) ?? parse<Schema, string[]>(formData, { resolve: () => ({ value: {} as Schema }) }),
    [],
  );
}

type ZodSchema = ZodTypeAny;
type ZodSubmission<S extends ZodSchema> = Submission<ZodInput<S>, string[], ZodOutput<S>>;

/**
 * The same for any form: `load` imports the module that defines the form's schema (import() of a
 * zod-bearing contract module, so it is its own chunk) and `schemaOf` picks the schema from it,
 * for this submission; @conform-to/zod comes with it. Nothing the component imports statically may
 * import zod, or the route's chunks keep it.
 *   const onValidate = useLazySchema(() => import('#contract/orders/schemas'), (m) => m.abnormalForm);
 */
export function useLazySchema<Module, S extends ZodSchema>(
  load: () => Promise<Module>,
  schemaOf: (module: Module, formData: FormData, submitter?: Submitter) => S,
) {
  const pick = useRef(schemaOf);
  pick.current = schemaOf;
  const onValidate = useLazyValidation<ZodInput<S>>(() =>
    Promise.all([import('@conform-to/zod'), load()]).then(([{ parseWithZod }, module]) => ({
      validate: (formData: FormData, submitter?: Submitter) =>
        parseWithZod(formData, { schema: pick.current(module, formData, submitter) }) as unknown as Submission<ZodInput<S>, string[]>,
    })),
  );
  return onValidate as unknown as (context: { formData: FormData; submitter?: Submitter }) => ZodSubmission<S>;
}

/**
 * useForm with the schema loaded as useLazySchema does, validating on blur and again on input
 * once a field shows an error (the forms' common setting):
 *   const [form, fields] = useLazyForm(() => import('#contract/orders/schemas'), (m) => m.reasonForm, { id, lastResult });
 */
export function useLazyForm<Module, S extends ZodSchema>(
  load: () => Promise<Module>,
  schemaOf: (module: Module, formData: FormData) => S,
  options: Omit<Parameters<typeof useForm<ZodInput<S>, ZodOutput<S>, string[]>>[0], 'onValidate' | 'shouldValidate' | 'shouldRevalidate'>,
) {
  const onValidate = useLazySchema(load, schemaOf);
  return useForm<ZodInput<S>, ZodOutput<S>, string[]>({ ...options, shouldValidate: 'onBlur', shouldRevalidate: 'onInput', onValidate });
}

/**
 * useLazyForm for a form whose action refuses with `{ result }` (FormReply): that result is the
 * form's last result, the form's `id` and `defaultValue` are the rest of its options.
 *   const [form, fields] = useActionForm(() => import('#contract/capacity/schemas'), (m) => m.lineInput, `line-${id}`, defaults);
 */
export function useActionForm<Module, S extends ZodSchema>(
  load: () => Promise<Module>,
  schemaOf: (module: Module, formData: FormData) => S,
  id: string,
  defaultValue?: Parameters<typeof useForm<ZodInput<S>, ZodOutput<S>, string[]>>[0]['defaultValue'],
) {
  const reply = useActionData<{ result?: SubmissionResult<string[]> }>();
  return useLazyForm(load, schemaOf, { id, lastResult: reply?.result, defaultValue });
}
