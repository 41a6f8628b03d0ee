// Which screen paths this build serves, from the Remix route table: the sidebar offers only
// those, so a menu entry for a screen not built yet never leads to a 404 ("dead end").
import type { ServerBuild } from '@remix-run/node';

export type ServedScreens = (screenPath: string) => boolean;

/** `/orderDetails/:orderId` and `/orderDetails/:id` are the same screen: parameters compare by place. */
function shapeOf(path: string): string {
  return (
    '/' +
    path
      .split('/')
      .filter(Boolean)
      .map((segment) => (segment.startsWith(':') ? ':' : segment))
      .join('/')
  );
}

export function servedScreensOf(routes: ServerBuild['routes']): ServedScreens {
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route) return '';
    const parent = route.parentId ? fullPath(route.parentId) : '';
    return route.path ? `${parent}/${route.path}` : parent;
  };
  const served = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route || (!route.path && !route.index)) continue;
    const path = fullPath(route.id);
    // Catch-alls (the 404 page, legacy redirects) answer every path; they serve no screen.
    if (path.endsWith('*')) continue;
    served.add(shapeOf(path));
  }
  return (screenPath) => served.has(shapeOf(screenPath));
}
