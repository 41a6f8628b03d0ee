// /contract-manage/contractTemplate — 合同模板 (operations; the spec's admin calls contract template
// save, release, invalid): the templates with filters in the URL, ?new=1 the new template's form,
// ?id= a version (clauses, versions, history) with ?do=edit for a draft's form.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { TemplateScreen } from '#app/features/contracts/template-ui';
import { templateAction, templateScreenData } from '#app/features/contracts/templates.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return templateScreenData(args);
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return templateAction(args);
}

export default function ContractTemplates() {
  return <TemplateScreen data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
