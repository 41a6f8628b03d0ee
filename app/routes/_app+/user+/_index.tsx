// /user — the order centre's entry: it opens 我的派车单 (spec: /user redirects to dispatchOrderList).
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return redirect('/user/dispatchOrderList');
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
