// 合同核验 (issue 46): anyone holding a contract number sees its public facts, and anyone holding a
// contract PDF checks the platform's signature on it and compares it with the contract's sealed
// file, without signing in. The QR code on the PDF's signature page links here with ?no=<contract number>.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ContractVerifyPage } from '#app/features/contracts/verify-page';
import { verifyPageData, verifyUpload } from '#app/features/contracts/verify.server';
export { pagesLinks as links } from '#app/styles/sheets';

export function loader(args: LoaderFunctionArgs) {
  return verifyPageData(args);
}

export function action(args: ActionFunctionArgs) {
  return verifyUpload(args);
}

export default function ContractVerify() {
  return <ContractVerifyPage {...useLoaderData<typeof loader>()} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
