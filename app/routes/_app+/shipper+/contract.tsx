// /shipper/contract — 我的合同: the caller's contracts with filters in the URL (status, kind, number,
// party) and page links; ?id= opens one (parties, clauses, files, history) with its panels
// (?do=sign asks for the login password; reject, recall with a reason).
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
  return contractAction(args, CONTRACT_PATHS.mine);
}

export default function MyContracts() {
  return <ContractScreen data={useLoaderData<typeof loader>()} path={CONTRACT_PATHS.mine} title="我的合同" />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
