// The cargo's places as the screens show them (issue 42): words and times shaped on the server,
// so the pages carry no date formatter to the browser for them.
import type { CargoPlaces } from '#contract/orders/places';
import { shortDateTime } from '#app/utils/format';

/**
 * The map search a 导航 link opens: 高德's URI API (uri.amap.com), not a `geo:` URI. The cargo
 * keeps addresses, not coordinates, and `geo:0,0?q=` is understood by Android alone; the amap link
 * opens the 高德 app on a phone that has it (the map most Chinese drivers use) and its web map
 * anywhere else, desktop browsers included.
 */
export function navigationHref(region: string, address: string): string {
  const keyword = `${region.replace(/\s+/g, '')}${address}`;
  return `https://uri.amap.com/search?keyword=${encodeURIComponent(keyword)}&src=freight-platform&callnative=1`;
}

/** A phone number as a dial link: digits and a leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function windowText(start: string | null, end: string | null): string {
  if (!start && !end) return '';
  if (start && end) return `${shortDateTime(start)} 至 ${shortDateTime(end)}`;
  return start ? `${shortDateTime(start)} 起` : `${shortDateTime(end)} 前`;
}

export type PlaceView = {
  key: string;
  /** 装货地 / 卸货地, numbered when there are several */
  title: string;
  /** 装货时间 / 卸货时间 */
  windowTerm: string;
  fullAddress: string;
  navigationHref: string;
  contactName: string;
  contactPhone: string;
  telHref: string;
  window: string;
};

export type PlacesView = { points: PlaceView[]; remark: string } | null;

export function placesView(places: CargoPlaces | null | undefined): PlacesView {
  if (!places) return null;
  const count = { load: places.points.filter((p) => p.kind === 'load').length, unload: places.points.filter((p) => p.kind === 'unload').length };
  const seen = { load: 0, unload: 0 };
  return {
    remark: places.remark ?? '',
    points: places.points.map((p) => {
      seen[p.kind] += 1;
      const name = p.kind === 'load' ? '装货地' : '卸货地';
      return {
        key: `${p.kind}-${p.seq}-${seen[p.kind]}`,
        title: count[p.kind] > 1 ? `${name}${seen[p.kind]}` : name,
        windowTerm: p.kind === 'load' ? '装货时间' : '卸货时间',
        fullAddress: [p.region, p.address].filter(Boolean).join(' '),
        navigationHref: navigationHref(p.region, p.address),
        contactName: p.contactName,
        contactPhone: p.contactPhone,
        telHref: p.contactPhone ? telHref(p.contactPhone) : '',
        window: windowText(p.windowStart, p.windowEnd),
      };
    }),
  };
}
