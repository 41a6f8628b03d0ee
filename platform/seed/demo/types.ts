// The shapes of the demo data's tables (cargo.ts, orders.ts): what each row says, before the
// demo step (insert.ts, trade.ts) turns it into database rows.
import type { OrderStatus, WaybillStatus } from '../../contract/orders/schemas';
import type { PlaceKey } from '../places';

export type ShipperKey = 'steel' | 'cement' | 'zhang' | 'luzhong' | 'fenhe';

export type CargoSpec = {
  key: string;
  shipper: ShipperKey;
  bt: '1' | '2' | '3';
  status: 'draft' | 'published' | 'closed' | 'done';
  goods: string;
  goodsType: string;
  unit: 'ton' | 'piece' | 'vehicle';
  /** pieces per vehicle when unit = piece */
  piecesPerVehicle?: number;
  from: PlaceKey;
  to: PlaceKey[];
  km: number;
  vType: string;
  vLength: string;
  perVehicleKg: number;
  vehicleCount: number;
  priceFen: number;
  pay: 'online' | 'outline';
  mode: 'billing' | 'cash' | 'pay_after_completion';
  node: 'load' | 'unload';
  /** days ago; for drafts: creation only */
  pubDaysAgo: number;
  /** loading window relative to now (days) */
  loadFrom: number;
  loadDays: number;
  remark?: string;
};

export type { OrderStatus, WaybillStatus } from '../../contract/orders/schemas';

export type OrderSpec = {
  key: string;
  cargo: string;
  /** the carrier-side account's mobile: the carrier an agent appointed, on an agent's order past WAITALLOT */
  carrier: string;
  /** the agent account that took the order (its carrier until it appoints one) */
  agent?: string;
  source: string;
  status: OrderStatus;
  vehicles: number;
  daysAgo: number;
  payStatus?: string;
  /** why the order was refused or cancelled */
  reason?: string;
  /**
   * `reason`: why a waybill was refused or voided. `noUnloadWeight`: the unload weight never reached
   * the platform (a paper pound slip), the case 运单补录 is for; the one history row of the demo the
   * platform would not write as it is, since its unload always carries the weight.
   */
  waybills?: { vehicle: string; driver: string; status: WaybillStatus; delayH?: number; reason?: string; noUnloadWeight?: true }[];
};
