// The map kit's server side: China's provinces (china-geojson, the complete territory with 台湾,
// 香港, 澳门 and the 南海诸岛 inset) projected with d3-geo into plain SVG path strings, with the
// screen's layers (a route, markers, circles, polygons) projected alike. It runs only on the
// server: d3-geo and the GeoJSON never reach the browser, which gets path strings and draws them
// (map-kit.tsx), with or without JavaScript. No tiles, no keys.
//
// Projection: an Albers-type conic equal-area centred on 105°E with standard parallels 25°N and
// 47°N, the usual projection of a map of all China, fitted to the provinces (whole-China view) or
// to the layers (fitted view: a 30 km route fills it, with the outlines around it). Outlines are
// clipped to the view, simplified in screen space (Douglas–Peucker, SIMPLIFY_PX) and rounded to
// 0.1 unit; the whole-China outlines are built once per process.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoArea, geoCircle, geoConicEqualArea, geoDistance, geoIdentity, geoStream, type GeoProjection, type GeoStream } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import {
  TONE_LABELS,
  type DrawnLayer,
  type LngLat,
  type MapFrame,
  type MapLayer,
  type MapShading,
  type MapTile,
  type MapTone,
  type MapView,
} from './map-kit-shapes';

/** The width of every map's viewBox; heights follow the shape (whole China) or FIT_HEIGHT. */
export const MAP_WIDTH = 800;
const FIT_HEIGHT = 480;
const PAD = 12;
/** Douglas–Peucker tolerance in viewBox units (drawn ~800 px wide: half a pixel, ~3 km on the whole-China map, keeps coastal cities such as 三亚 on land). */
const SIMPLIFY_PX = 0.5;
/** Rings smaller than this across (viewBox units) are left out: specks of islets at this scale. */
const MIN_RING_PX = 1.2;
/**
 * A fitted view spans at least this much (degrees of latitude, ~9 km): a route of a few hundred
 * metres (a truck still at the loading yard) is not zoomed into a street plan the map has no
 * streets for, and a 30 km route fills the view.
 */
const MIN_SPAN_DEG = 0.08;
/** Room around the layers in a fitted view, as a share of their span. */
const FIT_MARGIN = 0.25;
/** Markers are named beside their dot up to this many; beyond, the dots keep their tooltips. */
export const NAMED_MARKERS_MAX = 40;
const INSET_NAME = '南海诸岛';
/** The 南海诸岛 inset's height as a share of the map's. */
const INSET_SHARE = 0.24;
const EARTH_RADIUS_M = 6_371_008.8;

type Province = { name: string; geometry: Polygon | MultiPolygon; bbox: [number, number, number, number]; labelAt: LngLat | null };
type China = { provinces: Province[]; inset: Feature<MultiPolygon>; mainland: FeatureCollection };

let china: China | null = null;

/** The GeoJSON, read once per process (344 KB; never bundled). */
function loadChina(): China {
  if (china) return china;
  const file = createRequire(import.meta.url).resolve('china-geojson/src/geojson/china.json');
  const collection = JSON.parse(readFileSync(file, 'utf8')) as FeatureCollection<Polygon | MultiPolygon, Record<string, unknown>>;
  const provinces: Province[] = [];
  let inset: Feature<MultiPolygon> | null = null;
  for (const f of collection.features) {
    const name = String(f.properties.name);
    if (name === INSET_NAME) {
      inset = f as Feature<MultiPolygon>;
      continue;
    }
    provinces.push({ name, geometry: f.geometry, bbox: bboxOf(f.geometry), labelAt: labelPoint(f.properties) });
  }
  if (!inset) throw new Error(`china-geojson: no ${INSET_NAME} feature`);
  china = {
    provinces,
    inset,
    mainland: { type: 'FeatureCollection', features: provinces.map((p) => ({ type: 'Feature', properties: {}, geometry: p.geometry })) },
  };
  return china;
}

