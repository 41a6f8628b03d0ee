// The patched react-router-dom/server (patches/, see patches/README.md): the server render's data
// routes are made once per routes array (Remix passes one array per build to every document
// request) instead of copying the whole route tree on every page.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

type Route = { id: string; path?: string; index?: boolean; children?: Route[] };
type StaticRouter = { routes: Route[]; state: { matches: { route: Route; params: Record<string, string | undefined> }[] } };
type Context = { matches: { route: Route; params: Record<string, string | undefined> }[] };
// The CommonJS build is the one Node loads on the server (and the one the patch changes first).
const { createStaticHandler, createStaticRouter } = createRequire(import.meta.url)('react-router-dom/server') as {
  createStaticHandler: (routes: Route[]) => { query: (request: Request) => Promise<Context> };
  createStaticRouter: (routes: Route[], context: Context) => StaticRouter;
};

const tree = (): Route[] => [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'list', path: 'list/:page' },
      { id: 'home', index: true },
    ],
  },
];

describe('the server render’s static router', () => {
  it('keeps one set of data routes per routes array, and each request its own matches', async () => {
    const routes = tree();
    const handler = createStaticHandler(routes);
    const first = createStaticRouter(routes, await handler.query(new Request('http://localhost/list/1')));
    const second = createStaticRouter(routes, await handler.query(new Request('http://localhost/list/2')));
    expect(second.routes).toBe(first.routes);
    expect(first.state.matches.map((m) => [m.route.id, m.params.page])).toEqual([
      ['root', '1'],
      ['list', '1'],
    ]);
    expect(second.state.matches.map((m) => [m.route.id, m.params.page])).toEqual([
      ['root', '2'],
      ['list', '2'],
    ]);
    // The matches point at the shared data routes, not at the handler's own copies.
    expect(second.state.matches[1].route).toBe(first.routes[0].children![0]);
    const home = createStaticRouter(routes, await handler.query(new Request('http://localhost/')));
    expect(home.state.matches.map((m) => m.route.id)).toEqual(['root', 'home']);
  });

  it('makes new data routes for another routes array (a new build in development)', async () => {
    const routes = tree();
    const first = createStaticRouter(routes, await createStaticHandler(routes).query(new Request('http://localhost/')));
    const rebuilt = tree();
    const again = createStaticRouter(rebuilt, await createStaticHandler(rebuilt).query(new Request('http://localhost/')));
    expect(again.routes).not.toBe(first.routes);
    expect(again.routes).toEqual(first.routes);
  });
});
