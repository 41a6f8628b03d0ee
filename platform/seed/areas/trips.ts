// What the seeds of finished trips share (order kinds, business direction, reporting): the steel
// shipper's warehouse and the Tianjin port yard, the cargo form they publish between them, the
// order history as rows of a table, and a waybill that went all the way to the signature.
import { freightFen } from '../../contract/market/marketplace';
import type { CargoInput } from '../../contract/market/cargo';
import type { Tx } from '../../db/client';
import { orderHistory, type users, waybillHistory, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { nextWaybillId } from '../../modules/orders/dispatch';
import { HOUR, ymd } from '../factories';

export type Point = { provinceCode: string; cityCode: string; districtCode: string; address: string; contactName: string; contactPhone: string };

/** The steel shipper's warehouse in Tangshan (丰南). */
export const WAREHOUSE: Point = {
  provinceCode: '13',
  cityCode: '1302',
  districtCode: '130207',
  address: '丰南区钢厂路1号冀东钢铁成品库',
  contactName: '王强',
  contactPhone: '13912345678',
};

/** A yard of the Tianjin port (东疆港区). */
export const PORT_YARD: Point = {
  provinceCode: '12',
  cityCode: '1201',
  districtCode: '120116',
  address: '滨海新区东疆港区3号堆场',
  contactName: '赵磊',
  contactPhone: '13820001234',
};

/** The publishing form of a line cargo of steel (tonnes, unit price, paid offline in cash on the unloaded weight) from the warehouse to the port yard unless told otherwise. */
export function cargoInput(c: { goodsName: string; weightT: number; vehicles: number; price: string; remark: string } & Partial<CargoInput>): CargoInput {
  const { weightT, vehicles, ...given } = c;
  return {
    intent: 'publish',
    businessType: '1',
    goodsType: 'steel',
    quantity: weightT,
    quantityUnit: 'ton',
    totalWeightT: String(weightT),
    vehicleCount: vehicles,
    priceMode: 'unit',
    payType: 'outline',
    chargeMode: 'cash',
    chargeNode: 'unload',
    publishScope: 'public',
    loadPoints: [WAREHOUSE],
    unloadPoints: [PORT_YARD],
    ...given,
  } as CargoInput;
}

/** The caller a shipper's own cargo is published as. */
export const shipperAuth = (user: typeof users.$inferSelect): Auth => ({ user, role: 'enterprise_shipper', tokenHash: '' });

/** An order's history: [from, to, action, actor, hours after `at`, remark] a row. */
export async function insertOrderSteps(tx: Tx, orderId: number, at: number, steps: [string | null, string, string, number | null, number, string][]) {
  await tx.insert(orderHistory).values(
    steps.map(([from, to, action, actor, h, remark]) => ({
      orderId,
      fromStatus: from,
      toStatus: to,
      action,
      actorUserId: actor,
      remark,
      createdAt: new Date(at + h * HOUR),
    })),
  );
}

type Party = { id: number; companyId: number | null };

/**
 * One waybill that went all the way to the consignee's signature, with its history: dispatched two
 * hours after `at`, then started, loaded, unloaded and signed at `hours` after `at`.
 */
export async function insertSignedWaybill(
  tx: Tx,
  w: {
    at: number;
    orderId: number;
    shipper: Party;
    carrier: Party;
    truck: { id: number; plateNo: string };
    driver: { id: number; name: string };
    /** the user who starts, loads and unloads: the driver's account, or the carrier's */
    drivenBy: number;
    plannedKg: number;
    loadKg: number;
    unloadKg: number;
    /** the order's cargo: its unit price and cities */
    cargo: { unitPriceFen: number; originCity: string; destCity: string };
    consignee: Point;
    audited: boolean;
    hours: [start: number, load: number, unload: number, sign: number];
    /** history remarks as the dispatch screens write them (none unless asked) */
    remarks?: boolean;
  },
): Promise<void> {
  const [start, load, unload, sign] = w.hours.map((h) => w.at + h * HOUR);
  const id = await nextWaybillId(tx);
  const [bill] = await tx
    .insert(waybills)
    .values({
      id,
      waybillNo: `PC${ymd(new Date(w.at + 2 * HOUR))}${String(id).padStart(5, '0')}`,
      orderId: w.orderId,
      shipperCompanyId: w.shipper.companyId,
      carrierCompanyId: w.carrier.companyId,
      vehicleId: w.truck.id,
      driverId: w.driver.id,
      status: 'SIGN',
      plannedWeightKg: w.plannedKg,
      loadWeightKg: w.loadKg,
      unloadWeightKg: w.unloadKg,
      freightFen: freightFen(w.cargo.unitPriceFen, w.unloadKg),
      originCity: w.cargo.originCity,
      destCity: w.cargo.destCity,
      consigneeName: w.consignee.contactName,
      consigneePhone: w.consignee.contactPhone,
      loadedAt: new Date(load),
      unloadedAt: new Date(unload),
      signedAt: new Date(sign),
      auditStatus: w.audited ? '1' : '0',
      createdAt: new Date(w.at + 2 * HOUR),
      updatedAt: new Date(sign),
    })
    .returning();
  const moves: [string | null, string, string, number, number, number | null, string][] = [
    [null, 'CREATED', 'dispatch', w.carrier.id, w.at + 2 * HOUR, w.plannedKg, `派车：${w.truck.plateNo}，司机${w.driver.name}`],
    ['CREATED', 'START', 'start', w.drivenBy, start, null, '发车'],
    ['START', 'LOAD', 'load', w.drivenBy, load, w.loadKg, '装货'],
    ['LOAD', 'UNLOAD', 'unload', w.drivenBy, unload, w.unloadKg, '卸货'],
    ['UNLOAD', 'SIGN', 'sign', w.shipper.id, sign, null, '签收'],
  ];
  await tx.insert(waybillHistory).values(
    moves.map(([from, to, action, actor, t, kg, remark]) => ({
      waybillId: bill.id,
      fromStatus: from,
      toStatus: to,
      action,
      actorUserId: actor,
      weightKg: kg,
      remark: w.remarks ? remark : null,
      createdAt: new Date(t),
    })),
  );
}
