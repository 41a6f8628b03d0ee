import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chinaMap, projectOnChina, simplify } from './map-kit.server';

type XY = [number, number];

/** The rings of path data as the kit writes it: "M x,y x,y …Z" per ring. */
const ringsOf = (d: string): XY[][] =>
  d
    .split('M')
    .filter(Boolean)
    .map((ring) =>
      ring
        .replace(/Z$/, '')
        .split(' ')
        .map((pt) => pt.split(',').map(Number) as XY),
    );

const bboxOf = (d: string) => {
  const pts = ringsOf(d).flat();
  return {
    x0: Math.min(...pts.map((p) => p[0])),
    y0: Math.min(...pts.map((p) => p[1])),
    x1: Math.max(...pts.map((p) => p[0])),
    y1: Math.max(...pts.map((p) => p[1])),
  };
};

/** Even-odd point in polygon over all rings of a path. */
const inside = ([x, y]: XY, d: string) => {
  let odd = false;
  for (const ring of ringsOf(d))
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
    }
  return odd;
};

const province = (name: string) => chinaMap().provinces.find((p) => p.name === name)!;

describe('the whole-China map', () => {
  it('draws every province, 台湾, 香港 and 澳门 included, and the 南海诸岛 inset apart', () => {
    const map = chinaMap();
    expect(map.extent).toBe('china');
    const names = map.provinces.map((p) => p.name);
    expect(names).toHaveLength(34); // 31 on the mainland, 台湾, 香港, 澳门
    for (const name of ['北京', '新疆', '西藏', '海南', '台湾', '香港', '澳门', '黑龙江']) expect(names).toContain(name);
    expect(names).not.toContain('南海诸岛');
    for (const p of map.provinces) expect(p.d, p.name).toMatch(/^M[\d.]+,[\d.]+/);
  });

  it('puts 北京 (116.40, 39.90) inside the 北京 outline and 三亚 (109.51, 18.25) inside 海南', () => {
    const beijing = projectOnChina([116.4, 39.9]);
    const box = bboxOf(province('北京').d);
    expect(beijing[0]).toBeGreaterThan(box.x0);
    expect(beijing[0]).toBeLessThan(box.x1);
    expect(beijing[1]).toBeGreaterThan(box.y0);
    expect(beijing[1]).toBeLessThan(box.y1);
    expect(inside(beijing, province('北京').d), '北京').toBe(true);
    expect(inside(beijing, province('河北').d)).toBe(false);
    const sanya = projectOnChina([109.51, 18.25]);
    expect(inside(sanya, province('海南').d), '三亚').toBe(true);
    expect(inside(projectOnChina([121.4, 31.2]), province('上海').d), '上海').toBe(true);
    expect(inside(projectOnChina([120.96, 23.7]), province('台湾').d), '台湾').toBe(true);
    // North is up, east is right.
    expect(beijing[1]).toBeLessThan(sanya[1]);
    expect(projectOnChina([126.6, 45.8])[0]).toBeGreaterThan(projectOnChina([87.6, 43.8])[0]);
  });

  it('draws the 南海诸岛 feature in a framed box in the lower right that covers no land', () => {
    const map = chinaMap();
    const inset = map.inset!;
    expect(inset).not.toBeNull();
    expect(inset.x + inset.width).toBeGreaterThan(map.width * 0.9);
    expect(inset.y + inset.height).toBeGreaterThan(map.height * 0.9);
    // The feature's dashes and frame (zero-area rings) are lines, its coasts land, all inside the box.
    expect(ringsOf(inset.lines).length).toBeGreaterThanOrEqual(9);
    expect(ringsOf(inset.land).length).toBeGreaterThanOrEqual(1);
    for (const d of [inset.lines, inset.land]) {
      const box = bboxOf(d);
      expect(box.x0).toBeGreaterThanOrEqual(inset.x - 0.1);
      expect(box.x1).toBeLessThanOrEqual(inset.x + inset.width + 0.1);
      expect(box.y0).toBeGreaterThanOrEqual(inset.y - 0.1);
      expect(box.y1).toBeLessThanOrEqual(inset.y + inset.height + 0.1);
    }
    for (const name of ['台湾', '福建', '广东', '海南']) {
      const box = bboxOf(province(name).d);
      const overlaps = box.x1 > inset.x && box.y1 > inset.y;
      expect(overlaps, name).toBe(false);
    }
  });

  it('stays light: the outlines well under 60 KB gzip, built once per process', () => {
    const map = chinaMap();
    const text = map.provinces.map((p) => p.d).join('') + map.inset!.land + map.inset!.lines;
    expect(gzipSync(text).length).toBeLessThan(40_000);
    expect(text).not.toMatch(/\d\.\d\d/); // one decimal
    expect(chinaMap().provinces[0]).toBe(map.provinces[0]);
  });

  it('places markers and names them up to a limit; more markers keep only their tooltips', () => {
    const few = chinaMap({ layers: [{ kind: 'marker', at: [116.4, 39.9], label: '京A12345', tone: 'vehicle', named: true }] });
    expect(few.layers).toEqual([
      { kind: 'marker', x: projectOnChina([116.4, 39.9])[0], y: projectOnChina([116.4, 39.9])[1], label: '京A12345', tone: 'vehicle', named: true },
    ]);
    expect(few.legend).toEqual([{ tone: 'vehicle', label: '在途车辆（最新位置）' }]);
    const many = chinaMap({
      layers: Array.from({ length: 60 }, (_, i) => ({ kind: 'marker' as const, at: [100 + i / 10, 30] as const, label: `车${i}`, tone: 'vehicle' as const })),
    });
    expect(many.layers.every((l) => l.kind === 'marker' && !l.named)).toBe(true);
  });
});

