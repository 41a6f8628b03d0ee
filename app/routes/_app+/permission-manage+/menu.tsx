// /permission-manage/menu — 菜单管理 (operations): the sidebar's menu tree; ?edit=<id> opens a
// node's form (name, order, shown or hidden, icon). The seed owns the tree; edits survive restarts.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { MenuScreen } from '#app/features/permissions/menu-screen';
import { menuAction, menuScreenData } from '#app/features/permissions/menus.server';

export const loader = (args: LoaderFunctionArgs) => menuScreenData(args);

export const action = (args: ActionFunctionArgs) => menuAction(args);

export default function MenuManage() {
  const { nodes, editing } = useLoaderData<typeof loader>();
  // a new form per node opened, so its fields start from that node
  return <MenuScreen key={editing?.id ?? 'none'} nodes={nodes} editing={editing} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