/** The data gives a label point either as cp [lng, lat] or as longitude/latitude. */
function labelPoint(p: Record<string, unknown>): LngLat | null {
  if (Array.isArray(p.cp)) return [Number(p.cp[0]), Number(p.cp[1])];
  if (typeof p.longitude === 'number' && typeof p.latitude === 'number') return [p.longitude, p.latitude];
  return null;
}

function bboxOf(g: Polygon | MultiPolygon): [number, number, number, number] {
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  const rings = g.type === 'Polygon' ? g.coordinates : g.coordinates.flat();
  for (const ring of rings)
    for (const [x, y] of ring) {
      box[0] = Math.min(box[0], x);
      box[1] = Math.min(box[1], y);
      box[2] = Math.max(box[2], x);
      box[3] = Math.max(box[3], y);
    }
  return box;
}

// ---------------------------------------------------------------------------------------------
// Paths: projected rings → simplified, rounded SVG path data

type XY = [number, number];

/** Collects what a projection streams (after its clipping) as rings or lines of points. */
function collect(projection: GeoProjection, geometry: Geometry | Feature | FeatureCollection): XY[][] {
  const parts: XY[][] = [];
  let current: XY[] | null = null;
  const sink: GeoStream = {
    point: (x, y) => current?.push([x, y]),
    lineStart: () => {
      current = [];
    },
    lineEnd: () => {
      if (current && current.length) parts.push(current);
      current = null;
    },
    polygonStart: () => {},
    polygonEnd: () => {},
    sphere: () => {},
  };
  geoStream(geometry as never, projection.stream(sink));
  return parts;
}

const squareSegmentDistance = (p: XY, a: XY, b: XY) => {
  let [x, y] = a;
  let dx = b[0] - x;
  let dy = b[1] - y;
  if (dx !== 0 || dy !== 0) {
    const t = ((p[0] - x) * dx + (p[1] - y) * dy) / (dx * dx + dy * dy);
    if (t > 1) [x, y] = b;
    else if (t > 0) {
      x += dx * t;
      y += dy * t;
    }
  }
  dx = p[0] - x;
  dy = p[1] - y;
  return dx * dx + dy * dy;
};

/** Douglas–Peucker: the points that keep the line within `tolerance` of the original. */
export function simplify(points: XY[], tolerance: number): XY[] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const sq = tolerance * tolerance;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let worst = 0;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const d = squareSegmentDistance(points[i], points[first], points[last]);
      if (d > worst) {
        worst = d;
        index = i;
      }
    }
    if (index > 0 && worst > sq) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

const r1 = (v: number) => Math.round(v * 10) / 10;

/** Path data of rings (closed with Z) or lines, simplified and rounded; specks dropped when `minSize`. */
function pathData(parts: XY[][], closed: boolean, minSize = 0): string {
  let d = '';
  for (const part of parts) {
    if (minSize > 0) {
      const xs = part.map((p) => p[0]);
      const ys = part.map((p) => p[1]);
      if (Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) < minSize) continue;
    }
    const kept = simplify(part, SIMPLIFY_PX);
    let last = '';
    let out = '';
    for (const [x, y] of kept) {
      const pt = `${r1(x)},${r1(y)}`;
      if (pt === last) continue;
      out += out ? ` ${pt}` : `M${pt}`;
      last = pt;
    }
    if (out) d += closed ? `${out}Z` : out;
  }
  return d;
}

// ---------------------------------------------------------------------------------------------
// Projections

const conic = () => geoConicEqualArea().rotate([-105, 0]).parallels([25, 47]).precision(0.1);

type Frame = { projection: GeoProjection; width: number; height: number };

