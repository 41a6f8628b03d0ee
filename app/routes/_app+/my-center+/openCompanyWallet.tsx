// 开通企业钱包 (/my-center/openCompanyWallet): opens the caller's wallet at the custody bank under the
// name the platform verified, then shows /payment/openSuccess.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { requireUser } from '#app/utils/auth.server';
import { openWalletAction } from '#app/features/wallet/wallet.server';
import { openWalletLoader } from '#app/features/wallet/open-wallet.server';
import { OpenWallet } from '#app/features/wallet/open-wallet';

export const loader = (args: LoaderFunctionArgs) => openWalletLoader(args, 'enterprise');

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return openWalletAction(args);
}

export default function OpenCompanyWallet() {
  const data = useLoaderData<typeof loader>();
  return <OpenWallet {...data} busy={useNavigation().state === 'submitting'} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
