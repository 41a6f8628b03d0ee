// /shipper/editContract — 编辑合同: the shipper's open big orders (运输订单); 生成框架合同 makes the
// big order's framework contract from the released template and sends it for signing (a signed
// contract is never edited: changes are supplementary agreements).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { FrameworkCandidates } from '#app/features/contracts/framework-ui';
import { frameworkAction, frameworkCandidates } from '#app/features/contracts/framework.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return frameworkCandidates(args);
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return frameworkAction(args);
}

export default function EditContract() {
  return <FrameworkCandidates data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