describe('a map fitted to its layers', () => {
  const route = [
    [117.2, 39.08],
    [117.28, 39.12],
    [117.41, 39.19],
  ] as const;

  it('zooms to a 30 km route with the outlines around it, the route inside the view and wider than a dot', () => {
    const map = chinaMap({
      extent: 'fit',
      layers: [
        { kind: 'route', points: route, label: '行驶路线' },
        { kind: 'marker', at: route[0], label: '起点', tone: 'start' },
        { kind: 'marker', at: route[2], label: '最新位置', tone: 'current' },
      ],
    });
    expect(map.extent).toBe('fit');
    expect(map.inset).toBeNull();
    const names = map.provinces.map((p) => p.name);
    expect(names).toContain('天津');
    expect(names).not.toContain('新疆');
    const line = map.layers.find((l) => l.kind === 'route')!;
    const box = bboxOf('d' in line ? line.d : '');
    expect(box.x0).toBeGreaterThan(0);
    expect(box.x1).toBeLessThan(map.width);
    expect(box.y0).toBeGreaterThan(0);
    expect(box.y1).toBeLessThan(map.height);
    expect(box.x1 - box.x0).toBeGreaterThan(map.width / 2);
    // Drawing order: the line under the points; the start west of the newest position.
    expect(map.layers.map((l) => l.kind)).toEqual(['route', 'marker', 'marker']);
    const [, start, end] = map.layers as { x: number }[];
    expect(start.x).toBeLessThan(end.x);
    expect(map.scale?.label).toMatch(/^\d+ (公里|米)$/);
  });

  it('shows at least ~9 km around a single point rather than zooming into it', () => {
    const map = chinaMap({ extent: 'fit', layers: [{ kind: 'marker', at: [116.4, 39.9], label: '最新位置', tone: 'current' }] });
    expect(map.extent).toBe('fit');
    const marker = map.layers[0] as { x: number; y: number };
    expect(Math.abs(marker.x - map.width / 2)).toBeLessThan(2);
    expect(Math.abs(marker.y - map.height / 2)).toBeLessThan(2);
    expect(map.scale!.label).toMatch(/公里$/);
  });

  it('draws circles and polygons (either winding) as areas around their points', () => {
    const ring = [
      [117.3, 39.0],
      [117.4, 39.0],
      [117.4, 39.1],
      [117.3, 39.1],
    ] as const;
    const map = chinaMap({
      extent: 'fit',
      layers: [
        { kind: 'circle', center: [117.2, 39.08], radiusM: 5000, label: '卸货区', tone: 'area' },
        { kind: 'polygon', ring, label: '禁停区', tone: 'zone' },
        { kind: 'polygon', ring: [...ring].reverse(), label: '禁停区（反向）', tone: 'zone' },
      ],
    });
    // Drawn areas first: polygons, then circles (a circle is usually the smaller, on top).
    expect(map.layers.map((l) => l.kind)).toEqual(['polygon', 'polygon', 'circle']);
    const [a, b, circle] = map.layers as { kind: string; d: string }[];
    const c = bboxOf(circle.d);
    const centre = (c.x0 + c.x1) / 2;
    expect(c.x1 - c.x0).toBeGreaterThan(10);
    expect(c.x1 - c.x0).toBeLessThan(map.width / 2);
    expect(Math.abs(c.x1 - c.x0 - (c.y1 - c.y0)) / (c.x1 - c.x0)).toBeLessThan(0.05); // round, as an equal-area conic keeps it at this scale
    expect(centre).toBeGreaterThan(0);
    expect(bboxOf(a.d)).toEqual(bboxOf(b.d));
    expect(bboxOf(a.d).x1 - bboxOf(a.d).x0).toBeLessThan(map.width / 2);
  });

  it('falls back to the whole country when the layers have no point', () => {
    expect(chinaMap({ extent: 'fit', layers: [{ kind: 'route', points: [], label: '行驶路线' }] }).extent).toBe('china');
  });
});

