// /user/ticketManage — 发票管理 for individual carriers and drivers (代开): the waybills they carried and
// were paid for with their 代开 status, the 代开 agreement (?tab=agreement), one application (?id=);
// the POSTs sign the agreement and apply.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { TicketApplication, TicketManage as TicketManageScreen } from '#app/features/invoices/agency-tickets';
import { agencyDetailData, ticketManageAction, ticketManageData } from '#app/features/invoices/agency.server';

export async function loader(args: LoaderFunctionArgs) {
  if (new URL(args.request.url).searchParams.has('id')) return { detail: await agencyDetailData(args), list: null };
  return { detail: null, list: await ticketManageData(args) };
}

export const action = (args: ActionFunctionArgs) => ticketManageAction(args);

export default function TicketManage() {
  const { detail, list } = useLoaderData<typeof loader>();
  return detail ? <TicketApplication application={detail.application} /> : <TicketManageScreen {...list!} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
