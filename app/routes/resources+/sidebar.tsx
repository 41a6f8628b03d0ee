// Collapses or expands the sidebar (spec 3 "UI state: sidebar opened"): a POST form, so it
// works without JS; the state is remembered in a cookie.
import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { requireUser } from '#app/utils/auth.server';
import { validateCsrf } from '#app/utils/csrf.server';
import { backTarget, writeCollapsed } from '#app/features/workspace/workspace.server';

export async function action(args: ActionFunctionArgs) {
  const formData = await args.request.formData();
  await validateCsrf(formData, args.request.headers);
  await requireUser(args);
  const collapsed = formData.get('collapsed') === '1';
  return redirect(backTarget(formData.get('current')), { headers: { 'Set-Cookie': await writeCollapsed(collapsed) } });
}

export function loader() {
  return redirect('/workbenck/workbenck');
}
