// Cargo made through the platform API by the specs that need an order of their own: the body of a
// public grab cargo of steel that confirms itself (a carrier's grab makes an accepted order at once).
import { chinaToday } from '#contract/market/cargo';

/** 'YYYY-MM-DD' `days` after today in China. */
export const chinaDay = (days: number) => new Date(Date.parse(`${chinaToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A loading or unloading point in 唐山丰南 (windows: datetime-local). */
export const cargoPoint = (address: string, windowStart: string, windowEnd: string) => ({
  provinceCode: '13',
  cityCode: '1302',
  districtCode: '130207',
  address,
  contactName: '王强',
  contactPhone: '13912345678',
  windowStart,
  windowEnd,
});

/** An unloading point in 天津滨海新区 on `day`. */
export const tianjinUnloading = (day: string) => ({
  ...cargoPoint('滨海新区东疆港区3号堆场', `${day}T08:00`, `${day}T18:00`),
  provinceCode: '12',
  cityCode: '1201',
  districtCode: '120116',
});

/** POST /goodsSource/save: `tonnes` of steel on one vehicle at 200 yuan a tonne, published to the hall, confirmed on grabbing. */
export function grabCargoBody(goodsName: string, tonnes: number, loading: ReturnType<typeof cargoPoint>, unloading: ReturnType<typeof cargoPoint>) {
  return {
    intent: 'publish',
    businessType: '2',
    goodsName,
    goodsType: 'steel',
    quantity: tonnes,
    quantityUnit: 'ton',
    totalWeightT: String(tonnes),
    vehicleCount: 1,
    priceMode: 'unit',
    price: '200',
    payType: 'outline',
    chargeMode: 'cash',
    chargeNode: 'unload',
    publishScope: 'public',
    autoConfirm: true,
    loadPoints: [loading],
    unloadPoints: [unloading],
  };
}
