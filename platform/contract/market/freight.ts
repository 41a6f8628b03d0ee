// Freight arithmetic in fen, the one formula behind an order's freight, the estimate a carrier
// sees before grabbing and the one a shipper sees while publishing. Free of zod, so the publishing
// form can import it into the browser for its live estimate.

/** Yuan or tonnes as typed → integer hundredths / thousandths without float drift. */
export function scaled(value: string, decimals: number): number {
  const [whole, frac = ''] = value.split('.');
  return Number(whole) * 10 ** decimals + Number((frac + '000').slice(0, decimals));
}

/** Freight in fen for a weight: unit price (fen per tonne) × kg / 1000, rounded to the fen. */
export function freightFen(unitPriceFen: number, weightKg: number): number {
  return Math.round((unitPriceFen * weightKg) / 1000);
}

/** A cargo's price: a total for all its vehicles (totalPriceFen) or a unit price per tonne. */
export type CargoPrice = { totalPriceFen: number | null; unitPriceFen: number; vehicleCount: number };

/** Freight of k vehicles of a cargo carrying weightKg: their share of a total price, or unit price × weight. */
export function cargoFreightFen(cargo: CargoPrice, k: number, weightKg: number): number {
  return cargo.totalPriceFen !== null ? Math.round((cargo.totalPriceFen * k) / cargo.vehicleCount) : freightFen(cargo.unitPriceFen, weightKg);
}

const DECIMAL = /^\d{1,9}(\.\d{1,3})?$/;
const WHOLE = /^[1-9]\d{0,2}$/;

/**
 * The estimate of the publishing form's values as typed (price mode, price in yuan, total weight
 * in tonnes, vehicle count): the whole load's freight and one vehicle's, or null while a value is
 * missing or not a number yet.
 */
export function formFreightEstimate(v: { priceMode?: unknown; price?: unknown; totalWeightT?: unknown; vehicleCount?: unknown }) {
  const price = String(v.price ?? '').trim();
  const weight = String(v.totalWeightT ?? '').trim();
  const count = String(v.vehicleCount ?? '').trim() || '1';
  if (!DECIMAL.test(price) || !DECIMAL.test(weight) || !WHOLE.test(count)) return null;
  const vehicleCount = Number(count);
  const priceFen = scaled(price, 2);
  const weightKg = scaled(weight, 3);
  const cargo: CargoPrice =
    v.priceMode === 'total' ? { totalPriceFen: priceFen, unitPriceFen: 0, vehicleCount } : { totalPriceFen: null, unitPriceFen: priceFen, vehicleCount };
  return {
    totalFen: cargoFreightFen(cargo, vehicleCount, weightKg),
    perVehicleFen: cargoFreightFen(cargo, 1, Math.round(weightKg / vehicleCount)),
  };
}
