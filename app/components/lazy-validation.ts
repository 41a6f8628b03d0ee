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
import { parse, type Submission } from '@conform-to/react';
import { useCallback, useEffect, useRef } from 'react';

type Validate<Schema> = (formData: FormData) => Submission<Schema, string[]>;

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
    ({ formData }: { formData: FormData }): Submission<Schema, string[]> =>
      validate.current?.(formData) ?? parse<Schema, string[]>(formData, { resolve: () => ({ value: {} as Schema }) }),
    [],
  );
}
