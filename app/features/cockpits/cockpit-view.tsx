// The cockpits' screens (issue 48): big numbers, the chart kit's figures and lists, with the period
// (and the online cockpit's offline minutes) as links in the URL. Without JS a 刷新 link, and
// ?refresh=N reloads the page every N seconds (wall screens); with JS the tiles refresh in place
// every 30 s through the loader (useRevalidator), no chart library in the browser.
import { Link, useLocation, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { COCKPIT_PERIODS, PERIOD_LABELS, type CockpitPeriod } from '#contract/cockpits/labels';
import { ChartFigure, FiguresTable, type ChartData } from '#app/components/chart-kit';
import { ChinaMap } from '#app/components/map-kit';
import { ShadingLegend } from '#app/components/map-kit-shading';
import type { MapView } from '#app/components/map-kit-shapes';

export type Figure = { key: string; label: string; value: string };
export type ListTable = { title: string; headers: string[]; rows: string[][]; empty: string };
/** A map of China drawn on the server (the online cockpit's vehicles and provinces), its name and what it shows in words. */
export type CockpitMap = { view: MapView; title: string; caption: string };
export type CockpitPart = { figures: Figure[]; charts: ChartData[]; map?: CockpitMap | null; tables: ListTable[]; window: string | null };
export type CockpitFilters = { period: CockpitPeriod; periodError: string | null; offlineMinutes: number; offlineError: string | null; refresh: number | null };

/** Tiles refresh in place this often with JS. */
const REFRESH_MS = 30_000;
const OFFLINE_CHOICES = [10, 30, 60, 120];

/** With JS: the loaders run again every 30 s while the page is visible (no reload, no chart library). */
export function useTileRefresh() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') revalidator.revalidate();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [revalidator]);
}

/** The URL with one setting changed (the others kept). */
function withParam(search: string, key: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(key);
  else params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '?';
}

export function CockpitSettings({ filters, periods, offline }: { filters: CockpitFilters; periods: boolean; offline: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <div className="cockpit-settings">
      {periods ? (
        <nav aria-label="统计周期" className="cockpit-choices">
          {COCKPIT_PERIODS.map((p) => (
            <Link key={p} to={withParam(search, 'period', p)} aria-current={filters.period === p ? 'true' : undefined} preventScrollReset>
              {PERIOD_LABELS[p]}
            </Link>
          ))}
        </nav>
      ) : null}
      {offline ? (
        <nav aria-label="离线判定" className="cockpit-choices">
          {OFFLINE_CHOICES.map((m) => (
            <Link key={m} to={withParam(search, 'offline', String(m))} aria-current={filters.offlineMinutes === m ? 'true' : undefined} preventScrollReset>
              超过{m}分钟未定位为离线
            </Link>
          ))}
        </nav>
      ) : null}
      <nav aria-label="刷新" className="cockpit-choices">
        <Link to={`${pathname}${search}`} reloadDocument>
          刷新
        </Link>
        {filters.refresh ? (
          <Link to={`${pathname}${withParam(search, 'refresh', null)}`}>停止自动刷新（当前每{filters.refresh}秒）</Link>
        ) : (
          <Link to={`${pathname}${withParam(search, 'refresh', '60')}`}>每60秒自动刷新</Link>
        )}
      </nav>
      {[filters.periodError, filters.offlineError].filter(Boolean).map((message) => (
        <p key={message} className="form-error" role="alert">
          {message}
        </p>
      ))}
    </div>
  );
}

export function Figures({ figures }: { figures: Figure[] }) {
  return (
    <dl className="cockpit-figures">
      {figures.map((f) => (
        <div key={f.key} className="cockpit-figure" data-figure={f.key}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CockpitTables({ tables }: { tables: ListTable[] }) {
  return (
    <>
      {tables.map((t) => (
        <section key={t.title} className="cockpit-list" aria-label={t.title}>
          <h3>{t.title}</h3>
          {t.rows.length === 0 ? (
            <p className="muted">{t.empty}</p>
          ) : (
            <div className="table-scroll">
              <FiguresTable className="data-table" table={t} />
            </div>
          )}
        </section>
      ))}
    </>
  );
}

/** One cockpit's part: its window, big numbers, charts, then its lists. */
export function CockpitPartView({ part, heading }: { part: CockpitPart; heading?: string }) {
  return (
    <section className="cockpit-part" aria-label={heading}>
      {heading ? <h2>{heading}</h2> : null}
      {part.window ? <p className="muted cockpit-window">{part.window}</p> : null}
      <Figures figures={part.figures} />
      {part.map ? (
        <div className="cockpit-map">
          <ChinaMap map={part.map.view} title={part.map.title} caption={part.map.caption} legend={<ShadingLegend shading={part.map.view.shading} />} />
        </div>
      ) : null}
      <div className="cockpit-charts">
        {part.charts.map((chart) => (
          <ChartFigure key={chart.title} chart={chart} />
        ))}
      </div>
      <CockpitTables tables={part.tables} />
    </section>
  );
}

/** A desk cockpit (/cockpit/online …) inside the workspace. */
export function CockpitScreen({ title, kind, filters, part }: { title: string; kind: string; filters: CockpitFilters; part: CockpitPart }) {
  useTileRefresh();
  return (
    <div className="panel cockpit" data-cockpit={kind}>
      <h1 className="page-title">{title}</h1>
      <CockpitSettings filters={filters} periods={kind !== 'online'} offline={kind === 'online'} />
      <CockpitPartView part={part} />
    </div>
  );
}

/** The meta refresh of ?refresh=N (wall screens without JS), after the parents' meta. */
export function refreshMeta(refresh: number | null | undefined, parents: { meta?: unknown[] }[]) {
  const inherited = parents.flatMap((m) => (m.meta ?? []) as Record<string, string>[]).filter((m) => !('title' in m));
  return refresh ? [...inherited, { httpEquiv: 'refresh', content: String(refresh) }] : inherited;
}
