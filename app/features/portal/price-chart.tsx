// A weekly price trend drawn as inline SVG on the server: two lines (published cargo, completed
// orders), gaps where a week had no samples. No chart library reaches the browser.
import type { FreightWeek } from '#contract/portal/views';
import { formatFen } from '#app/utils/format';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { left: 64, right: 16, top: 16, bottom: 32 };

type Series = { key: 'cargoAvgFen' | 'orderAvgFen'; label: string; className: string };
const SERIES: Series[] = [
  { key: 'cargoAvgFen', label: '货源报价', className: 'chart-cargo' },
  { key: 'orderAvgFen', label: '成交价', className: 'chart-order' },
];

/** Polyline segments of one series: consecutive weeks with a value. */
function segments(values: (number | null)[], x: (i: number) => number, y: (v: number) => number): string[] {
  const out: string[] = [];
  let current: string[] = [];
  values.forEach((v, i) => {
    if (v === null) {
      if (current.length) out.push(current.join(' '));
      current = [];
    } else current.push(`${x(i).toFixed(1)},${y(v).toFixed(1)}`);
  });
  if (current.length) out.push(current.join(' '));
  return out;
}

export function PriceChart({ weeks, title }: { weeks: FreightWeek[]; title: string }) {
  const values = weeks.flatMap((w) => [w.cargoAvgFen, w.orderAvgFen]).filter((v): v is number => v !== null);
  if (values.length === 0) return <p className="muted">近 {weeks.length} 周该线路没有运价样本。</p>;
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = hi - lo || Math.max(100, hi * 0.1);
  const min = Math.max(0, lo - span * 0.1);
  const max = hi + span * 0.1;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (weeks.length === 1 ? plotW / 2 : (i * plotW) / (weeks.length - 1));
  const y = (v: number) => PAD.top + plotH - ((v - min) / (max - min)) * plotH;
  const ticks = [min, (min + max) / 2, max];
  return (
    <figure className="price-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title} width="100%">
        <title>{title}</title>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} className="chart-grid" />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" className="chart-axis">
              {formatFen(t)}
            </text>
          </g>
        ))}
        {weeks.map((w, i) =>
          i % 2 === 0 || i === weeks.length - 1 ? (
            <text key={w.weekStart} x={x(i)} y={HEIGHT - 10} textAnchor="middle" className="chart-axis">
              {w.weekStart.slice(5)}
            </text>
          ) : null,
        )}
        {SERIES.map((s) => {
          const points = weeks.map((w) => w[s.key]);
          return (
            <g key={s.key} className={s.className}>
              {segments(points, x, y).map((p) => (
                <polyline key={p} points={p} fill="none" strokeWidth={2} />
              ))}
              {points.map((v, i) => (v === null ? null : <circle key={weeks[i].weekStart} cx={x(i)} cy={y(v)} r={3} />))}
            </g>
          );
        })}
      </svg>
      <figcaption className="chart-legend">
        {SERIES.map((s) => (
          <span key={s.key} className={s.className}>
            ● {s.label}（元/吨）
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