/** The projection fitted to all China (the mainland's provinces, 台湾, 香港, 澳门; not the inset), 800 wide. */
function chinaFrame(): Frame {
  const { mainland } = loadChina();
  const projection = conic().fitWidth(MAP_WIDTH - 2 * PAD, mainland);
  const [[x0, y0], [, y1]] = boundsOf(projection, mainland);
  const [tx, ty] = projection.translate();
  projection.translate([tx + PAD - x0, ty + PAD - y0]);
  return { projection, width: MAP_WIDTH, height: Math.ceil(y1 - y0 + 2 * PAD) };
}

function boundsOf(projection: GeoProjection, object: FeatureCollection | Geometry): [XY, XY] {
  const parts = collect(projection, object);
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const part of parts)
    for (const [x, y] of part) {
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  return [
    [x0, y0],
    [x1, y1],
  ];
}

/** Degrees of arc for a radius in metres. */
const radiusDeg = (m: number) => (m / EARTH_RADIUS_M) * (180 / Math.PI);

/** Every point a layer covers (a circle: its centre ± radius), to fit a view to the layers. */
function layerPoints(layers: readonly MapLayer[]): LngLat[] {
  const points: LngLat[] = [];
  for (const l of layers) {
    if (l.kind === 'route') points.push(...l.points);
    else if (l.kind === 'marker') points.push(l.at);
    else if (l.kind === 'polygon') points.push(...l.ring);
    else {
      const r = radiusDeg(l.radiusM);
      const [lng, lat] = l.center;
      const rLng = r / Math.max(0.2, Math.cos((lat * Math.PI) / 180));
      points.push([lng - rLng, lat - r], [lng + rLng, lat + r]);
    }
  }
  return points;
}

/** A projection fitted to the layers' extent (at least MIN_SPAN_DEG, plus a margin), FIT_HEIGHT high. */
function fittedFrame(points: readonly LngLat[]): { frame: Frame; box: [number, number, number, number] } {
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  const [cx, cy] = [(Math.min(...lngs) + Math.max(...lngs)) / 2, (Math.min(...lats) + Math.max(...lats)) / 2];
  const k = Math.max(0.2, Math.cos((cy * Math.PI) / 180));
  const halfLat = Math.max((Math.max(...lats) - Math.min(...lats)) / 2, MIN_SPAN_DEG / 2) * (1 + FIT_MARGIN);
  const halfLng = Math.max((Math.max(...lngs) - Math.min(...lngs)) / 2, MIN_SPAN_DEG / 2 / k) * (1 + FIT_MARGIN);
  const box: [number, number, number, number] = [cx - halfLng, cy - halfLat, cx + halfLng, cy + halfLat];
  const corners: Geometry = {
    type: 'MultiPoint',
    coordinates: [
      [box[0], box[1]],
      [box[2], box[1]],
      [box[0], box[3]],
      [box[2], box[3]],
      [cx, box[1]],
      [cx, box[3]],
    ],
  };
  const projection = conic()
    .rotate([-cx, 0])
    .fitExtent(
      [
        [PAD, PAD],
        [MAP_WIDTH - PAD, FIT_HEIGHT - PAD],
      ],
      corners,
    );
  // Outlines beyond the view are cut at its edge (a little outside, so no seam shows).
  projection.clipExtent([
    [-4, -4],
    [MAP_WIDTH + 4, FIT_HEIGHT + 4],
  ]);
  // What the view shows, in degrees (its corners inverted), to pick the provinces worth drawing.
  const seen = [
    [0, 0],
    [MAP_WIDTH, 0],
    [0, FIT_HEIGHT],
    [MAP_WIDTH, FIT_HEIGHT],
    [MAP_WIDTH / 2, 0],
    [MAP_WIDTH / 2, FIT_HEIGHT],
  ].map((p) => projection.invert!(p as XY)!);
  const view: [number, number, number, number] = [
    Math.min(...seen.map((p) => p[0])),
    Math.min(...seen.map((p) => p[1])),
    Math.max(...seen.map((p) => p[0])),
    Math.max(...seen.map((p) => p[1])),
  ];
  return { frame: { projection, width: MAP_WIDTH, height: FIT_HEIGHT }, box: view };
}

