// Twenty rows from a loader, rendered as a table: the framework's own cost of a list page, with no
// session, database or layout, against which the bench sets the app's pages.
import { useLoaderData } from '@remix-run/react';
import { WaybillTable } from '../components/waybill-table';

export function loader() {
  return Array.from({ length: 20 }, (_, i) => ({
    id: 1000 + i,
    number: `YD2026112900${String(i).padStart(2, '0')}`,
    route: '山西省太原市 → 河北省唐山市',
    goods: '螺纹钢',
    weightKg: 31_000 + i * 10,
    status: i % 2 ? '运输中' : '已签收',
  }));
}

export default function Waybills() {
  return <WaybillTable rows={useLoaderData<typeof loader>()} />;
}
