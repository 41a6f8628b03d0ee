// /shipper/contractAgreement — 补充协议: the caller's supplementary agreements (filters in the URL),
// ?id= opens one to sign like any contract, and ?contractId= is the form that amends a completed
// contract's price or term (agreement-form.tsx).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { AgreementForm } from '#app/features/contracts/agreement-form';
import { ContractScreen } from '#app/features/contracts/contract-screen';
import { agreementAction, agreementFormData, contractAction, contractScreenData } from '#app/features/contracts/contracts.server';
import { CONTRACT_PATHS } from '#app/features/contracts/paths';
import { requireUser } from '#app/utils/auth.server';
import { readForm } from '#app/utils/forms.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const [screen, amend] = await Promise.all([contractScreenData(args, { kind: 'supplement' }), agreementFormData(args)]);
  return { screen, amend };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const intent = (await readForm(args.request.clone())).get('intent');
  return intent === 'agreement' ? agreementAction(args) : contractAction(args, CONTRACT_PATHS.agreement);
}

export default function ContractAgreement() {
  const { screen, amend } = useLoaderData<typeof loader>();
  return (
    <ContractScreen data={screen} path={CONTRACT_PATHS.agreement} title="补充协议" withKind={false}>
      {amend ? <AgreementForm contract={amend} /> : null}
    </ContractScreen>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
