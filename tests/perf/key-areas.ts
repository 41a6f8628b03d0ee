// The geofence evaluator's own cost (issue 47): 10 000 positions against 5 000 key areas of one
// company (circles and polygons spread over eastern China, as a large fleet's sites would be),
// placed through the same index and geometry the platform uses (platform/modules/areas: flatbush
// over the areas' boxes, turf's distance and point-in-polygon), then each placement stepped
// through the episode rule. Prints one JSON line: { positions, areas, ms, alarms }.
// The database writes of an alarm are left out: they happen once per episode, not per position.
//   npx tsx tests/perf/key-areas.ts [positions] [areas]
import { AreaIndex } from '../../platform/modules/areas/geometry';
import { step, type WatchedArea } from '../../platform/modules/areas/evaluate';

const POSITIONS = Number(process.argv[2] ?? 10_000);
const AREAS = Number(process.argv[3] ?? 5_000);

/** A deterministic pseudo-random sequence (the same figures on every run). */
let seed = 47;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;

const rules = { name: '', areaType: '1', stopTime: 30, exitTime: 60, mobile: '', ownerCompanyId: 1, ownerUserId: 1 };
const areas: WatchedArea[] = Array.from({ length: AREAS }, (_, i) => {
  const lng = 105 + random() * 17;
  const lat = 22 + random() * 18;
  if (i % 2) return { id: i + 1, shape: 'circle', center: [lng, lat], radiusM: 200 + Math.round(random() * 20_000), ...rules };
  const d = 0.01 + random() * 0.2;
  const ring: [number, number][] = Array.from({ length: 12 }, (_, k) => {
    const angle = (k / 12) * 2 * Math.PI;
    return [lng + Math.cos(angle) * d * (0.7 + random() * 0.3), lat + Math.sin(angle) * d * (0.7 + random() * 0.3)];
  });
  return { id: i + 1, shape: 'polygon', ring, ...rules };
});
const positions: [number, number][] = Array.from({ length: POSITIONS }, () => [105 + random() * 17, 22 + random() * 18]);

const started = process.hrtime.bigint();
const index = new AreaIndex(areas);
type State = Parameters<typeof step>[2];
const states = new Map<number, State>();
let alarms = 0;
positions.forEach((point, i) => {
  const at = new Date(Date.UTC(2026, 10, 20) + i * 30_000);
  for (const { area, placement } of index.near(point)) {
    const { next, alarm } = step(area, placement, states.get(area.id) ?? null, at);
    if (next) states.set(area.id, next);
    if (alarm) alarms += 1;
  }
});
const ms = Number(process.hrtime.bigint() - started) / 1e6;
console.log(JSON.stringify({ positions: POSITIONS, areas: AREAS, ms: Math.round(ms * 10) / 10, alarms }));
