// A valid cargo body as the publishing and release forms post it, for platform tests: 64 t of
// steel in 2 vehicles at 200 元/吨, loaded at a 唐山 steel works and unloaded at `unload`.
/** A load or unload point at a 唐山 steel works; `over` moves it. */
export const point = (over: Record<string, string> = {}) => ({
  provinceCode: '13',
  cityCode: '1302',
  districtCode: '130207',
  address: '丰南区钢厂路1号',
  contactName: '王强',
  contactPhone: '13912345678',
  ...over,
});

export function testCargo(goodsName: string, unload: Record<string, string>, over: Record<string, unknown> = {}) {
  return {
    intent: 'publish',
    businessType: '1',
    goodsName,
    goodsType: 'steel',
    quantity: '64',
    quantityUnit: 'ton',
    totalWeightT: '64',
    vehicleCount: '2',
    priceMode: 'unit',
    price: '200',
    payType: 'outline',
    chargeMode: 'cash',
    chargeNode: 'load',
    publishScope: 'public',
    loadPoints: [point()],
    unloadPoints: [point(unload)],
    ...over,
  };
}
