// The chart kit (issue 48): ECharts' SVG drawn on the server, cleaned for the CSP and for readers.
import { describe, expect, it } from 'vitest';
import { barChart, gaugeChart, lineChart, pieChart, TILE } from './chart-kit.server';

const line = () =>
  lineChart({ title: '发运<趋势>', categories: ['11-01', '11-02', '11-03'], series: [{ name: '发运', values: [3, null, 5] }], categoryLabel: '日期' });

describe('chart kit', () => {
  it('draws an SVG of the tile size, named for readers, without the <style> element the CSP would refuse', () => {
    const chart = line();
    expect(chart.svg.startsWith('<svg role="img" aria-label="发运&lt;趋势&gt;" class="chart-svg" ')).toBe(true);
    expect(chart.svg).toContain(`width="${TILE.half.width}" height="${TILE.half.height}"`);
    expect(chart.svg).not.toMatch(/<style/);
    expect(chart.svg).not.toMatch(/ecmeta_/);
    // the font family sits inside a double-quoted style attribute: single quotes only
    for (const style of chart.svg.match(/style="[^"]*"/g) ?? []) expect(style).toMatch(/font-family:[^"]*PingFang SC/);
  });

  it('puts each datum’s figure in a <title> (the browser’s tooltip) and in the table', () => {
    const chart = line();
    expect(chart.svg).toContain('<title>11-01 发运：3</title>');
    expect(chart.svg).toContain('<title>11-03 发运：5</title>');
    expect(chart.table).toEqual({
      headers: ['日期', '发运'],
      rows: [
        ['11-01', '3'],
        ['11-02', '—'],
        ['11-03', '5'],
      ],
    });
  });

  it('gives each chart its own ids, so two charts on a page never share a clip path', () => {
    const ids = (svg: string) => [...svg.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    const a = ids(line().svg);
    const b = ids(line().svg);
    expect(a.length).toBeGreaterThan(0);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
  });

  it('draws bars, pies and gauges the same way, with their tables', () => {
    const bars = barChart({ title: '线路', categories: ['唐山 → 天津'], series: [{ name: '派车单数', values: [7] }], horizontal: true });
    expect(bars.svg).toContain('<title>唐山 → 天津 派车单数：7</title>');
    const pie = pieChart({
      title: '状态',
      items: [
        { name: '运输中', value: 3 },
        { name: '已卸货', value: 1 },
        { name: '待装货', value: 0 },
      ],
      donut: true,
    });
    expect(pie.svg).toContain('<title>运输中：3（75%）</title>');
    expect(pie.table.rows).toEqual([
      ['运输中', '3'],
      ['已卸货', '1'],
      ['待装货', '0'],
    ]);
    const gauge = gaugeChart({ title: '准时到货率', value: 3, max: 4, label: '准时到货率' });
    expect(gauge.table.rows).toEqual([['75%', '3', '4']]);
    for (const chart of [bars, pie, gauge]) expect(chart.svg).not.toMatch(/<style|ecmeta_/);
  });
});
