// Small factories the seed builds its rows from: identity numbers with correct check characters,
// a deterministic random source, dates in China time, and one function per kind of row that
// fills in what a demo row usually holds, so a seed file names only what differs. Type imports
// only: the Playwright specs load this file for makeIdCard.
import { freightFen } from '../contract/market/marketplace';
import type { cargoPoints, cargoSources, companies, drivers, orders, users, vehicles, waybills } from '../db/schema';
import type { Place } from './places';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------------------------
// Numbers

/** 18-digit resident ID (GB 11643) with a correct ISO 7064 MOD 11-2 check char. */
export function makeIdCard(region6: string, birth8: string, seq3: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const first17 = region6 + birth8 + seq3;
  if (!/^\d{17}$/.test(first17)) throw new Error(`seed: bad ID body ${first17}`);
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * weights[i];
  return first17 + '10X98765432'[sum % 11];
}

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** 统一社会信用代码 (GB 32100-2015): '9' '1' + region + 9-char organisation code + check char. */
export function makeCreditCode(region6: string, org8: string): string {
  // Organisation code check digit (GB 11714).
  const orgWeights = [3, 7, 9, 10, 5, 8, 4, 2];
  let orgSum = 0;
  for (let i = 0; i < 8; i += 1) orgSum += parseInt(org8[i], 36) * orgWeights[i];
  const c9 = 11 - (orgSum % 11);
  const orgCode = org8 + (c9 === 10 ? 'X' : c9 === 11 ? '0' : String(c9));
  const body = `91${region6}${orgCode}`;
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const v = USCC_CHARS.indexOf(body[i]);
    if (v < 0) throw new Error(`seed: bad credit code char in ${body}`);
    sum += v * weights[i];
  }
  return body + USCC_CHARS[(31 - (sum % 31)) % 31];
}

/** Deterministic PRNG (mulberry32) so the demo data is the same on every fresh database. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** yyyymmdd in China time. */
export function ymd(d: Date): string {
  return new Date(d.getTime() + 8 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');
}

export function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Weighbridge figures of a waybill that reached the given states: the load within −0.8 %…+0.5 % of
 * the plan once loaded, the unload 0.1–0.3 % under the load (a normal loss) once unloaded.
 */
export function weighings(plannedKg: number, reached: { has(state: string): boolean }, random: () => number) {
  const loadKg = reached.has('LOAD') ? Math.round(plannedKg * (0.992 + random() * 0.013)) : null;
  const unloadKg = reached.has('UNLOAD') && loadKg !== null ? loadKg - Math.round(loadKg * (0.001 + random() * 0.002)) : null;
  return { loadKg, unloadKg };
}

// ---------------------------------------------------------------------------------------------
// Rows

type CompanyRow = typeof companies.$inferInsert;
type UserRow = typeof users.$inferInsert;
type VehicleRow = typeof vehicles.$inferInsert;
type DriverRow = typeof drivers.$inferInsert;
type CargoRow = typeof cargoSources.$inferInsert;
type CargoPointRow = typeof cargoPoints.$inferInsert;
type OrderRow = typeof orders.$inferInsert;
type WaybillRow = typeof waybills.$inferInsert;

/** `defaults` with what `given` sets over them (a key given as undefined keeps its default). */
function withDefaults<T extends object>(defaults: Partial<T>, given: Partial<T>): T {
  const out: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(given)) if (value !== undefined) out[key] = value;
  return out as T;
}

/** A company, verified (auth status 2) unless told otherwise. */
export function companyRow(c: Omit<CompanyRow, 'authStatus'> & Partial<CompanyRow>): CompanyRow {
  return withDefaults<CompanyRow>({ authStatus: '2' }, c);
}

