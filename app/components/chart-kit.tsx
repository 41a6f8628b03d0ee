// The chart kit's figure (issue 48): a chart drawn on the server (chart-kit.server.ts) inside a
// <figure> with its caption, and the same figures as a table hidden on screen, so the chart reads
// without CSS, in a text browser and to a screen reader. No chart library reaches the browser: the
// SVG arrives as markup (server render and loader data alike), tooltips are its <title> elements.
import type { ReactNode } from 'react';

export type ChartTable = { headers: string[]; rows: string[][] };
export type ChartData = { title: string; svg: string; width: number; height: number; table: ChartTable };

export function ChartFigure({ chart, caption, className }: { chart: ChartData; caption?: ReactNode; className?: string }) {
  return (
    <figure className={className ? `chart-figure ${className}` : 'chart-figure'} style={{ maxWidth: chart.width }}>
      <figcaption className="chart-caption">{caption ?? chart.title}</figcaption>
      {/* markup of our own server's drawing (chart-kit.server.ts): labels are escaped there */}
      <div className="chart-drawing" dangerouslySetInnerHTML={{ __html: chart.svg }} />
      {/* hidden in a block, not on the table: a table is never narrower than its content, so a
          hidden one still widened a 360 px page */}
      <div className="visually-hidden">
        <FiguresTable caption={chart.title} table={chart.table} rowHeaders />
      </div>
    </figure>
  );
}

/** A plain table of figures: the chart's own (hidden on screen) or a cockpit's list. */
export function FiguresTable({
  table,
  caption,
  className,
  rowHeaders = false,
}: {
  table: ChartTable;
  caption?: string;
  className?: string;
  rowHeaders?: boolean;
}) {
  return (
    <table className={className}>
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          {table.headers.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, i) => (
          <tr key={i}>
            {row.map((cell, j) =>
              rowHeaders && j === 0 ? (
                <th key={j} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={j}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
