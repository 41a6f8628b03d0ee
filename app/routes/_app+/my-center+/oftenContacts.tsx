// 常用联系人 (/my-center/oftenContacts): the shipper's (company's) frequent contact entries, used by the cargo form.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { FrequentScreen } from '#app/features/market/frequent-screen';
import { requireUser } from '#app/utils/auth.server';
import { frequentAction, frequentPageData } from '#app/features/market/frequents.server';

const PATH = '/my-center/oftenContacts';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return frequentPageData(args, 'contact');
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return frequentAction(args, 'contact', PATH);
}

export default function Frequent() {
  return <FrequentScreen kind="contact" path={PATH} data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
