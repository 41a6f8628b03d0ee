// The map kit's plain data, shared by its server side (map-kit.server.ts: the projection, which
// never reaches the browser) and its component (map-kit.tsx: draws what the loader hands over).
// No runtime code here but the colours, so the component stays small.

/** [longitude, latitude], WGS-84 degrees, as GeoJSON orders them. */
export type LngLat = readonly [number, number];

/**
 * What a layer means, which fixes its colour and its line in the legend. Areas (key areas, alarms)
 * use `area` / `zone` / `alarm`; tracks `route`, `start`, `load`, `unload`, `current`; the vehicle
 * map `vehicle`.
 */
export type MapTone = 'route' | 'start' | 'load' | 'unload' | 'current' | 'vehicle' | 'offline' | 'area' | 'zone' | 'alarm';

/** What every layer may carry: `href` makes it a link (an SVG <a>, followed with or without JS) to what it stands for. */
type Linked = { href?: string };

/** The layers a screen puts on the map, in geographic coordinates; drawn areas first, lines, then points. */
export type MapLayer = Linked &
  (
    | { kind: 'route'; points: readonly LngLat[]; label: string; tone?: MapTone }
    | { kind: 'marker'; at: LngLat; label: string; tone: MapTone; /** write the label beside the dot (not only in its tooltip) */ named?: boolean }
    | { kind: 'circle'; center: LngLat; radiusM: number; label: string; tone: MapTone }
    | { kind: 'polygon'; ring: readonly LngLat[]; label: string; tone: MapTone }
  );

/** A layer after projection: SVG coordinates of the map's viewBox, rounded to 0.1. */
export type DrawnLayer = Linked &
  (
    | { kind: 'route' | 'circle' | 'polygon'; d: string; label: string; tone: MapTone }
    | { kind: 'marker'; x: number; y: number; label: string; tone: MapTone; named: boolean }
  );

/**
 * The projection of a drawn map, so a click on it can be turned back into longitude and latitude
 * in the browser (map-kit-invert.ts) without d3-geo: the kit's conic equal-area (standard
 * parallels 25°N/47°N) rotated to `rotate` degrees east, scaled and translated into the viewBox.
 */
export type MapFrame = { rotate: number; scale: number; translate: [number, number]; center: [number, number] };

/**
 * A map tile placed in the viewBox (decision 025's amendment): drawn behind the outlines with JS
 * only, when the platform hands out a map key; `hrefs` are its layers, bottom first.
 */
export type MapTile = { x: number; y: number; width: number; height: number; hrefs: string[] };

/** The tile service's origin (天地图): the CSP's img-src names it when MAP_AK is set (server.ts). */
export const MAP_TILE_ORIGIN = 'https://*.tianditu.gov.cn';

/** Provinces shaded by a figure (a choropleth): `steps` colours from light to dark and what each stands for. */
export type MapShading = { title: string; steps: { colour: string; label: string }[] };

/** What the component draws: outlines, the 南海诸岛 inset (whole-China view), labels and layers. */
export type MapView = {
  width: number;
  height: number;
  /** 'china': the whole country with the inset; 'fit': fitted to the layers with the neighbouring outlines */
  extent: 'china' | 'fit';
  /** `fill`: the province's shade when the map is shaded by a figure, `value` that figure */
  provinces: { name: string; d: string; fill?: string; value?: number }[];
  /** province names at their label points, inside the view */
  labels: { name: string; x: number; y: number }[];
  inset: { x: number; y: number; width: number; height: number; land: string; lines: string } | null;
  layers: DrawnLayer[];
  /** the tones used, in legend order */
  legend: { tone: MapTone; label: string }[];
  /** a scale bar in the fitted view: its length in the viewBox and what it stands for */
  scale: { length: number; label: string } | null;
  /** how the main map was projected (not the inset), to read a click back as coordinates */
  frame: MapFrame;
  /** the provinces' shading legend, when they are shaded */
  shading: MapShading | null;
};

export const TONE_COLOURS: Record<MapTone, string> = {
  route: '#1c7ed6',
  start: '#2f9e44',
  load: '#2f9e44',
  unload: '#7048e8',
  current: '#e8590c',
  vehicle: '#e8590c',
  offline: '#868e96',
  area: '#1098ad',
  zone: '#f08c00',
  alarm: '#e03131',
};

export const TONE_LABELS: Record<MapTone, string> = {
  route: '行驶路线',
  start: '起点',
  load: '装货地',
  unload: '卸货地',
  current: '最新位置',
  vehicle: '在途车辆（最新位置）',
  offline: '离线车辆（最新位置）',
  area: '重点区域',
  zone: '禁停或限行区域',
  alarm: '报警位置',
};
