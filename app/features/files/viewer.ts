// The image viewer's rules (spec 9) and its URLs, shared by the page (/preview/imagePreview, which
// works without JS: zoom, rotation and paging are links) and the dialog the thumbnails open with JS.
import type { ViewerOwner } from './viewer-paths';

export const VIEWER = {
  /** the 放大/缩小 buttons and links, and the +/− keys */
  zoomStep: 0.2,
  /** one notch of the mouse wheel */
  wheelStep: 0.15,
  /** 向左/向右旋转 and the R key */
  rotateStep: 90,
  minScale: 0.2,
  /** not in the spec: past 5× a photo of a slip shows grain, not figures */
  maxScale: 5,
  /** the thumbnails' lazy loading looks at the strip at most this often while it scrolls */
  lazyThrottleMs: 200,
  /** the dialog's overlay stacks above everything of the page (Mantine's menus are 300) */
  zIndex: 2000,
} as const;

export const LOAD_FAILED = '加载失败';

/** Scale kept within the viewer's bounds, to two decimals (so 1 + 0.2 + 0.2 − 0.2 is 1.2, not 1.2000000000000002). */
export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.round(Math.min(VIEWER.maxScale, Math.max(VIEWER.minScale, scale)) * 100) / 100;
}

/** Rotation as 0, 90, 180 or 270 degrees. */
export function normalRotation(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  const quarter = Math.round(degrees / VIEWER.rotateStep) * VIEWER.rotateStep;
  return ((quarter % 360) + 360) % 360;
}

/** The image's CSS transform: panned, scaled, then turned about its centre. */
export function viewerTransform(scale: number, rotate: number, pan: { x: number; y: number } = { x: 0, y: 0 }): string {
  const moved = pan.x || pan.y ? `translate(${Math.round(pan.x)}px, ${Math.round(pan.y)}px) ` : '';
  return `${moved}scale(${scale}) rotate(${rotate}deg)`;
}

/** The place of the image `step` away from `index`, wrapping around at either end. */
export function loopIndex(index: number, step: number, count: number): number {
  return count === 0 ? 0 : (((index + step) % count) + count) % count;
}

/** A same-site path to return to (an absolute path, never '//host'), else null. */
export function safeBack(back: string | null | undefined): string | null {
  return back && back.startsWith('/') && !back.startsWith('//') && !back.startsWith('/\\') && back.length <= 500 ? back : null;
}

/** What the viewer shows: the images of the record with their sources, and the one asked for. */
export type ViewerData = {
  images: Array<{ uuid: string; label: string; src: string }>;
  index: number;
  /** the asked image's declared size; null when it cannot be drawn ('加载失败') */
  image: { width: number; height: number } | null;
  owner: ViewerOwner;
  scale: number;
  rotate: number;
  back: string | null;
};
