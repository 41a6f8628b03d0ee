// /report/diy/edit — 新建或编辑自定义报表 (operations, issue 48): name, shown fields and filters
// chosen from the catalogue; ?id= edits one. Saving goes back to the list with a flash.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DiyEditScreen } from '#app/features/reports/diy-ui';
import { diyEditAction, diyEditData } from '#app/features/reports/diy.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return diyEditData(args);
}

export const action = (args: ActionFunctionArgs) => diyEditAction(args);

export default function DiyEdit() {
  const data = useLoaderData<typeof loader>();
  return <DiyEditScreen key={data.report?.id ?? 'new'} {...data} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