const overlaps = (a: readonly number[], b: readonly number[]) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

// ---------------------------------------------------------------------------------------------
// The base maps

type Base = Pick<MapView, 'width' | 'height' | 'provinces' | 'labels' | 'inset'> & { projection: GeoProjection };

/** Provinces too small to name on the whole-China map (their outlines stay). */
const UNNAMED_ON_CHINA = new Set(['香港', '澳门', '北京', '天津', '上海']);

let chinaBase: Base | null = null;

/** The whole-China map: built once per process. */
function wholeChina(): Base {
  if (chinaBase) return chinaBase;
  const { provinces, inset, mainland } = loadChina();
  const { projection, width, height: mapHeight } = chinaFrame();
  const box = insetBox(inset, width, mapHeight, collect(projection, mainland));
  const height = box.y + box.height + PAD;
  chinaBase = {
    projection,
    width,
    height,
    provinces: provinces.map((p) => ({ name: p.name, d: pathData(collect(projection, p.geometry), true, MIN_RING_PX) })),
    labels: provinces
      .filter((p) => p.labelAt && !UNNAMED_ON_CHINA.has(p.name))
      .map((p) => {
        const [x, y] = projection(p.labelAt as XY)!;
        return { name: p.name, x: r1(x), y: r1(y) };
      }),
    inset: southChinaSeaInset(inset, box),
  };
  return chinaBase;
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * The inset's box: in the lower right corner, as high as INSET_SHARE of the map and shaped like the
 * inset's frame, moved down below any land in its columns (台湾, 福建) so it covers none.
 */
function insetBox(feature: Feature<MultiPolygon>, width: number, mapHeight: number, land: XY[][]): Box {
  const height = Math.round(mapHeight * INSET_SHARE);
  const [x0, y0, x1, y1] = bboxOf(feature.geometry);
  const boxWidth = Math.round((height * (x1 - x0)) / (y1 - y0));
  const x = width - PAD - boxWidth;
  let lowest = 0;
  for (const part of land) for (const [px, py] of part) if (px >= x - 6) lowest = Math.max(lowest, py);
  return { x, y: Math.round(Math.max(mapHeight - PAD - height, lowest + 2 * PAD)), width: boxWidth, height };
}

/**
 * The 南海诸岛 feature is not geography but the inset itself, drawn in stand-in coordinates east
 * of 台湾 (132–140°E, 18.5–28.5°N) as the classic ECharts map data does: four zero-area "polygons"
 * are the inset's frame, nine are the dashes of the maritime boundary line, and three real ones
 * the coasts and islands at the inset's top. It is drawn as published standard maps show it: a
 * framed box in the lower right, scaled into the box with a planar projection of its own
 * (a conic one would bend the frame). Zero-area parts are lines, the others land.
 */
function southChinaSeaInset(feature: Feature<MultiPolygon>, box: Box): Base['inset'] {
  const projection = geoIdentity()
    .reflectY(true)
    .fitExtent(
      [
        [box.x, box.y],
        [box.x + box.width, box.y + box.height],
      ],
      feature,
    ) as unknown as GeoProjection;
  const land: Position[][][] = [];
  const lines: Position[][][] = [];
  for (const polygon of feature.geometry.coordinates) (isLine(polygon) ? lines : land).push(polygon);
  return {
    ...box,
    land: pathData(collect(projection, { type: 'MultiPolygon', coordinates: land }), true),
    lines: pathData(collect(projection, { type: 'MultiPolygon', coordinates: lines }), true),
  };
}

/** A ring that encloses nothing (it runs out and back): the data's way of drawing a line. */
function isLine(polygon: Position[][]): boolean {
  const ring = polygon[0];
  let twiceArea = 0;
  for (let i = 0; i < ring.length - 1; i++) twiceArea += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return Math.abs(twiceArea) < 1e-9;
}

/** The view fitted to the layers: the outlines of the provinces in sight, clipped at its edges, and their names. */
function fittedBase(points: readonly LngLat[]): Base {
  const { provinces } = loadChina();
  const { frame, box } = fittedFrame(points);
  const { projection } = frame;
  const inSight = provinces.filter((p) => overlaps(p.bbox, box));
  return {
    projection,
    width: frame.width,
    height: frame.height,
    provinces: inSight.map((p) => ({ name: p.name, d: pathData(collect(projection, p.geometry), true, MIN_RING_PX) })).filter((p) => p.d),
    labels: inSight
      .filter((p) => p.labelAt && p.labelAt[0] >= box[0] && p.labelAt[0] <= box[2] && p.labelAt[1] >= box[1] && p.labelAt[1] <= box[3])
      .map((p) => {
        const [x, y] = projection(p.labelAt as XY)!;
        return { name: p.name, x: r1(x), y: r1(y) };
      })
      .filter((l) => l.x > 0 && l.x < frame.width && l.y > 0 && l.y < frame.height),
    inset: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Layers

/** A polygon ring as d3-geo wants it: closed, and wound so that it encloses the small side. */
function polygonOf(ring: readonly LngLat[]): Polygon {
  const closed = ring.length && (ring[0][0] !== ring.at(-1)![0] || ring[0][1] !== ring.at(-1)![1]) ? [...ring, ring[0]] : [...ring];
  const polygon: Polygon = { type: 'Polygon', coordinates: [closed.map((p) => [p[0], p[1]])] };
  if (geoArea(polygon) > 2 * Math.PI) polygon.coordinates[0].reverse();
  return polygon;
}

function drawLayer(projection: GeoProjection, layer: MapLayer, namedMarkers: boolean): DrawnLayer | null {
  const drawn = drawShape(projection, layer, namedMarkers);
  return drawn && layer.href ? { ...drawn, href: layer.href } : drawn;
}

function drawShape(projection: GeoProjection, layer: MapLayer, namedMarkers: boolean): DrawnLayer | null {
  switch (layer.kind) {
    case 'route': {
      const line: Geometry = { type: 'LineString', coordinates: layer.points.map((p) => [p[0], p[1]]) };
      const d = layer.points.length > 1 ? pathData(collect(projection, line), false) : '';
      return d ? { kind: 'route', d, label: layer.label, tone: layer.tone ?? 'route' } : null;
    }
    case 'circle': {
      const circle = geoCircle().center([layer.center[0], layer.center[1]]).radius(radiusDeg(layer.radiusM)).precision(2)();
      const d = pathData(collect(projection, circle), true);
      return d ? { kind: 'circle', d, label: layer.label, tone: layer.tone } : null;
    }
    case 'polygon': {
      const d = layer.ring.length >= 3 ? pathData(collect(projection, polygonOf(layer.ring)), true) : '';
      return d ? { kind: 'polygon', d, label: layer.label, tone: layer.tone } : null;
    }
    case 'marker': {
      const xy = projection([layer.at[0], layer.at[1]]);
      if (!xy) return null;
      return { kind: 'marker', x: r1(xy[0]), y: r1(xy[1]), label: layer.label, tone: layer.tone, named: namedMarkers && layer.named !== false };
    }
  }
}

const DRAW_ORDER: Record<MapLayer['kind'], number> = { polygon: 0, circle: 1, route: 2, marker: 3 };

/** A scale bar for a fitted view: a round distance about a fifth of the width. */
function scaleBar(projection: GeoProjection, width: number, height: number): MapView['scale'] {
  const a = projection.invert!([width / 2 - 50, height / 2]);
  const b = projection.invert!([width / 2 + 50, height / 2]);
  if (!a || !b) return null;
  const metresPer100 = geoDistance(a, b) * EARTH_RADIUS_M;
  const target = (metresPer100 / 100) * (width / 5);
  const step = [1, 2, 5].flatMap((m) => [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000].map((p) => m * p)).filter((v) => v <= target);
  const metres = Math.max(...step, 1);
  return { length: r1((metres / metresPer100) * 100), label: metres >= 1000 ? `${metres / 1000} 公里` : `${metres} 米` };
}

/** Light to dark: the provinces' shades by a figure (the darkest still leaves the names and the markers legible). */
const SHADES = ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc'];

/**
 * Provinces shaded by a figure (vehicles, loads): 0 stays plain land; the rest in SHADES.length
 * equal steps up to the largest value, each step labelled with its range in `unit`.
 */
function shadeProvinces(provinces: Base['provinces'], shade: { title: string; unit: string; values: Readonly<Record<string, number>> }) {
  const max = Math.max(0, ...Object.values(shade.values));
  if (max <= 0) return { provinces, shading: null };
  const width = Math.max(1, Math.ceil(max / SHADES.length));
  const used = Math.min(SHADES.length, Math.ceil(max / width));
  // Fewer steps than shades take the darker ones: one or two vehicles must still show.
  const shades = SHADES.slice(SHADES.length - used);
  const steps = shades.map((colour, i) => {
    const [lo, hi] = [i * width + 1, Math.min(max, (i + 1) * width)];
    return { colour, label: lo === hi ? `${lo}${shade.unit}` : `${lo}–${hi}${shade.unit}` };
  });
  const shaded = provinces.map((p) => {
    const value = shade.values[p.name] ?? 0;
    return value > 0 ? { ...p, value, fill: shades[Math.min(used - 1, Math.floor((value - 1) / width))] } : p;
  });
  const shading: MapShading = { title: shade.title, steps };
  return { provinces: shaded, shading };
}

function frameOf(projection: GeoProjection): MapFrame {
  const [tx, ty] = projection.translate();
  const [lng, lat] = projection.center();
  return { rotate: -projection.rotate()[0], scale: projection.scale(), translate: [tx, ty], center: [lng, lat] };
}

/**
 * A map of China for a screen. `extent`: 'china' draws the whole country with the 南海诸岛 inset
 * (the outlines built once per process); 'fit' fits the view to the layers (at least ~9 km
 * across) with the outlines of the provinces in sight, or falls back to the whole country when the
 * layers cover no point. Layers are drawn areas first, then routes, then markers.
 */
export function chinaMap({
  layers = [],
  extent = 'china',
  shade,
}: {
  layers?: readonly MapLayer[];
  extent?: 'china' | 'fit';
  /** shade the provinces by a figure, keyed by the data's province names ('河北', '北京') */
  shade?: { title: string; unit: string; values: Readonly<Record<string, number>> };
} = {}): MapView {
  const points = extent === 'fit' ? layerPoints(layers) : [];
  const fitted = points.length > 0;
  const base = fitted ? fittedBase(points) : wholeChina();
  const markers = layers.filter((l) => l.kind === 'marker').length;
  const drawn = [...layers]
    .sort((a, b) => DRAW_ORDER[a.kind] - DRAW_ORDER[b.kind])
    .map((l) => drawLayer(base.projection, l, markers <= NAMED_MARKERS_MAX))
    .filter((l): l is DrawnLayer => l !== null);
  const tones = [...new Set(drawn.map((l) => l.tone))];
  const { provinces, shading } = shade ? shadeProvinces(base.provinces, shade) : { provinces: base.provinces, shading: null };
  return {
    width: base.width,
    height: base.height,
    extent: fitted ? 'fit' : 'china',
    provinces,
    labels: base.labels,
    inset: base.inset,
    layers: drawn,
    legend: tones.map((tone) => ({ tone, label: TONE_LABELS[tone] })),
    scale: fitted ? scaleBar(base.projection, base.width, base.height) : null,
    frame: frameOf(base.projection),
    shading,
  };
}

/** Where a point lands on the whole-China map (tests, and screens placing their own marks). */
export function projectOnChina(at: LngLat): XY {
  const xy = wholeChina().projection([at[0], at[1]])!;
  return [r1(xy[0]), r1(xy[1])];
}

export type { MapTone };

// ---------------------------------------------------------------------------------------------
// Tiles behind a fitted view (with JS, when a map key is configured: decision 025's amendment)

// Where the tiles come from: 天地图 (MAP_TILE_ORIGIN, map-kit-shapes.ts), the national surveying
// bureau's map service. Its Web Mercator tiles (TILEMATRIXSET=w) are in CGCS2000, within centimetres
// of the WGS-84 our positions use, so nothing is shifted (AMap's and Baidu's are offset by GCJ-02 /
// BD-09).
/** The vector base map and its annotation (place names) over it. */
const TILE_LAYERS = ['vec', 'cva'] as const;
/** At most this many tiles per map: a fitted view is 800×480, about 4×3 tiles of 256 px. */
const MAX_TILES = 24;

const tileUrl = (layer: (typeof TILE_LAYERS)[number], z: number, x: number, y: number, ak: string) =>
  `https://t${(x + y) % 8}.tianditu.gov.cn/${layer}_w/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=${layer}&STYLE=default` +
  `&TILEMATRIXSET=w&FORMAT=tiles&TILEMATRIX=${z}&TILEROW=${y}&TILECOL=${x}&tk=${encodeURIComponent(ak)}`;

const tileX = (lng: number, n: number) => Math.floor(((lng + 180) / 360) * n);
const tileY = (lat: number, n: number) => {
  const phi = (Math.max(-85, Math.min(85, lat)) * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * n);
};
const lngOfTile = (x: number, n: number) => (x / n) * 360 - 180;
const latOfTile = (y: number, n: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI;

/**
 * The tiles that cover a fitted view, each placed by projecting its corners with the view's own
 * projection (rotated to the view's centre, so a tile's edges stay within a degree or two of the
 * axes across a view of a few hundred km; the drawing on top is exact either way). None for the
 * whole-China view (a conic map of all China does not fit Mercator tiles) or without a key.
 */
export function mapTiles(map: MapView, ak: string): MapTile[] | null {
  if (!ak || map.extent !== 'fit') return null;
  const projection = conic().rotate([-map.frame.rotate, 0]).center(map.frame.center).scale(map.frame.scale).translate(map.frame.translate);
  const corners = (
    [
      [0, 0],
      [map.width, 0],
      [0, map.height],
      [map.width, map.height],
    ] as XY[]
  ).map((p) => projection.invert!(p)!);
  const [west, east] = [Math.min(...corners.map((c) => c[0])), Math.max(...corners.map((c) => c[0]))];
  const [south, north] = [Math.min(...corners.map((c) => c[1])), Math.max(...corners.map((c) => c[1]))];
  let z = Math.max(3, Math.min(18, Math.round(Math.log2(((map.width / 256) * 360) / Math.max(1e-6, east - west)))));
  const range = (zoom: number) => {
    const n = 2 ** zoom;
    return { n, x0: tileX(west, n), x1: tileX(east, n), y0: tileY(north, n), y1: tileY(south, n) };
  };
  let r = range(z);
  while (z > 3 && (r.x1 - r.x0 + 1) * (r.y1 - r.y0 + 1) > MAX_TILES) r = range(--z);
  const tiles: MapTile[] = [];
  for (let x = r.x0; x <= r.x1; x++)
    for (let y = r.y0; y <= r.y1; y++) {
      const [ax, ay] = projection([lngOfTile(x, r.n), latOfTile(y, r.n)])!;
      const [bx, by] = projection([lngOfTile(x + 1, r.n), latOfTile(y + 1, r.n)])!;
      tiles.push({ x: r1(ax), y: r1(ay), width: r1(bx - ax), height: r1(by - ay), hrefs: TILE_LAYERS.map((layer) => tileUrl(layer, z, x, y, ak)) });
    }
  return tiles;
}
