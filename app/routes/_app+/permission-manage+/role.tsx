// /permission-manage/role — 角色管理: the roles the caller manages (operations: every role; a
// shipper company's administrator: the company's own and the built-in shipper role); ?edit=new or
// ?edit=<id> opens the form with its checkbox tree of the menus and buttons the caller may grant.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { roleAction, roleScreenData } from '#app/features/permissions/permissions.server';
import { RoleScreen } from '#app/features/permissions/role-screen';

export const loader = (args: LoaderFunctionArgs) => roleScreenData(args);

export const action = (args: ActionFunctionArgs) => roleAction(args);

export default function RoleManage() {
  const { rows, form, platformWide } = useLoaderData<typeof loader>();
  // a new form per role opened, so its fields start from that role
  return <RoleScreen key={form?.role?.id ?? 'new'} rows={rows} form={form} platformWide={platformWide} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
