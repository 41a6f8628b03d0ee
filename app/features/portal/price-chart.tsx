// /GPDetail's weekly price trend: the chart kit's figure of the chart its loader drew
// (price-chart.server.ts), or a sentence when the route had no prices. No chart library reaches the browser.
import { ChartFigure, type ChartData } from '#app/components/chart-kit';

export function PriceChart({ chart, weeks }: { chart: ChartData | null; weeks: number }) {
  if (!chart) return <p className="muted">近 {weeks} 周该线路没有运价样本。</p>;
  return <ChartFigure chart={chart} className="price-chart" />;
}
