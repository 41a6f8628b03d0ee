import { describe, expect, it } from 'vitest';
import type { ServerBuild } from '@remix-run/node';
import { servedScreensOf } from './served-screens.server';

const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({ id, parentId, path, index, module: {} });

describe('served screens', () => {
  // Keyed by route id, as a build's route table is.
  const routes = Object.fromEntries(
    [
      route('root', undefined, ''),
      route('routes/_app+/_layout', 'root'),
      route('routes/_app+/user+/dispatchOrderList', 'routes/_app+/_layout', 'user/dispatchOrderList'),
      route('routes/_app+/orderDetails.$orderId', 'routes/_app+/_layout', 'orderDetails/:orderId'),
      route('routes/_public+/_index', 'root', undefined, true),
      route('routes/_public+/$', 'root', '*'),
    ].map((r) => [r.id, r]),
  ) as unknown as ServerBuild['routes'];
  const served = servedScreensOf(routes);

  it('knows the screens the route table serves, parameters by place', () => {
    expect(served('/user/dispatchOrderList')).toBe(true);
    expect(served('/orderDetails/:myorderId')).toBe(true);
    expect(served('/')).toBe(true);
  });

  it('does not count the catch-all 404 as serving a screen', () => {
    expect(served('/shipper/payFee')).toBe(false);
    expect(served('/cockpit/online')).toBe(false);
  });
});
