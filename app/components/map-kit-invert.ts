// A click on a server-drawn map back to longitude and latitude, in the browser: the inverse of the
// map kit's conic equal-area projection (standard parallels 25°N and 47°N, as map-kit.server.ts
// sets them), the same formulas as d3-geo's conicEqualAreaRaw, a few lines instead of d3-geo in
// the bundle. The drawn map's frame (MapFrame) carries the rest: rotation, scale, translate, centre.
import type { LngLat, MapFrame } from './map-kit-shapes';

const RAD = Math.PI / 180;
const SIN_PHI0 = Math.sin(25 * RAD);
const N = (SIN_PHI0 + Math.sin(47 * RAD)) / 2;
const C = 1 + SIN_PHI0 * (2 * N - SIN_PHI0);
const R0 = Math.sqrt(C) / N;

function forwardRaw(lambda: number, phi: number): [number, number] {
  const r = Math.sqrt(C - 2 * N * Math.sin(phi)) / N;
  return [r * Math.sin(lambda * N), R0 - r * Math.cos(lambda * N)];
}

/** The longitude and latitude (WGS-84 degrees) under a point of the map's viewBox; null off the projection. */
export function lngLatAt(frame: MapFrame, [sx, sy]: readonly [number, number]): LngLat | null {
  const [cx, cy] = forwardRaw(frame.center[0] * RAD, frame.center[1] * RAD);
  const x = (sx - frame.translate[0]) / frame.scale + cx;
  const y = (frame.translate[1] - sy) / frame.scale + cy;
  const r0y = R0 - y;
  let lambda = Math.atan2(x, Math.abs(r0y)) * Math.sign(r0y);
  if (r0y * N < 0) lambda -= Math.PI * Math.sign(x) * Math.sign(r0y);
  const sinPhi = (C - (x * x + r0y * r0y) * N * N) / (2 * N);
  if (!(Math.abs(sinPhi) <= 1)) return null;
  let lng = lambda / N / RAD + frame.rotate;
  if (lng > 180) lng -= 360;
  if (lng < -180) lng += 360;
  return [lng, Math.asin(sinPhi) / RAD];
}

/** A click handler (after followMapLink declined it): the longitude and latitude under the pointer. */
export function pickOnMap(frame: MapFrame, onPick: (at: LngLat) => void) {
  return (event: { target: EventTarget; currentTarget: SVGSVGElement; clientX: number; clientY: number }) => {
    const matrix = event.currentTarget.getScreenCTM();
    if (!matrix) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const at = lngLatAt(frame, [point.x, point.y]);
    if (at) onPick(at);
  };
}

/**
 * With JS, a click on an area's or an alarm's link on the map navigates inside the app (no full
 * reload), as a Link would; plain clicks only (a new tab stays the browser's). True when handled.
 */
type Click = { target: EventTarget; button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; preventDefault(): void };

export function followMapLink(event: Click, navigate: (to: string) => void): boolean {
  const link = (event.target as Element).closest('a[href]');
  if (!link) return false;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return true;
  event.preventDefault();
  navigate(link.getAttribute('href')!);
  return true;
}
