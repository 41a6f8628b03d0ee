// The geometry of key areas: whether a position is inside an area, clearly outside it (beyond the
// leave margin) or in the band between, and a spatial index (flatbush) over a company's areas so
// one position meets only the few areas whose boxes are near it, however many the company keeps.
// Well-kept code does the sphere: @turf/distance (haversine) for circles,
// @turf/boolean-point-in-polygon for polygons, @turf/kinks for self-intersecting rings.
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { distance } from '@turf/distance';
import { polygon as turfPolygon } from '@turf/helpers';
import { kinks } from '@turf/kinks';
import Flatbush from 'flatbush';
import { LEAVE_MARGIN_M, type LngLat } from '../../contract/areas/areas';

export type AreaGeometry = { id: number; shape: 'circle'; center: LngLat; radiusM: number } | { id: number; shape: 'polygon'; ring: LngLat[] };

/** inside: in the area; outside: beyond the leave margin; edge: in the band between (no change of episode). */
export type Placement = 'inside' | 'edge' | 'outside';

const M_PER_DEG_LAT = 111_320;
const mPerDegLng = (lat: number) => M_PER_DEG_LAT * Math.max(Math.cos((lat * Math.PI) / 180), 0.01);

/** Whether a ring's edges cross each other (the ring closes itself). */
export function selfIntersects(ring: LngLat[]): boolean {
  return kinks(turfPolygon([[...ring, ring[0]]])).features.length > 0;
}

/** The area's bounding box [minLng, minLat, maxLng, maxLat], grown by `marginM`. */
export function boxOf(area: AreaGeometry, marginM = 0): [number, number, number, number] {
  if (area.shape === 'circle') {
    const [lng, lat] = area.center;
    const r = area.radiusM + marginM;
    const dLat = r / M_PER_DEG_LAT;
    const dLng = r / mPerDegLng(Math.abs(lat) + dLat);
    return [lng - dLng, lat - dLat, lng + dLng, lat + dLat];
  }
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of area.ring) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  const dLat = marginM / M_PER_DEG_LAT;
  const dLng = marginM / mPerDegLng(Math.max(Math.abs(minY), Math.abs(maxY)) + dLat);
  return [minX - dLng, minY - dLat, maxX + dLng, maxY + dLat];
}

/** Metres from p to the segment a–b, on a plane tangent at p (exact enough within a leave margin). */
function segmentDistanceM(p: LngLat, a: LngLat, b: LngLat): number {
  const kx = mPerDegLng(p[1]);
  const ax = (a[0] - p[0]) * kx;
  const ay = (a[1] - p[1]) * M_PER_DEG_LAT;
  const bx = (b[0] - p[0]) * kx;
  const by = (b[1] - p[1]) * M_PER_DEG_LAT;
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

/** Where the point stands towards the area, with the leave margin as hysteresis. */
export function placementOf(area: AreaGeometry, point: LngLat, marginM = LEAVE_MARGIN_M): Placement {
  if (area.shape === 'circle') {
    const d = distance(area.center, point, { units: 'meters' });
    return d <= area.radiusM ? 'inside' : d > area.radiusM + marginM ? 'outside' : 'edge';
  }
  if (booleanPointInPolygon(point, { type: 'Polygon', coordinates: [[...area.ring, area.ring[0]]] })) return 'inside';
  const ring = area.ring;
  for (let i = 0; i < ring.length; i += 1) {
    if (segmentDistanceM(point, ring[i], ring[(i + 1) % ring.length]) <= marginM) return 'edge';
  }
  return 'outside';
}

/**
 * A company's active areas behind a flatbush index of their boxes grown by the leave margin: the
 * areas near a point are the only ones it can be inside of or at the edge of; every other area of
 * the company is 'outside' for it without being looked at.
 */
export class AreaIndex<A extends AreaGeometry = AreaGeometry> {
  readonly byId: Map<number, A>;
  private readonly index: Flatbush | null;

  constructor(
    readonly areas: A[],
    private readonly marginM = LEAVE_MARGIN_M,
  ) {
    this.byId = new Map(areas.map((a) => [a.id, a]));
    if (!areas.length) {
      this.index = null;
      return;
    }
    this.index = new Flatbush(areas.length);
    for (const a of areas) this.index.add(...boxOf(a, marginM));
    this.index.finish();
  }

  /** The areas the point is inside of or at the edge of, with that placement. */
  near(point: LngLat): { area: A; placement: Placement }[] {
    if (!this.index) return [];
    const out: { area: A; placement: Placement }[] = [];
    for (const i of this.index.search(point[0], point[1], point[0], point[1])) {
      const area = this.areas[i];
      const placement = placementOf(area, point, this.marginM);
      if (placement !== 'outside') out.push({ area, placement });
    }
    return out;
  }
}