describe('simplify', () => {
  it('keeps the ends and the corners, drops points within the tolerance', () => {
    const line: XY[] = [
      [0, 0],
      [1, 0.1],
      [2, -0.1],
      [3, 0],
      [3, 5],
    ];
    expect(simplify(line, 0.5)).toEqual([
      [0, 0],
      [3, 0],
      [3, 5],
    ]);
    expect(simplify(line, 0.01)).toHaveLength(5);
  });
});

describe('links, shading and reading a click back (issue 47: areas and alarms on the map, the online cockpit)', () => {
  it('keeps a layer’s href on what it draws', () => {
    const map = chinaMap({
      extent: 'fit',
      layers: [
        { kind: 'circle', center: [118.18, 39.63], radiusM: 3000, label: '唐钢厂区', tone: 'area', href: '/my-center/areaManage?edit=7' },
        { kind: 'marker', at: [118.2, 39.6], label: '进入区域', tone: 'alarm' },
      ],
    });
    expect(map.layers.find((l) => l.kind === 'circle')?.href).toBe('/my-center/areaManage?edit=7');
    expect(map.layers.find((l) => l.kind === 'marker')?.href).toBeUndefined();
  });

  it('turns a point of the drawn map back into the longitude and latitude it was drawn from, on both views', async () => {
    const { lngLatAt } = await import('./map-kit-invert');
    const whole = chinaMap();
    for (const at of [
      [116.4, 39.9],
      [87.6, 43.8],
      [109.51, 18.25],
      [126.6, 45.8],
    ] as const) {
      const back = lngLatAt(whole.frame, projectOnChina(at))!;
      expect(back[0]).toBeCloseTo(at[0], 1);
      expect(back[1]).toBeCloseTo(at[1], 1);
    }
    const fitted = chinaMap({ extent: 'fit', layers: [{ kind: 'marker', at: [118.18, 39.63], label: '唐山', tone: 'current' }] });
    const marker = fitted.layers[0] as Extract<(typeof fitted.layers)[number], { kind: 'marker' }>;
    const back = lngLatAt(fitted.frame, [marker.x, marker.y])!;
    // The fitted view is ~9 km across 800 units: rounding to 0.1 unit is a few metres.
    expect(Math.abs(back[0] - 118.18)).toBeLessThan(0.0005);
    expect(Math.abs(back[1] - 39.63)).toBeLessThan(0.0005);
  });

  it('shades provinces in steps up to the largest figure and leaves the others plain', () => {
    const map = chinaMap({ shade: { title: '在途派车单', unit: '单', values: { 河北: 8, 天津: 1, 山西: 4 } } });
    const fill = (name: string) => map.provinces.find((p) => p.name === name)!;
    expect(fill('河北').fill).toBeDefined();
    expect(fill('河北').value).toBe(8);
    expect(fill('天津').fill).not.toBe(fill('河北').fill);
    expect(fill('新疆').fill).toBeUndefined();
    expect(map.shading?.title).toBe('在途派车单');
    expect(map.shading?.steps.map((s) => s.label)).toEqual(['1–2单', '3–4单', '5–6单', '7–8单']);
    expect(chinaMap({ shade: { title: '无', unit: '单', values: {} } }).shading).toBeNull();
    // few figures take the darker shades, so a single vehicle still shows
    const few = chinaMap({ shade: { title: '在途派车单', unit: '单', values: { 河北: 1 } } });
    expect(few.shading?.steps).toEqual([{ colour: map.shading!.steps.at(-1)!.colour, label: '1单' }]);
  });
});

