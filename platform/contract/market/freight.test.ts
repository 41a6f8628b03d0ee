import { describe, expect, it } from 'vitest';
import { cargoFreightFen, formFreightEstimate } from './freight';

describe('freight estimate of the publishing form', () => {
  it('is unit price × weight for the load and one vehicle its share, by the orders’ formula', () => {
    // 螺纹钢 32 t at 48 元/吨 on 2 vehicles: 1,536.00 元, 768.00 元 a vehicle
    expect(formFreightEstimate({ priceMode: 'unit', price: '48', totalWeightT: '32', vehicleCount: '2' })).toEqual({ totalFen: 153600, perVehicleFen: 76800 });
    expect(formFreightEstimate({ priceMode: 'unit', price: '48.5', totalWeightT: '31.98', vehicleCount: '1' })).toEqual({
      totalFen: cargoFreightFen({ totalPriceFen: null, unitPriceFen: 4850, vehicleCount: 1 }, 1, 31980),
      perVehicleFen: 155103,
    });
  });
  it('shares a total price by vehicles', () => {
    expect(formFreightEstimate({ priceMode: 'total', price: '3000', totalWeightT: '30', vehicleCount: '3' })).toEqual({
      totalFen: 300000,
      perVehicleFen: 100000,
    });
  });
  it('says nothing while a value is missing or not a number', () => {
    expect(formFreightEstimate({ priceMode: 'unit', price: '', totalWeightT: '32', vehicleCount: '2' })).toBeNull();
    expect(formFreightEstimate({ priceMode: 'unit', price: '48', totalWeightT: '三十', vehicleCount: '2' })).toBeNull();
    expect(formFreightEstimate({ priceMode: 'unit', price: '48', totalWeightT: '32', vehicleCount: '0' })).toBeNull();
  });
});
