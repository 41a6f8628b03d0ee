// /open/keys — 接口密钥 (issue 51): a company administrator's API keys for the open platform; ?create=1
// opens the form, ?revoke=<id> the confirmation.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { KeyScreen } from '#app/features/open/key-screen';
import { keyAction, keyScreenData } from '#app/features/open/keys.server';

export const loader = (args: LoaderFunctionArgs) => keyScreenData(args);

export const action = (args: ActionFunctionArgs) => keyAction(args);

export default function ApiKeys() {
  const { rows, scopes, creating, revoking } = useLoaderData<typeof loader>();
  return <KeyScreen rows={rows} scopes={scopes} creating={creating} revoking={revoking} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
