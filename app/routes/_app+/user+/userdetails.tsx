// 账户信息: the account's details, links to the security settings and certification, and the
// account actions of spec 4/6. `?confirm=cancel|release` renders the confirmation as a page.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { AccountConfirm, DriverWarning, type ConfirmKind } from '#app/features/account/account-confirm';
import { AccountOverview, accountView } from '#app/features/account/account-info';
import { isDoneResult } from '#app/components/done-notice';
import { canCancelAccount, canReleaseAgent } from '#app/features/account/account-actions';
import { confirmAccountAction } from '#app/features/account/account-security.server';
import { requireUser } from '#app/utils/auth.server';
import { validateCsrf } from '#app/utils/csrf.server';

function confirmKind(url: URL): ConfirmKind | null {
  const confirm = url.searchParams.get('confirm');
  return confirm === 'cancel' || confirm === 'release' ? confirm : null;
}

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  const url = new URL(args.request.url);
  let confirm = confirmKind(url);
  // A confirmation the user is not offered is not shown either.
  if (confirm === 'cancel' && !canCancelAccount(user)) confirm = null;
  if (confirm === 'release' && !canReleaseAgent(user)) confirm = null;
  const driverWarning = confirm === 'cancel' && user.isDriver === 1 && url.searchParams.get('step') !== 'confirm';
  return { user: accountView(user), confirm, driverWarning, canRelease: canReleaseAgent(user) };
}

export async function action(args: ActionFunctionArgs) {
  const formData = await args.request.formData();
  await validateCsrf(formData, args.request.headers);
  const user = await requireUser(args);
  const intent = formData.get('intent');
  if (intent !== 'cancel' && intent !== 'release') throw new Response('未知的操作', { status: 400 });
  return confirmAccountAction(args, user, intent, formData);
}

// After the account is cancelled (JS), the page keeps its message until it leaves for '/'.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  isDoneResult(actionResult) ? false : defaultShouldRevalidate;

export default function UserDetails() {
  const { user, confirm, driverWarning, canRelease } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const confirmAction = confirm ? `/user/userdetails?confirm=${confirm}${confirm === 'cancel' ? '&step=confirm' : ''}` : '';

  if (confirm) {
    return (
      <div className="dialog-page">
        {driverWarning ? (
          <DriverWarning canRelease={canRelease} />
        ) : (
          <AccountConfirm kind={confirm} action={confirmAction} lastResult={actionData?.result} done={actionData?.done} />
        )}
      </div>
    );
  }

  return (
    <section className="panel account-panel" aria-labelledby="userdetails-title">
      <h1 id="userdetails-title" className="page-title">
        账户信息
      </h1>
      <AccountOverview user={user} />
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
