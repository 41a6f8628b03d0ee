import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { endSession } from '#app/features/account/account.server';
import { validateCsrf } from '#app/utils/csrf.server';

// Logging out is a POST with the CSRF token: a link or an image tag cannot sign anyone out.
export async function action(args: ActionFunctionArgs) {
  await validateCsrf(await args.request.formData(), args.request.headers);
  return endSession(args, '/');
}

export function loader() {
  return redirect('/');
}