describe('tiles behind a fitted view (with a map key)', () => {
  it('covers the view with 天地图 tiles placed where their corners project, none without a key or on the whole country', async () => {
    const { mapTiles } = await import('./map-kit.server');
    const map = chinaMap({ extent: 'fit', layers: [{ kind: 'circle', center: [118.17, 39.64], radiusM: 8000, label: '唐钢', tone: 'area' }] });
    expect(mapTiles(map, '')).toBeNull();
    expect(mapTiles(chinaMap(), 'key')).toBeNull();
    const tiles = mapTiles(map, 'k&1')!;
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThanOrEqual(24);
    for (const tile of tiles) {
      expect(tile.hrefs).toHaveLength(2);
      expect(tile.hrefs[0]).toMatch(/^https:\/\/t[0-7]\.tianditu\.gov\.cn\/vec_w\/wmts\?.*&tk=k%261$/);
      expect(tile.hrefs[1]).toContain('/cva_w/');
      expect(tile.width).toBeGreaterThan(100);
      expect(tile.height).toBeGreaterThan(100);
    }
    // together they cover the whole viewBox
    expect(Math.min(...tiles.map((t) => t.x))).toBeLessThanOrEqual(0);
    expect(Math.min(...tiles.map((t) => t.y))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((t) => t.x + t.width))).toBeGreaterThanOrEqual(map.width);
    expect(Math.max(...tiles.map((t) => t.y + t.height))).toBeGreaterThanOrEqual(map.height);
    // the tile under the circle's centre: its TILECOL/TILEROW are the Web Mercator tile of (118.17, 39.64)
    const z = Number(tiles[0].hrefs[0].match(/TILEMATRIX=(\d+)/)![1]);
    const n = 2 ** z;
    const col = Math.floor(((118.17 + 180) / 360) * n);
    const phi = (39.64 * Math.PI) / 180;
    const row = Math.floor(((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * n);
    const centre = [map.width / 2, map.height / 2];
    const under = tiles.find((t) => t.x <= centre[0] && centre[0] < t.x + t.width && t.y <= centre[1] && centre[1] < t.y + t.height)!;
    expect(under.hrefs[0]).toContain(`TILEROW=${row}&TILECOL=${col}&`);
  });
});
