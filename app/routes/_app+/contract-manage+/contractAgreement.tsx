// /contract-manage/contractAgreement — 合同协议: every contract the caller is a party of (a carrier
// signs its contracts here; operations see all and may void one), filters in the URL; ?id= opens
// one with the same panels as 我的合同.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { ContractScreen } from '#app/features/contracts/contract-screen';
import { contractAction, contractScreenData } from '#app/features/contracts/contracts.server';
import { CONTRACT_PATHS } from '#app/features/contracts/paths';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return contractScreenData(args);
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return contractAction(args, CONTRACT_PATHS.all);
}

export default function ContractAgreements() {
  return <ContractScreen data={useLoaderData<typeof loader>()} path={CONTRACT_PATHS.all} title="合同协议" />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
