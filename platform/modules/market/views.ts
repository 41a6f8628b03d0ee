// The market's rows as its endpoints answer them (contract/market/views.ts): a cargo as
// signed-in users see it.
import { type MarketCargo } from '../../contract/market/views';
import { routeCities } from '../../contract/regions';
import type { Auth } from '../../http/auth';
import { weightShareKg } from '../../contract/market/marketplace';
import { isOwner, type Cargo } from './access';
import { orderFreightFen } from './orders';

export function marketView(auth: Auth, c: Cargo): MarketCargo {
  return {
    id: c.id,
    sourceNo: c.sourceNo,
    businessType: c.businessType,
    status: c.status,
    goodsName: c.goodsName,
    goodsType: c.goodsType,
    quantity: c.quantity,
    quantityUnit: c.quantityUnit,
    totalWeightKg: c.totalWeightKg,
    ...routeCities(c),
    vehicleType: c.vehicleType,
    vehicleLength: c.vehicleLength,
    vehicleCount: c.vehicleCount,
    vehiclesRemaining: c.vehiclesRemaining,
    unitPriceFen: c.unitPriceFen,
    estimatedFreightFen: orderFreightFen(c, c.vehicleCount, c.totalWeightKg),
    freightPerVehicleFen: orderFreightFen(c, 1, weightShareKg(c.totalWeightKg, c.vehicleCount, 1)),
    payType: c.payType,
    chargeMode: c.chargeMode,
    chargeNode: c.chargeNode,
    autoConfirm: c.autoConfirm,
    loadStart: c.loadStart?.toISOString() ?? null,
    loadEnd: c.loadEnd?.toISOString() ?? null,
    deadline: c.deadline?.toISOString() ?? null,
    remark: c.remark,
    publishedAt: c.publishedAt?.toISOString() ?? null,
    mine: isOwner(auth, c),
    direction: c.businessDirection,
  };
}
