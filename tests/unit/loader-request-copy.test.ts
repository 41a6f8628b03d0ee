// The patched @remix-run/server-runtime (patches/, see patches/README.md): a loader gets the
// page's own Request when there is no `index` or `_routes` parameter to take out of it, and a
// copy without them when there is.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

type LoaderArgs = { request: Request; context: unknown; params: Record<string, string> };
type RouteCall = { loadContext: unknown; params: object; request: Request; routeId: string; singleFetch: boolean };
// The CommonJS build is the one Node loads on the server (and the one the patch changes).
const { callRouteLoader, callRouteAction } = createRequire(import.meta.url)('@remix-run/server-runtime/dist/data.js') as {
  callRouteLoader: (args: RouteCall & { loader: (args: LoaderArgs) => unknown }) => Promise<unknown>;
  callRouteAction: (args: RouteCall & { action: (args: LoaderArgs) => unknown }) => Promise<unknown>;
};

async function requestSeenByLoader(request: Request): Promise<Request> {
  let seen: Request | undefined;
  await callRouteLoader({
    loadContext: {},
    loader: ({ request: given }) => ((seen = given), null),
    params: {},
    request,
    routeId: 'routes/list',
    singleFetch: true,
  });
  return seen!;
}

describe('the Request a loader is given', () => {
  it('is the page’s own when there is nothing to strip', async () => {
    const page = new Request('http://localhost/user/dispatchOrderList?page=2&status=SIGN', { headers: { cookie: 'a=1' } });
    expect(await requestSeenByLoader(page)).toBe(page);
    const bare = new Request('http://localhost/user/dispatchOrderList');
    expect(await requestSeenByLoader(bare)).toBe(bare);
  });

  it('is a copy without _routes, with the same headers and signal', async () => {
    const controller = new AbortController();
    const page = new Request('http://localhost/user/list.data?page=2&_routes=routes%2Flist', { headers: { cookie: 'a=1' }, signal: controller.signal });
    const seen = await requestSeenByLoader(page);
    expect(seen).not.toBe(page);
    expect(seen.url).toBe('http://localhost/user/list.data?page=2');
    expect(seen.headers.get('cookie')).toBe('a=1');
    controller.abort();
    expect(seen.signal.aborted).toBe(true);
  });

  it('keeps a non-empty index value and drops the empty one', async () => {
    const seen = await requestSeenByLoader(new Request('http://localhost/user?index&index=keep'));
    expect(new URL(seen.url).searchParams.getAll('index')).toEqual(['keep']);
  });

  it('is still a copy for an action, whose body the copy carries', async () => {
    const post = new Request('http://localhost/login', {
      method: 'POST',
      body: 'mobile=13800000000',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    let seen: Request | undefined;
    await callRouteAction({
      loadContext: {},
      action: ({ request }) => ((seen = request), null),
      params: {},
      request: post,
      routeId: 'routes/login',
      singleFetch: true,
    });
    expect(seen).not.toBe(post);
    expect(await seen!.text()).toBe('mobile=13800000000');
  });
});
