// A local stand-in for 天地图's reverse geocoder (an external system, so platform tests talk to
// this), checking each request the way the service documents it
// (http://lbs.tianditu.gov.cn/server/geocoding.html): GET /geocoder with type=geocode, tk the
// configured key, and postStr a JSON object whose lon and lat are numbers (WGS-84/CGCS2000) and
// ver is 1. It answers like the service: { status: "0", msg: "ok", result: { formatted_address,
// location, addressComponent: { province, city, county, county_code, … } } }; a wrong key gets
// HTTP 403 as the service gives; `mode` 'error' answers status "1" (the service's failure).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TiandituPlace = { province: string; city: string; county: string; countyCode: string };
export type TiandituStandIn = {
  url: string;
  mode: 'ok' | 'error';
  /** the points it was asked about, correctly */
  asked: { lon: number; lat: number }[];
  /** why it refused requests */
  rejected: string[];
  close(): Promise<void>;
};

export const TIANDITU_STAND_IN_KEY = 'tianditu-stand-in-key-0123456789';

/** `places` answers a point with a place (or null: at sea, no county). */
export async function startTiandituStandIn(places: (lon: number, lat: number) => TiandituPlace | null): Promise<TiandituStandIn> {
  const state: TiandituStandIn = { url: '', mode: 'ok', asked: [], rejected: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const refuse = (why: string, status = 200) => {
      state.rejected.push(why);
      send(status, { status: '1', msg: why });
    };
    if (req.method !== 'GET' || url.pathname !== '/geocoder') return refuse(`${req.method} ${url.pathname}`, 404);
    if (url.searchParams.get('tk') !== TIANDITU_STAND_IN_KEY) return refuse('权限类型错误', 403);
    if (url.searchParams.get('type') !== 'geocode') return refuse(`type=${url.searchParams.get('type')}`);
    let post: { lon?: unknown; lat?: unknown; ver?: unknown };
    try {
      post = JSON.parse(url.searchParams.get('postStr') ?? '');
    } catch {
      return refuse('postStr is not JSON');
    }
    if (typeof post.lon !== 'number' || typeof post.lat !== 'number' || post.ver !== 1) return refuse(`postStr ${JSON.stringify(post)}`);
    if (state.mode === 'error') return send(200, { status: '1', msg: '服务异常' });
    state.asked.push({ lon: post.lon, lat: post.lat });
    const place = places(post.lon, post.lat);
    send(200, {
      status: '0',
      msg: 'ok',
      result: {
        formatted_address: place ? `${place.province}${place.city}${place.county}` : '',
        location: { lon: post.lon, lat: post.lat },
        addressComponent: place
          ? { nation: '中国', province: place.province, city: place.city, county: place.county, county_code: place.countyCode, address: '', road: '', poi: '' }
          : { nation: '', province: '', city: '', county: '', address: '', road: '', poi: '' },
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/geocoder`;
  state.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return state;
}
