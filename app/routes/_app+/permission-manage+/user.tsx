// /permission-manage/user — 用户管理: the users the caller manages (operations: everyone; a shipper
// company's administrator: its own employees), filtered in the URL; ?create=1 opens the new user's
// form, ?assign=<id> a user's roles and projects; each row disables, enables or resets a password.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { userAction, userScreenData } from '#app/features/permissions/permissions.server';
import { UserScreen } from '#app/features/permissions/user-screen';

export const loader = (args: LoaderFunctionArgs) => userScreenData(args);

export const action = (args: ActionFunctionArgs) => userAction(args);

export default function UserManage() {
  const data = useLoaderData<typeof loader>();
  return <UserScreen key={data.assigning?.id ?? (data.creating ? 'create' : 'list')} {...data} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
