// Twenty rows from a loader, rendered as a table: the framework's own cost of a list page, with no
// session, database or layout, against which the bench sets the app's pages.
import { useLoaderData } from '@remix-run/react';

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

const HEADINGS = ['运单号', '线路', '货物', '重量（吨）', '状态'];

export default function Waybills() {
  const rows = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>运单</h1>
      <table>
        <thead>
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading}>{heading}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {[<a href={`/waybills/${row.id}`}>{row.number}</a>, row.route, row.goods, (row.weightKg / 1000).toFixed(2), row.status].map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
