// The cargo sources of the demo data (货源): what each demo shipper publishes, in every business
// type (line, grab, bid) and state (draft, published, closed, done). The orders (orders.ts) take
// their vehicles from them; the bulk seed (bulk.ts) copies the ones counted in tonnes.
import { DEMO_ACCOUNTS as A } from '../accounts';
import { MORE_CARGO } from './cargo-more';
import { STEEL_CARGO } from './cargo-steel';
import type { CargoSpec, ShipperKey } from './types';

export const SHIPPER_MOBILE: Record<ShipperKey, string> = {
  steel: A.enterpriseShipper.mobile,
  cement: A.employee.mobile,
  zhang: A.individualShipper.mobile,
  luzhong: A.stalePassword.mobile,
  fenhe: A.fenheShipper.mobile,
};

export const CARGO: CargoSpec[] = [...STEEL_CARGO, ...MORE_CARGO];
