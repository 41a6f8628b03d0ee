// The map kit's component: draws a MapView that the loader built on the server (map-kit.server.ts)
// as one <svg> — outlines, the 南海诸岛 inset, the screen's layers — with its title, and a text
// legend and caption below it, so the page reads without CSS (colours are SVG attributes) and
// without JavaScript. It holds no projection code: only path strings and points arrive here.
import { useId, type MouseEventHandler, type ReactNode } from 'react';
import { TONE_COLOURS, type DrawnLayer, type MapTone, type MapView } from './map-kit-shapes';

const LAND = '#f1f3f5';
const BORDER = '#adb5bd';
const OUTSIDE = '#e7f1fa';
const AREA_OPACITY = 0.22;

/**
 * Where a marker's name goes, so that a track's names, often close together, do not cover each
 * other: the start to the left, the newest position to the right, loading above, unloading below.
 */
const LABEL_PLACES: Partial<Record<MapTone, { dx: number; dy: number; anchor: 'start' | 'end' }>> = {
  start: { dx: -8, dy: 4, anchor: 'end' },
  load: { dx: -8, dy: -8, anchor: 'end' },
  unload: { dx: 8, dy: 16, anchor: 'start' },
};
const LABEL_RIGHT = { dx: 8, dy: 4, anchor: 'start' } as const;

function Marker({ layer }: { layer: Extract<DrawnLayer, { kind: 'marker' }> }) {
  const colour = TONE_COLOURS[layer.tone];
  const big = layer.tone === 'current' || layer.tone === 'vehicle';
  const place = LABEL_PLACES[layer.tone] ?? LABEL_RIGHT;
  return (
    <g>
      <title>{layer.label}</title>
      <circle cx={layer.x} cy={layer.y} r={big ? 6 : 5} fill={colour} stroke="#fff" strokeWidth="1.5" />
      {layer.named ? (
        <text
          x={layer.x + place.dx}
          y={layer.y + place.dy}
          textAnchor={place.anchor}
          fontSize="12"
          fill={colour}
          stroke="#fff"
          strokeWidth="3"
          paintOrder="stroke"
        >
          {layer.label}
        </text>
      ) : null}
    </g>
  );
}

/**
 * A layer with an href is a link (an SVG <a>): followed by the browser without JS; with JS the
 * screen's onClick makes it a client-side navigation (map-kit-invert.ts followMapLink).
 */
function Layer({ layer }: { layer: DrawnLayer }) {
  const drawn = <Shape layer={layer} />;
  return layer.href ? (
    <a href={layer.href} aria-label={layer.label}>
      {drawn}
    </a>
  ) : (
    drawn
  );
}

function Shape({ layer }: { layer: DrawnLayer }) {
  if (layer.kind === 'marker') return <Marker layer={layer} />;
  const colour = TONE_COLOURS[layer.tone];
  if (layer.kind === 'route')
    return (
      <path d={layer.d} fill="none" stroke={colour} strokeWidth="3" strokeLinejoin="round" strokeLinecap="round" data-layer="route">
        <title>{layer.label}</title>
      </path>
    );
  return (
    <path d={layer.d} fill={colour} fillOpacity={AREA_OPACITY} stroke={colour} strokeWidth="1.5" data-layer={layer.kind}>
      <title>{layer.label}</title>
    </path>
  );
}

function Swatch({ tone }: { tone: MapTone }) {
  const colour = TONE_COLOURS[tone];
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      {tone === 'route' ? (
        <line x1="1" y1="7" x2="13" y2="7" stroke={colour} strokeWidth="3" />
      ) : tone === 'area' || tone === 'zone' ? (
        <rect x="1" y="1" width="12" height="12" fill={colour} fillOpacity={AREA_OPACITY} stroke={colour} />
      ) : (
        <circle cx="7" cy="7" r="5" fill={colour} />
      )}
    </svg>
  );
}

