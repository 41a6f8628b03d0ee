// The shapes of the demo data's tables (cargo.ts, orders.ts): what each row says, before the
// demo step (insert.ts, trade.ts) turns it into database rows.
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

export type OrderEntry = 'standard' | 'grab' | 'agent' | 'appoint';
export type WaybillStatus = 'CREATED' | 'START' | 'LOAD' | 'UNLOAD' | 'SIGN' | 'REFUSE' | 'INVALID';

export type OrderSpec = {
  key: string;
  cargo: string;
  /** the carrier-side account's mobile */
  carrier: string;
  source: string;
  entry: OrderEntry;
  status: string;
  vehicles: number;
  daysAgo: number;
  payStatus?: string;
  reason?: string;
  waybills?: { vehicle: string; driver: string; status: WaybillStatus; delayH?: number; remark?: string }[];
};
