// The key areas' geometry alone: placement with the leave margin for circles and polygons, the
// self-intersection check, and the spatial index that hands a point only the areas near it.
import { describe, expect, it } from 'vitest';
import { AreaIndex, placementOf, selfIntersects, type AreaGeometry } from './geometry';

const square: AreaGeometry = {
  id: 1,
  shape: 'polygon',
  ring: [
    [118.1, 39.6],
    [118.2, 39.6],
    [118.2, 39.7],
    [118.1, 39.7],
  ],
};
const M_PER_DEG_LAT = 111_320;

describe('placement', () => {
  it('tells inside, the edge band and outside of a polygon by the leave margin', () => {
    expect(placementOf(square, [118.15, 39.65])).toBe('inside');
    expect(placementOf(square, [118.15, 39.7 + 50 / M_PER_DEG_LAT])).toBe('edge'); // 50 m north of the top edge
    expect(placementOf(square, [118.15, 39.7 + 150 / M_PER_DEG_LAT])).toBe('outside');
    expect(placementOf(square, [118.15, 39.7 + 150 / M_PER_DEG_LAT], 200)).toBe('edge');
  });

  it('tells a circle by the distance on the sphere', () => {
    const circle: AreaGeometry = { id: 2, shape: 'circle', center: [116.4074, 39.9042], radiusM: 500 };
    expect(placementOf(circle, [116.4074, 39.9042 + 499 / M_PER_DEG_LAT])).toBe('inside');
    expect(placementOf(circle, [116.4074, 39.9042 + 560 / M_PER_DEG_LAT])).toBe('edge');
    expect(placementOf(circle, [116.4074, 39.9042 + 700 / M_PER_DEG_LAT])).toBe('outside');
  });

  it('finds a bow tie self-intersecting and a square not', () => {
    expect(selfIntersects(square.shape === 'polygon' ? square.ring : [])).toBe(false);
    expect(
      selfIntersects([
        [118.1, 39.6],
        [118.2, 39.7],
        [118.2, 39.6],
        [118.1, 39.7],
      ]),
    ).toBe(true);
  });
});

describe('the index', () => {
  it('hands a point only the areas it is inside of or at the edge of, among thousands', () => {
    const areas: AreaGeometry[] = Array.from({ length: 5000 }, (_, i) => ({
      id: i + 1,
      shape: 'circle' as const,
      center: [100 + (i % 100) * 0.3, 25 + Math.floor(i / 100) * 0.3] as [number, number],
      radiusM: 1000,
    }));
    const index = new AreaIndex(areas);
    expect(index.near([100 + 7 * 0.3, 25 + 3 * 0.3]).map((n) => [n.area.id, n.placement])).toEqual([[307 + 1, 'inside']]);
    expect(index.near([99, 24])).toEqual([]);
    expect(new AreaIndex([]).near([118, 39])).toEqual([]);
  });
});
