// The chart kit's drawing half (issue 48): Apache ECharts rendered on the server to an SVG string —
// `init(null, null, { renderer: 'svg', ssr: true })`, animation off, `renderToSVGString()`,
// `dispose()` — so every chart is complete without JavaScript and ECharts never reaches a client
// bundle (this is a .server module). Each chart comes with the table of its figures, which the
// figure (chart-kit.tsx) shows to screen readers and text browsers.
//
// What the SVG is cleaned of, and why:
// - ECharts appends a <style> element (hover rules of its interactive mode); our CSP admits <style>
//   elements only with the page's nonce, so it is removed (nothing here hovers anyway);
// - its `ecmeta_*` attributes are not SVG; they name each datum's series and index, which is where
//   a <title> (the browser's own tooltip, no script) is put before they are dropped;
// - ids (clip paths) get the chart's own prefix, so several charts on one page never share one.
// Style attributes it writes (font size, family) are allowed by the CSP (style-src-attr).
import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartData } from './chart-kit';

echarts.use([BarChart, GaugeChart, LineChart, PieChart, GridComponent, LegendComponent, SVGRenderer]);

/** The page's fonts (app/theme.ts) with single quotes: ECharts writes them into a double-quoted style attribute. */
const FONT = "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Segoe UI', Roboto, sans-serif";

/** Fixed tile sizes (px): the page lays tiles out in a grid; a chart never resizes after it is drawn. */
export const TILE = {
  wide: { width: 760, height: 280 },
  half: { width: 480, height: 280 },
  small: { width: 320, height: 240 },
  /** the wall screens (1920×1080) */
  wallWide: { width: 900, height: 320 },
  wallHalf: { width: 580, height: 300 },
} as const;
export type TileSize = keyof typeof TILE;
export type ChartTheme = 'light' | 'dark';

/** What the figure component draws: the SVG markup, its title, the data table. Plain data: it crosses to the client as loader data. */
export type RenderedChart = ChartData;

export type ChartSeries = { name: string; values: (number | null)[] };
type Format = (value: number) => string;

const PALETTE = ['#228be6', '#fa8c16', '#40c057', '#be4bdb', '#15aabf', '#fab005', '#fa5252', '#7950f2'];
const INK: Record<ChartTheme, { text: string; axis: string; grid: string }> = {
  light: { text: '#343a40', axis: '#868e96', grid: '#e9ecef' },
  dark: { text: '#e6f0ff', axis: '#8aa4c8', grid: '#23395b' },
};

let drawn = 0;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Renders one option to SVG and cleans it (see the header); `tip(series, index)` is each datum's tooltip text. */
function draw(
  option: Record<string, unknown>,
  size: TileSize,
  theme: ChartTheme,
  title: string,
  tip: (series: number, index: number) => string | null,
): string {
  const { width, height } = TILE[size];
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ animation: false, color: PALETTE, textStyle: { fontFamily: FONT, color: INK[theme].text }, ...option });
    const raw = chart.renderToSVGString();
    drawn += 1;
    const prefix = `chart${drawn}`;
    return raw
      .replace(/<style[\s\S]*?<\/style>/g, '')
      .replace(/\bzr\d+-/g, `${prefix}-`)
      .replace(
        /(<(path|rect|circle)\b[^>]*?)\s*ecmeta_series_index="(\d+)"\s*ecmeta_data_index="(\d+)"([^>]*?)>(<\/\2>)?/g,
        (_m, head: string, tag: string, s: string, i: string, tail: string, close?: string) => {
          const text = tip(Number(s), Number(i));
          const open = `${head}${tail}>`;
          if (!text) return close ? `${open}${close}` : open;
          return `${open}<title>${escapeXml(text)}</title>${close ?? `</${tag}>`}`;
        },
      )
      .replace(/\s*ecmeta_[a-z_]+="[^"]*"/g, '')
      .replace(/<svg /, `<svg role="img" aria-label="${escapeXml(title)}" class="chart-svg" `);
  } finally {
    chart.dispose();
  }
}

function axisOption(theme: ChartTheme, format: Format) {
  const ink = INK[theme];
  return {
    axisLine: { lineStyle: { color: ink.axis } },
    axisLabel: { color: ink.text, formatter: (v: number) => format(v) },
    splitLine: { lineStyle: { color: ink.grid } },
  };
}

const plain: Format = (v) => String(v);
const shown = (v: number | null, format: Format) => (v === null ? '—' : format(v));

type CartesianInput = {
  title: string;
  categories: string[];
  series: ChartSeries[];
  size?: TileSize;
  theme?: ChartTheme;
  /** how values read on the axis, in tooltips and in the table (units included there) */
  format?: Format;
  /** the table's first column header */
  categoryLabel?: string;
};

