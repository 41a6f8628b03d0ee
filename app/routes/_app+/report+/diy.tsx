// /report/diy — 自定义报表 (operations, issue 48): the reports defined over the whitelisted
// catalogue, with enable, disable and delete (?remove=id asks first); new and edit at /report/diy/edit.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DiyManageScreen } from '#app/features/reports/diy-ui';
import { diyListData, diyManageAction } from '#app/features/reports/diy.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return diyListData(args);
}

export const action = (args: ActionFunctionArgs) => diyManageAction(args);

export default function DiyManage() {
  return <DiyManageScreen {...useLoaderData<typeof loader>()} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
