// The floor's list page: a heading and a 20-row table, the same for the rows made in the loader
// (routes/_index.tsx) and the rows read from the database (routes/db.tsx).
const HEADINGS = ['运单号', '线路', '货物', '重量（吨）', '状态'];

export type WaybillRow = { id: number; number: string; route: string; goods: string; weightKg: number; status: string };

export function WaybillTable({ rows }: { rows: WaybillRow[] }) {
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