/** A user: no password, company or verification, unless told otherwise. */
export function userRow(u: Pick<UserRow, 'mobile' | 'realName'> & Partial<UserRow>): UserRow {
  return withDefaults<UserRow>(
    {
      memberName: null,
      passwordHash: null,
      pwdChangedAt: null,
      companyId: null,
      company: 'n',
      individual: 'n',
      authStatus: '0',
      idCard: null,
      shipperIdentity: '',
      employeeNo: null,
      signStatus: '0',
      isDriver: 0,
    },
    u,
  );
}

/** A vehicle: a reviewed 13.75 m semi-trailer tractor (Q11) with a yellow plate and a 32 t load, unless told otherwise. */
export function vehicleRow(v: Pick<VehicleRow, 'ownerUserId' | 'plateNo' | 'ownerName'> & Partial<VehicleRow>): VehicleRow {
  return withDefaults<VehicleRow>({ plateColor: '2', vehicleType: 'Q11', vehicleLength: '13.75', loadKg: 32_000, reviewStatus: '1' }, v);
}

/** A driver: reviewed, class A2, the licence number being the ID number (as on Chinese licences), unless told otherwise. */
export function driverRow(d: Pick<DriverRow, 'ownerUserId' | 'name' | 'mobile' | 'idCard'> & Partial<DriverRow>): DriverRow {
  return withDefaults<DriverRow>({ licenceNo: d.idCard, licenceClass: 'A2', reviewStatus: '1' }, d);
}

/** The origin and destination columns of a cargo source from one place to another. */
export function routeColumns(from: Place, to: Place) {
  return {
    originProvince: from.province,
    originCity: from.city,
    originDistrict: from.district,
    originAddress: from.address,
    destProvince: to.province,
    destCity: to.city,
    destDistrict: to.district,
    destAddress: to.address,
  };
}

/** A loading or unloading point of a cargo source at a place (first in its kind unless told otherwise). */
export function cargoPointRow(cargoId: number, kind: 'load' | 'unload', at: Place, seq = 1): CargoPointRow {
  return {
    cargoId,
    kind,
    seq,
    provinceCode: at.province,
    cityCode: at.city,
    districtCode: at.district,
    address: at.address,
    contactName: at.contact,
    contactPhone: at.phone,
  };
}

type CargoNeeds = 'sourceNo' | 'shipperUserId' | 'businessType' | 'goodsName' | 'totalWeightKg' | 'vehicleCount' | 'unitPriceFen';

/**
 * A cargo source: published to the whole hall, steel counted in tonnes, every vehicle still to
 * take, paid offline in cash on the unloaded weight, unless told otherwise. Bid cargo (business
 * type 3) is a public bid that takes quotes while published and was awarded once done.
 */
export function cargoRow(c: Pick<CargoRow, CargoNeeds> & Partial<CargoRow>): CargoRow {
  const status = c.status ?? 'published';
  const bid = c.businessType === '3';
  return withDefaults<CargoRow>(
    {
      status,
      goodsType: 'steel',
      quantity: c.totalWeightKg / 1000,
      quantityUnit: 'ton',
      vehiclesRemaining: c.vehicleCount,
      payType: 'outline',
      chargeMode: 'cash',
      chargeNode: 'unload',
      publishScope: 'public',
      bidMethod: bid ? 'public' : null,
      bidStatus: bid ? (status === 'published' ? '1' : status === 'done' ? '4' : '0') : null,
      remark: null,
    },
    c,
  );
}

/** An order: unpaid and not cancelled, its freight the unit price times the weight, unless told otherwise. */
export function orderRow(o: Omit<OrderRow, 'totalFen'> & Partial<OrderRow>): OrderRow {
  return withDefaults<OrderRow>({ payStatus: '0', cancelReason: null, totalFen: freightFen(o.unitPriceFen, o.weightKg) }, o);
}

/** A waybill: not weighed, loaded or signed yet, unless told otherwise. */
export function waybillRow(w: WaybillRow): WaybillRow {
  return withDefaults<WaybillRow>({ loadWeightKg: null, unloadWeightKg: null, freightFen: null, loadedAt: null, signedAt: null }, w);
}
