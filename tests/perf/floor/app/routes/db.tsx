// The floor with a database: the same 20-row table as `/`, its rows read by one statement from an
// embedded PGlite (in memory, on this thread: no hand-off to another thread) holding 100 000 rows.
// It shows what the cheapest list page can cost on the embedded database before any of the app's
// own work (session, filters, count, layout), beside the bench's list (decision 009).
import { useLoaderData } from '@remix-run/react';
import { WaybillTable } from '../components/waybill-table';
import { firstPage } from '../waybills.server';

export function loader() {
  return firstPage(1);
}

export default function Waybills() {
  return <WaybillTable rows={useLoaderData<typeof loader>()} />;
}
