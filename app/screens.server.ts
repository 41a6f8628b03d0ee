// Server only (page meta reaches the client through the root loader), so the registry's 9 KB of
// text never ships to browsers.
// Screen registry: every screen path of the product (docs/spec-routes.txt),
// with its page meta (title / keywords / description), route flags and the
// roles that may open it. Paths are kept exactly as the spec spells them
// (including 'workbenck', ':param' segments and mixed case): users bookmark them.
import { BACK_OFFICE_SCREENS } from './screens/back-office.server';
import { FINANCE_SCREENS } from './screens/finance.server';
import type { Screen } from './screens/kit.server';
import { LOGISTICS_SCREENS, SOURCE_SCREENS } from './screens/logistics.server';
import { ORDER_DIRECTION_SCREENS, TRANSPORT_SCREENS, USER_ORDER_SCREENS } from './screens/orders.server';
import { PERSONAL_SCREENS } from './screens/personal.server';
import { PUBLIC_SCREENS, WORKBENCH_SCREENS } from './screens/public.server';
import { SITE_NAME } from './site';

export type { Access, MenuGroup, PassKind, Role, Screen } from './screens/kit.server';
export { SITE_NAME };

// ---------------------------------------------------------------------------
// The registry: the areas' screens (app/screens/), in menu order
// ---------------------------------------------------------------------------
export const SCREENS: readonly Screen[] = Object.freeze([
  ...PUBLIC_SCREENS,
  ...WORKBENCH_SCREENS,
  ...LOGISTICS_SCREENS,
  ...USER_ORDER_SCREENS,
  ...ORDER_DIRECTION_SCREENS,
  ...SOURCE_SCREENS,
  ...FINANCE_SCREENS,
  ...TRANSPORT_SCREENS,
  ...PERSONAL_SCREENS,
  ...BACK_OFFICE_SCREENS,
]);

// ---------------------------------------------------------------------------
// Lookup
// ---------------------------------------------------------------------------
function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((seg) => seg !== '');
}

function normalize(pathname: string): string {
  let p = pathname.split(/[?#]/)[0] ?? '';
  if (!p.startsWith('/')) p = `/${p}`;
  while (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p;
}

const STATIC = new Map<string, Screen>();
const DYNAMIC: { screen: Screen; segments: string[]; staticCount: number }[] = [];
for (const screen of SCREENS) {
  const segments = splitPath(screen.path);
  if (segments.some((seg) => seg.startsWith(':'))) {
    DYNAMIC.push({ screen, segments, staticCount: segments.filter((seg) => !seg.startsWith(':')).length });
  } else {
    STATIC.set(screen.path, screen);
  }
}
// Most specific (most static segments) first; ties keep registry order.
DYNAMIC.sort((a, b) => b.staticCount - a.staticCount);

/**
 * Finds the screen for a pathname. ':param' segments match any non-empty
 * segment; exact static paths win over dynamic ones; a trailing slash is ignored.
 */
export function findScreen(pathname: string): Screen | undefined {
  const p = normalize(pathname);
  const exact = STATIC.get(p);
  if (exact) return exact;
  const parts = splitPath(p);
  for (const { screen, segments } of DYNAMIC) {
    if (segments.length !== parts.length) continue;
    if (segments.every((seg, i) => seg.startsWith(':') || seg === parts[i])) return screen;
  }
  return undefined;
}

/**
 * A screen's title at a URL: the registry's, or its `addTitle` when `search` (the URL's query) has
 * no id — the vehicle form said 编辑车辆 in its tab and title while adding (issue 16.7).
 */
export function screenTitle(screen: Screen, search?: string): string {
  return search !== undefined && screen.addTitle && !new URLSearchParams(search).get('id') ? screen.addTitle : screen.title;
}

/** Page title, keywords and description for a pathname and its query (route meta). */
export function pageMeta(pathname: string, search?: string): { title: string; keywords: string; description: string } {
  const screen = findScreen(pathname);
  if (!screen) {
    return {
      title: `页面不存在 - ${SITE_NAME}`,
      keywords: `${SITE_NAME},网络货运,物流平台`,
      description: `您访问的页面不存在，请返回${SITE_NAME}首页。`,
    };
  }
  return {
    title: `${screenTitle(screen, search)} - ${SITE_NAME}`,
    keywords: screen.keywords,
    description: screen.description,
  };
}
