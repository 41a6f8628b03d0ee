// /GPDetail's weekly price trend, drawn by the chart kit on the server: two lines (published cargo,
// completed orders) over the weeks, gaps where a week had no samples.
import type { FreightWeek } from '#contract/portal/views';
import { lineChart, type RenderedChart } from '#app/components/chart-kit.server';
import { formatFen } from '#app/utils/format';

/** The chart, or null when no week of the route has a price (the page says so in words). */
export function priceChart(weeks: FreightWeek[], title: string): RenderedChart | null {
  if (!weeks.some((w) => w.cargoAvgFen !== null || w.orderAvgFen !== null)) return null;
  return lineChart({
    title,
    categories: weeks.map((w) => w.weekStart.slice(5)),
    categoryLabel: '周（周一起）',
    series: [
      { name: '货源报价（元/吨）', values: weeks.map((w) => w.cargoAvgFen) },
      { name: '成交价（元/吨）', values: weeks.map((w) => w.orderAvgFen) },
    ],
    format: (fen) => formatFen(fen),
    size: 'wide',
  });
}
