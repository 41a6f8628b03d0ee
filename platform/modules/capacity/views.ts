// Capacity rows as the API answers them (contract/capacity/rows.ts): paper dates as China dates,
// the expiry state and warnings of a vehicle's or driver's papers, place labels.
import { EXPIRY_WARN_DAYS, maskIdCard, type BlacklistType, type ExpiryFilter } from '../../contract/capacity/schemas';
import type { BlacklistView, DriverView, LineView, VehicleView } from '../../contract/capacity/rows';
import { placeLabel, regionName } from '../../contract/regions';
import type { capacityBlacklist, drivers, lines, vehicles } from '../../db/schema';

const DAY = 86_400_000;
const CHINA = 8 * 3600_000;

/** 'YYYY-MM-DD' (China date) → noon China time, so the date reads the same in any nearby zone. */
export function fromIsoDate(value: string): Date | null {
  return value ? new Date(`${value}T12:00:00+08:00`) : null;
}

/**
 * The instant a paper's 有效期至 (its last valid day, stored at that day's noon in China) is compared with: the start
 * of today in China. A paper is valid through the whole day it names and expired from the next day on; compared
 * with the clock itself it read 已过期 from noon of its last valid day, and dispatch refused it then.
 */
export function papersDayStart(now: number = Date.now()): Date {
  return new Date(Math.floor((now + CHINA) / DAY) * DAY - CHINA);
}

/** The end of the 30 days a paper is 30天内到期 in: today and the 29 days after it (from papersDayStart). */
export function papersDueBefore(now: number = Date.now()): Date {
  return new Date(papersDayStart(now).getTime() + EXPIRY_WARN_DAYS * DAY);
}

export function toIsoDate(value: Date | null | undefined): string {
  return value ? new Date(value.getTime() + CHINA).toISOString().slice(0, 10) : '';
}

export function expiryOf(dates: Array<Date | null>, now: number): ExpiryFilter {
  const times = dates.filter((d): d is Date => d !== null).map((d) => d.getTime());
  if (times.length === 0) return 'valid';
  const first = Math.min(...times);
  if (first < papersDayStart(now).getTime()) return 'expired';
  return first < papersDueBefore(now).getTime() ? 'soon' : 'valid';
}

export function warningsOf(named: Array<[string, Date | null]>, now: number): string[] {
  const out: string[] = [];
  const [today, due] = [papersDayStart(now).getTime(), papersDueBefore(now).getTime()];
  for (const [name, date] of named) {
    if (!date) continue;
    if (date.getTime() < today) out.push(`${name}已过期`);
    else if (date.getTime() < due) out.push(`${name}${EXPIRY_WARN_DAYS}天内到期`);
  }
  return out;
}

type VehicleRow = typeof vehicles.$inferSelect;

export function vehicleView(row: VehicleRow, now = Date.now()): VehicleView {
  const dates: Array<[string, Date | null]> = [
    ['道路运输证', row.transportPermitExpiry],
    ['保险', row.insuranceExpiry],
    ['行驶证检验', row.licenceInspectionExpiry],
  ];
  return {
    id: row.id,
    plateNo: row.plateNo,
    plateColor: row.plateColor,
    vehicleType: row.vehicleType,
    vehicleLength: row.vehicleLength,
    loadKg: row.loadKg,
    volumeM3: row.volumeM3,
    ownerName: row.ownerName,
    vin: row.vin ?? '',
    useNature: row.useNature ?? '',
    licenceRegisterDate: toIsoDate(row.licenceRegisterDate),
    licenceInspectionExpiry: toIsoDate(row.licenceInspectionExpiry),
    transportPermitNo: row.transportPermitNo ?? '',
    transportPermitExpiry: toIsoDate(row.transportPermitExpiry),
    insuranceExpiry: toIsoDate(row.insuranceExpiry),
    reviewStatus: row.reviewStatus,
    reviewRemark: row.reviewRemark ?? '',
    orgUnitId: row.orgUnitId,
    affiliateOwnerId: row.affiliateOwnerId,
    expiry: expiryOf(
      dates.map(([, d]) => d),
      now,
    ),
    warnings: warningsOf(dates, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

type DriverRow = typeof drivers.$inferSelect;

export function driverView(row: DriverRow, plateNo: string | null, now = Date.now()): DriverView {
  const dates: Array<[string, Date | null]> = [
    ['驾驶证', row.licenceExpiry],
    ['从业资格证', row.qualificationExpiry],
  ];
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    idCard: row.idCard,
    licenceNo: row.licenceNo,
    licenceClass: row.licenceClass,
    licenceExpiry: toIsoDate(row.licenceExpiry),
    qualificationNo: row.qualificationNo ?? '',
    qualificationExpiry: toIsoDate(row.qualificationExpiry),
    vehicleId: row.vehicleId,
    plateNo,
    userId: row.userId,
    hasAccount: row.userId !== null,
    reviewStatus: row.reviewStatus,
    reviewRemark: row.reviewRemark ?? '',
    orgUnitId: row.orgUnitId,
    expiry: expiryOf([row.licenceExpiry, row.qualificationExpiry], now),
    warnings: warningsOf(dates, now),
    createdAt: row.createdAt.toISOString(),
  };
}

type BlacklistRow = typeof capacityBlacklist.$inferSelect;

export function blacklistView(row: BlacklistRow): BlacklistView {
  return {
    id: row.id,
    targetType: row.targetType as BlacklistType,
    targetName: row.targetName,
    plateNo: row.plateNo,
    idCard: row.idCard ? maskIdCard(row.idCard) : null,
    targetCompanyId: row.targetCompanyId,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

type LineRow = typeof lines.$inferSelect;

/** '河北省 唐山市'; a municipality reads just '天津市'. */
export function provinceCityLabel(province: string, city: string): string {
  const provinceName = regionName(province);
  const cityName = placeLabel(province, city);
  return cityName === provinceName ? provinceName : `${provinceName} ${cityName}`.trim();
}

export function lineView(row: LineRow): LineView {
  return {
    id: row.id,
    originProvince: row.originProvince,
    originCity: row.originCity,
    destProvince: row.destProvince,
    destCity: row.destCity,
    originLabel: provinceCityLabel(row.originProvince, row.originCity),
    destLabel: provinceCityLabel(row.destProvince, row.destCity),
    distanceKm: row.distanceKm,
    refPriceFen: row.refPriceFen,
    vehicleType: row.vehicleType ?? '',
    vehicleLength: row.vehicleLength ?? '',
    remark: row.remark ?? '',
    createdAt: row.createdAt.toISOString(),
  };
}