function cartesian(kind: 'line' | 'bar', input: CartesianInput, horizontal = false): RenderedChart {
  const { title, categories, series, size = 'half', theme = 'light', format = plain, categoryLabel = '项目' } = input;
  const ink = INK[theme];
  const valueAxis = { type: 'value', ...axisOption(theme, (v) => compact(v)) };
  const categoryAxis = { type: 'category', data: categories, axisLine: { lineStyle: { color: ink.axis } }, axisLabel: { color: ink.text } };
  const svg = draw(
    {
      legend: series.length > 1 ? { top: 4, textStyle: { color: ink.text } } : undefined,
      grid: { left: horizontal ? 120 : 56, right: 24, top: series.length > 1 ? 36 : 16, bottom: 32 },
      xAxis: horizontal ? valueAxis : categoryAxis,
      yAxis: horizontal ? { ...categoryAxis, inverse: true } : valueAxis,
      series: series.map((s) => ({ name: s.name, type: kind, data: s.values, connectNulls: false, symbolSize: 5, barMaxWidth: 28 })),
    },
    size,
    theme,
    title,
    (s, i) => (series[s] && categories[i] !== undefined ? `${categories[i]} ${series[s].name}：${shown(series[s].values[i] ?? null, format)}` : null),
  );
  return {
    title,
    svg,
    ...TILE[size],
    table: {
      headers: [categoryLabel, ...series.map((s) => s.name)],
      rows: categories.map((c, i) => [c, ...series.map((s) => shown(s.values[i] ?? null, format))]),
    },
  };
}

/** 12345 → '1.2万' on an axis, where space is short; the table keeps the full figure. */
function compact(v: number): string {
  const a = Math.abs(v);
  if (a >= 100_000_000) return `${+(v / 100_000_000).toFixed(1)}亿`;
  if (a >= 10_000) return `${+(v / 10_000).toFixed(1)}万`;
  return String(+v.toFixed(2));
}

/** Lines over categories (days, weeks); null is a gap. */
export const lineChart = (input: CartesianInput) => cartesian('line', input);
/** Bars over categories; `horizontal` for rankings with long names (lines, carriers). */
export const barChart = (input: CartesianInput & { horizontal?: boolean }) => cartesian('bar', input, input.horizontal);

/** A pie, or a donut (`donut`), of shares; zero shares stay in the table only. */
export function pieChart(input: {
  title: string;
  items: { name: string; value: number }[];
  size?: TileSize;
  theme?: ChartTheme;
  donut?: boolean;
  format?: Format;
  categoryLabel?: string;
}): RenderedChart {
  const { title, items, size = 'small', theme = 'light', donut = false, format = plain, categoryLabel = '项目' } = input;
  const ink = INK[theme];
  const total = items.reduce((a, b) => a + b.value, 0);
  const shownItems = items.filter((i) => i.value > 0);
  const svg = draw(
    {
      legend: { bottom: 0, textStyle: { color: ink.text } },
      series: [
        {
          type: 'pie',
          radius: donut ? ['42%', '66%'] : '66%',
          center: ['50%', '45%'],
          data: shownItems.map((i) => ({ name: i.name, value: i.value })),
          label: { color: ink.text, formatter: '{b} {c}' },
        },
      ],
    },
    size,
    theme,
    title,
    (_s, i) =>
      shownItems[i] ? `${shownItems[i].name}：${format(shownItems[i].value)}（${total ? Math.round((shownItems[i].value / total) * 1000) / 10 : 0}%）` : null,
  );
  return { title, svg, ...TILE[size], table: { headers: [categoryLabel, '数值'], rows: items.map((i) => [i.name, format(i.value)]) } };
}

/** A gauge of one share (on-time rate, reported share): `value` of `max`, shown as a percentage. */
export function gaugeChart(input: { title: string; value: number; max: number; label: string; size?: TileSize; theme?: ChartTheme }): RenderedChart {
  const { title, value, max, label, size = 'small', theme = 'light' } = input;
  const ink = INK[theme];
  const percent = max > 0 ? Math.round((value / max) * 1000) / 10 : 0;
  const svg = draw(
    {
      series: [
        {
          type: 'gauge',
          min: 0,
          max: 100,
          progress: { show: true, width: 14 },
          axisLine: { lineStyle: { width: 14, color: [[1, ink.grid]] } },
          axisTick: { show: false },
          splitLine: { length: 8, lineStyle: { color: ink.axis } },
          axisLabel: { color: ink.text, distance: 18 },
          pointer: { width: 4 },
          detail: { valueAnimation: false, formatter: max > 0 ? '{value}%' : '—', color: ink.text, fontSize: 22, offsetCenter: [0, '70%'] },
          title: { show: false },
          data: [{ value: percent, name: label }],
        },
      ],
    },
    size,
    theme,
    title,
    () => `${label}：${max > 0 ? `${percent}%` : '—'}（${value}/${max}）`,
  );
  return { title, svg, ...TILE[size], table: { headers: [label, '数量', '共计'], rows: [[max > 0 ? `${percent}%` : '—', String(value), String(max)]] } };
}
