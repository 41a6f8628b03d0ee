// The patched route matching of @remix-run/router's server build (patches/, see patches/README.md):
// the ranked branches are reused, and a reused ranking must still answer as a fresh one would.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

type Route = { id: string; path?: string; index?: boolean; children?: Route[] };
type Match = { route: Route; params: Record<string, string | undefined>; pathname: string };
// The CommonJS build is the one Node loads on the server (and the one the patch changes).
const { matchRoutes } = createRequire(import.meta.url)('@remix-run/router') as {
  matchRoutes: (routes: Route[], location: string) => Match[] | null;
};

const tree = (): Route[] => [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'home', index: true },
      {
        id: 'app',
        children: [
          { id: 'list', path: 'user/dispatchOrderList' },
          { id: 'detail', path: 'orderDetails/:orderId' },
        ],
      },
      { id: 'new', path: 'orderDetails/new' },
      { id: 'splat', path: '*' },
    ],
  },
];
const ids = (matches: Match[] | null) => matches?.map((m) => m.route.id) ?? null;

describe('route matching with reused rankings', () => {
  it('ranks as React Router does: static before dynamic before splat, index for /', () => {
    const routes = tree();
    for (let i = 0; i < 3; i++) {
      expect(ids(matchRoutes(routes, '/orderDetails/new'))).toEqual(['root', 'new']);
      expect(ids(matchRoutes(routes, '/orderDetails/42'))).toEqual(['root', 'app', 'detail']);
      expect(matchRoutes(routes, '/orderDetails/42')?.at(-1)?.params).toEqual({ orderId: '42' });
      expect(ids(matchRoutes(routes, '/user/dispatchOrderList'))).toEqual(['root', 'app', 'list']);
      expect(ids(matchRoutes(routes, '/'))).toEqual(['root', 'home']);
      expect(ids(matchRoutes(routes, '/no/such/page'))).toEqual(['root', 'splat']);
    }
  });

  it('a tree of the same shape built anew answers with its own route objects', () => {
    const first = tree();
    matchRoutes(first, '/user/dispatchOrderList');
    const second = tree();
    const matches = matchRoutes(second, '/user/dispatchOrderList')!;
    expect(matches.map((m) => m.route)).toEqual([second[0], second[0].children![1], second[0].children![1].children![0]]);
    expect(matches[2].route).not.toBe(first[0].children![1].children![0]);
  });

  it('a tree that grows after a match (lazy route discovery) is ranked again', () => {
    const routes = tree();
    expect(ids(matchRoutes(routes, '/user/messages'))).toEqual(['root', 'splat']);
    routes[0].children![1].children!.push({ id: 'messages', path: 'user/messages' });
    expect(ids(matchRoutes(routes, '/user/messages'))).toEqual(['root', 'app', 'messages']);
  });

  it('trees that differ only in a path are not confused', () => {
    const a = tree();
    const b = tree();
    b[0].children![3].path = 'other';
    expect(ids(matchRoutes(a, '/x'))).toEqual(['root', 'splat']);
    expect(ids(matchRoutes(b, '/x'))).toBeNull();
    expect(ids(matchRoutes(b, '/other'))).toEqual(['root', 'splat']);
  });

  it("a path matched before answers from its remembered branch, with this tree's objects and params", () => {
    const first = tree();
    expect(matchRoutes(first, '/orderDetails/42')?.at(-1)?.params).toEqual({ orderId: '42' });
    const second = tree();
    const again = matchRoutes(second, '/orderDetails/42')!;
    expect(again.at(-1)!.route).toBe(second[0].children![1].children![1]);
    expect(again.at(-1)!.params).toEqual({ orderId: '42' });
    expect(again.at(-1)!.pathname).toBe('/orderDetails/42');
    // a different value of the same pattern is its own path
    expect(matchRoutes(second, '/orderDetails/43')?.at(-1)?.params).toEqual({ orderId: '43' });
  });

  it('a path that matches nothing keeps matching nothing, and a grown tree is asked again', () => {
    const routes = tree();
    routes[0].children!.pop(); // no splat
    for (let i = 0; i < 2; i++) expect(matchRoutes(routes, '/user')).toBeNull();
    routes[0].children![1].children!.push({ id: 'user', path: 'user' });
    expect(ids(matchRoutes(routes, '/user'))).toEqual(['root', 'app', 'user']);
  });
});