/**
 * A map of China (or of the layers' surroundings). `title` names the image for assistive
 * technology (its aria-label and <title>); `caption` says what it shows in words, under the
 * legend — the facts themselves belong in the page's text (a table or a timeline) as well.
 */
export function ChinaMap({
  map,
  title,
  caption,
  legend,
  onClick,
  picking,
  underlay,
}: {
  map: MapView;
  title: string;
  caption?: ReactNode;
  /** more legend (map-kit-shading.tsx for shaded provinces), above the caption */
  legend?: ReactNode;
  /** with JS: a click on the map (map-kit-invert.ts: its links followed in the app, or the point read back) */
  onClick?: MouseEventHandler<SVGSVGElement>;
  /** a click on the map chooses a point (a crosshair cursor) */
  picking?: boolean;
  /** drawn behind the outlines (a tile layer, map-kit-tiles.tsx), which are then left unfilled and unnamed */
  underlay?: ReactNode;
}) {
  const legendId = useId();
  // Links inside an image would be hidden from assistive technology: a map with links is a group.
  const linked = map.layers.some((l) => l.href);
  return (
    <figure className="map-kit">
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        width="100%"
        role={linked ? 'group' : 'img'}
        onClick={onClick}
        data-pick={picking ? 'on' : undefined}
        aria-label={title}
        data-extent={map.extent}
        preserveAspectRatio="xMidYMid meet"
        fontFamily="sans-serif"
      >
        <title>{title}</title>
        <rect x="0" y="0" width={map.width} height={map.height} fill={OUTSIDE} />
        {underlay}
        <g fill={underlay ? 'none' : LAND} stroke={BORDER} strokeWidth="0.7" strokeLinejoin="round">
          {map.provinces.map((p) => (
            <path key={p.name} d={p.d} fill={p.fill}>
              <title>{p.value ? `${p.name}：${p.value}` : p.name}</title>
            </path>
          ))}
        </g>
        <g fontSize={map.extent === 'china' ? 11 : 13} fill="#868e96" textAnchor="middle">
          {(underlay ? [] : map.labels).map((l) => (
            <text key={l.name} x={l.x} y={l.y}>
              {l.name}
            </text>
          ))}
        </g>
        {map.inset ? (
          <g data-inset="南海诸岛">
            <title>南海诸岛</title>
            <rect x={map.inset.x} y={map.inset.y} width={map.inset.width} height={map.inset.height} fill={OUTSIDE} stroke="#495057" strokeWidth="1" />
            <path d={map.inset.land} fill={LAND} stroke={BORDER} strokeWidth="0.7" />
            <path d={map.inset.lines} fill="none" stroke="#495057" strokeWidth="1.2" />
            <text x={map.inset.x + map.inset.width - 4} y={map.inset.y + map.inset.height - 5} fontSize="10" fill="#495057" textAnchor="end">
              南海诸岛
            </text>
          </g>
        ) : null}
        {map.layers.map((l, i) => (
          <Layer key={i} layer={l} />
        ))}
        {map.scale ? (
          <g stroke="#495057" strokeWidth="1.5" fill="#495057" fontSize="11">
            <path d={`M12,${map.height - 16}v5h${map.scale.length}v-5`} fill="none" />
            <text x={16 + map.scale.length} y={map.height - 11} stroke="none">
              {map.scale.label}
            </text>
          </g>
        ) : null}
        <text x={map.width - 14} y="22" fontSize="13" fill="#495057" textAnchor="end">
          北 ↑
        </text>
      </svg>
      <figcaption>
        {map.legend.length ? (
          <div className="map-kit-legend">
            <span id={legendId}>图例：</span>
            <ul aria-labelledby={legendId}>
              {map.legend.map((l) => (
                <li key={l.tone}>
                  <Swatch tone={l.tone} /> {l.label}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {legend}
        {caption ? <p className="muted">{caption}</p> : null}
      </figcaption>
    </figure>
  );
}
