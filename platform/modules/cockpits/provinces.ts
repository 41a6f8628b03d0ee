// Which province a position lies in: the provinces of china-geojson (complete territory) with a
// bounding-box test before the polygon test, built once per process.
import { createRequire } from 'node:module';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { UNLOCATED } from '../../contract/cockpits/schemas';
import { boxOf } from '../geo/places';

type Province = { name: string; box: [number, number, number, number]; feature: Feature<Polygon | MultiPolygon> };

let provinces: Province[] | null = null;

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
