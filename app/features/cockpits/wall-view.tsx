// A wall screen (issue 48): several cockpits' parts side by side on a 1920×1080 dark page, refreshed
// in place every 30 s with JS, or by ?refresh=N without.
import { CockpitPartView, CockpitSettings, useTileRefresh, type CockpitFilters, type CockpitPart } from './cockpit-view';

const HEADINGS: Record<string, string> = { online: '在线监控', shipping: '发运', control: '管控（网络货运）' };

export function WallScreen({ title, kinds, filters, parts }: { title: string; kinds: string[]; filters: CockpitFilters; parts: CockpitPart[] }) {
  useTileRefresh();
  return (
    <div className="wall-screen" data-cockpit={kinds.join(' ')}>
      <h1 className="wall-title">{title}</h1>
      <CockpitSettings filters={filters} periods={kinds.some((k) => k !== 'online')} offline={kinds.includes('online')} />
      <div className="wall-parts">
        {parts.map((part, i) => (
          <CockpitPartView key={kinds[i]} part={part} heading={HEADINGS[kinds[i]]} />
        ))}
      </div>
    </div>
  );
}
