// What a contract's page and a template's page both show: the clauses in order, and the history of
// moves with who made them.
import { HistoryTable as HistoryRows } from '#app/components/list-base';

export function ClauseList({ clauses }: { clauses: { key: number; title: string; text: string }[] }) {
  return (
    <>
      <h2>合同条款</h2>
      <ol className="contract-clauses">
        {clauses.map((c) => (
          <li key={c.key}>
            <strong>{c.title}</strong>
            <p>{c.text}</p>
          </li>
        ))}
      </ol>
    </>
  );
}

export function HistoryTable({ rows }: { rows: { key: number; created: string; to: string; actorName: string; remark: string | null }[] }) {
  return (
    <HistoryRows
      rows={rows}
      columns={[
        { title: '时间', cell: (h) => h.created },
        { title: '状态', cell: (h) => h.to },
        { title: '操作人', cell: (h) => h.actorName },
        { title: '说明', cell: (h) => h.remark ?? '' },
      ]}
    />
  );
}
