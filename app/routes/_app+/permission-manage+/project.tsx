// /permission-manage/project — 项目管理: the projects the caller manages (operations: every
// company's; a shipper company's administrator: its own), each a name and the customers or contracts
// it groups; ?edit=new or ?edit=<id> opens the form, each row disables or enables its project.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { projectAction, projectScreenData } from '#app/features/permissions/permissions.server';
import { ProjectScreen } from '#app/features/permissions/project-screen';

export const loader = (args: LoaderFunctionArgs) => projectScreenData(args);

export const action = (args: ActionFunctionArgs) => projectAction(args);

export default function ProjectManage() {
  const { rows, form, platformWide } = useLoaderData<typeof loader>();
  // a new form per project opened, so its fields start from that project
  return <ProjectScreen key={form?.project?.id ?? 'new'} rows={rows} form={form} platformWide={platformWide} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
