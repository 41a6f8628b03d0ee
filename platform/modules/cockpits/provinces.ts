// Which province a position lies in: the provinces of china-geojson (complete territory) with a
// bounding-box test before the polygon test, built once per process.
import { createRequire } from 'node:module';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { UNLOCATED } from '../../contract/cockpits/schemas';

type Province = { name: string; box: [number, number, number, number]; feature: Feature<Polygon | MultiPolygon> };

let provinces: Province[] | null = null;

function boxOf(feature: Feature<Polygon | MultiPolygon>): [number, number, number, number] {
  const rings = feature.geometry.type === 'Polygon' ? feature.geometry.coordinates : feature.geometry.coordinates.flat();
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings)
    for (const [x, y] of ring) {
      if (x < minX) minX = x;
      if (y < minY) minY = y;
      if (x > maxX) maxX = x;
      if (y > maxY) maxY = y;
    }
  return [minX, minY, maxX, maxY];
}

function load(): Province[] {
  if (provinces) return provinces;
  const require = createRequire(import.meta.url);
  const china = require('china-geojson/src/geojson/china.json') as FeatureCollection<Polygon | MultiPolygon, { name: string }>;
  provinces = china.features.map((feature) => ({ name: feature.properties.name, box: boxOf(feature), feature }));
  return provinces;
}

/** The province's short name ('河北', '北京') of a WGS-84 point, or 无定位 outside every province. */
export function provinceAt(lng: number, lat: number): string {
  for (const p of load()) {
    const [minX, minY, maxX, maxY] = p.box;
    if (lng < minX || lng > maxX || lat < minY || lat > maxY) continue;
    if (booleanPointInPolygon([lng, lat], p.feature)) return p.name;
  }
  return UNLOCATED;
}
