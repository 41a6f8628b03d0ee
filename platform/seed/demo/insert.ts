// The demo step: the data every area started from (companies, users and roles, vehicles,
// drivers, lines, cargo sources, orders and waybills with their history, news), written once in
// one transaction and marked by seed_runs step 'demo-v1'.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cargoPoints, cargoSources, companies, drivers, lines, userRoles, users, vehicles } from '../../db/schema';
import { hashPassword } from '../../modules/auth/password';
import { DEMO_PASSWORD } from '../accounts';
import { cargoPointRow, cargoRow, companyRow, DAY, driverRow, HOUR, makeCreditCode, makeIdCard, routeColumns, userRow, vehicleRow } from '../factories';
import { cargoNumber } from '../../contract/market/cargo-number';
import { insertNews } from '../news';
import { PLACES, type Place } from '../places';
import { noteDone, runOnce, type SeedLog } from '../steps';
import { CARGO, SHIPPER_MOBILE } from './cargo';
import { DEMO_DRIVERS, DEMO_LINES, DEMO_VEHICLES } from './fleet';
import { ORDERS } from './orders';
import { COMPANIES, DEMO_USERS, demoUserOf, type CompanyKey, type DemoUser } from './parties';
import { insertTrade } from './trade';

export const DEMO_STEP = 'demo-v1';

export async function seedDemo(db: Db, log: SeedLog): Promise<void> {
  const started = Date.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD); // scrypt is slow: hash once, reuse
  const counts = await runOnce(db, DEMO_STEP, async (tx) => {
    const result = await insertDemo(tx, passwordHash, new Date());
    await noteDone(tx, DEMO_STEP, result);
    return result;
  });
  if (counts) log.info({ ...counts, ms: Date.now() - started }, 'seed: demo data inserted');
  else log.info({ step: DEMO_STEP }, 'seed: demo data inserted by another process');
}

/** When a demo user's password was set: null without one (every one there is, is DEMO_PASSWORD: one hash serves all). */
function passwordSetAt(u: DemoUser, at: (daysAgo: number) => Date): Date | null {
  if (u.password === null) return null;
  if (u.password !== DEMO_PASSWORD || u.pwdAgeDays === undefined) throw new Error(`seed: demo user ${u.mobile} needs ${DEMO_PASSWORD} and its age`);
  return at(u.pwdAgeDays);
}

async function insertDemo(db: Db, passwordHash: string, nowDate: Date): Promise<Record<string, number>> {
  const now = nowDate.getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);

  // Companies (insert when missing, then read back ids by credit code).
  const companyRows = (Object.entries(COMPANIES) as [CompanyKey, (typeof COMPANIES)[CompanyKey]][]).map(([key, c]) => ({
    key,
    row: companyRow({
      name: c.name,
      creditCode: makeCreditCode(c.district, c.org8),
      kind: c.kind,
      provinceCode: c.province,
      cityCode: c.city,
      districtCode: c.district,
      address: c.address,
      contactName: c.contact.name,
      contactPhone: c.contact.mobile,
      industry: c.industry,
      companySize: c.size,
      intro: c.intro,
      createdAt: at(c.daysAgo),
    }),
  }));
  await db
    .insert(companies)
    .values(companyRows.map((c) => c.row))
    .onConflictDoNothing();
  const companyIdByCode = new Map(
    (
      await db
        .select({ id: companies.id, creditCode: companies.creditCode })
        .from(companies)
        .where(
          inArray(
            companies.creditCode,
            companyRows.map((c) => c.row.creditCode),
          ),
        )
    ).map((r) => [r.creditCode, r.id]),
  );
  const companyId = {} as Record<CompanyKey, number>;
  for (const c of companyRows) companyId[c.key] = companyIdByCode.get(c.row.creditCode)!;

  // Users and roles.
  await db
    .insert(users)
    .values(
      DEMO_USERS.map((u) =>
        userRow({
          mobile: u.mobile,
          realName: u.name,
          memberName: u.memberName,
          passwordHash: u.password === null ? null : passwordHash,
          pwdChangedAt: passwordSetAt(u, at),
          companyId: u.company ? companyId[u.company] : null,
          company: u.companyFlag,
          individual: u.individual,
          authStatus: u.authStatus,
          idCard: u.id ? makeIdCard(...u.id) : null,
          shipperIdentity: u.shipperIdentity,
          employeeNo: u.employeeNo,
          signStatus: u.signStatus,
          isDriver: u.isDriver,
          createdAt: at(u.daysAgo),
        }),
      ),
    )
    .onConflictDoNothing();
  const userRows = await db
    .select({ id: users.id, mobile: users.mobile, realName: users.realName, idCard: users.idCard })
    .from(users)
    .where(
      inArray(
        users.mobile,
        DEMO_USERS.map((u) => u.mobile),
      ),
    );
  const user = new Map(userRows.map((u) => [u.mobile, u]));
  const uid = (mobile: string) => {
    const row = user.get(mobile);
    if (!row) throw new Error(`seed: user ${mobile} missing`);
    return row.id;
  };
  await db
    .insert(userRoles)
    .values(DEMO_USERS.flatMap((u) => u.roles.map((role) => ({ userId: uid(u.mobile), role, createdAt: at(u.daysAgo) }))))
    .onConflictDoNothing();

  const companyOfMobile = (mobile: string): number | null => {
    const u = demoUserOf(mobile);
    return u.company ? companyId[u.company] : null;
  };

  // Vehicles.
  const vehicleRows = await db
    .insert(vehicles)
    .values(
      DEMO_VEHICLES.map((v, i) => {
        const owner = demoUserOf(v.owner.mobile);
        return vehicleRow({
          ownerCompanyId: companyOfMobile(owner.mobile),
          ownerUserId: uid(owner.mobile),
          plateNo: v.plate,
          plateColor: v.color,
          vehicleType: v.type,
          vehicleLength: v.length,
          loadKg: v.loadKg,
          volumeM3: v.volumeM3 ?? null,
          ownerName: owner.company ? COMPANIES[owner.company].name : owner.name,
          transportPermitNo: v.permitNo,
          transportPermitExpiry: new Date(now + v.permitDays * DAY),
          insuranceExpiry: new Date(now + v.insuranceDays * DAY),
          reviewStatus: v.review,
          createdAt: at(150 - i * 7),
        });
      }),
    )
    .returning({ id: vehicles.id, plateNo: vehicles.plateNo, loadKg: vehicles.loadKg });
  const vehicleByKey = new Map(DEMO_VEHICLES.map((v) => [v.key, vehicleRows.find((r) => r.plateNo === v.plate)!]));

  // Drivers.
  const driverRows = await db
    .insert(drivers)
    .values(
      DEMO_DRIVERS.map((d, i) => {
        const person = user.get(d.user.mobile)!;
        return driverRow({
          ownerCompanyId: companyOfMobile(d.owner.mobile),
          ownerUserId: uid(d.owner.mobile),
          userId: person.id,
          name: person.realName,
          mobile: d.user.mobile,
          idCard: person.idCard!,
          licenceClass: d.licenceClass,
          licenceExpiry: new Date(now + d.licenceYears * 365 * DAY + i * 17 * DAY),
          qualificationNo: d.qualificationNo,
          reviewStatus: d.review,
          createdAt: at(140 - i * 6),
        });
      }),
    )
    .returning({ id: drivers.id, name: drivers.name, mobile: drivers.mobile, ownerUserId: drivers.ownerUserId });
  const driverByKey = new Map(DEMO_DRIVERS.map((d) => [d.key, driverRows.find((r) => r.mobile === d.user.mobile && r.ownerUserId === uid(d.owner.mobile))!]));

  // Lines.
  await db.insert(lines).values(
    DEMO_LINES.map((l, i) => {
      const from: Place = PLACES[l.from];
      const to: Place = PLACES[l.to];
      return {
        companyId: companyId[l.company],
        originProvince: from.province,
        originCity: from.city,
        originDistrict: from.district,
        destProvince: to.province,
        destCity: to.city,
        destDistrict: to.district,
        distanceKm: l.km,
        refPriceFen: l.priceFen,
        vehicleType: l.type,
        vehicleLength: l.length,
        remark: l.remark,
        createdAt: at(120 - i * 5),
      };
    }),
  );

  // Cargo sources: vehicles_remaining = vehicle_count minus the vehicles of live orders.
  const takenByCargo = new Map<string, number>();
  for (const o of ORDERS) {
    if (o.status === 'CANCEL' || o.status === 'REFUSE') continue;
    takenByCargo.set(o.cargo, (takenByCargo.get(o.cargo) ?? 0) + o.vehicles);
  }
  const cargoInsert = CARGO.map((c, i) => {
    const taken = takenByCargo.get(c.key) ?? 0;
    if (taken > c.vehicleCount) throw new Error(`seed: cargo ${c.key} over-booked`);
    if (c.status === 'done' && taken !== c.vehicleCount) throw new Error(`seed: done cargo ${c.key} not fully booked`);
    const createdAt = c.status === 'draft' ? at(c.pubDaysAgo) : at(c.pubDaysAgo + 0.05);
    const publishedAt = c.status === 'draft' ? null : at(c.pubDaysAgo);
    const loadStart = new Date(Math.floor((now + c.loadFrom * DAY) / HOUR) * HOUR);
    const totalWeightKg = c.perVehicleKg * c.vehicleCount;
    return cargoRow({
      // numbered by the day it was published, as the market numbers it (a draft: the day it was made)
      sourceNo: cargoNumber(i + 1, publishedAt ?? createdAt),
      shipperCompanyId: companyOfMobile(SHIPPER_MOBILE[c.shipper]),
      shipperUserId: uid(SHIPPER_MOBILE[c.shipper]),
      businessType: c.bt,
      status: c.status,
      goodsName: c.goods,
      goodsType: c.goodsType,
      quantity: c.unit === 'ton' ? totalWeightKg / 1000 : c.unit === 'piece' ? (c.piecesPerVehicle ?? 1) * c.vehicleCount : c.vehicleCount,
      quantityUnit: c.unit,
      totalWeightKg,
      ...routeColumns(PLACES[c.from], PLACES[c.to[c.to.length - 1]]),
      vehicleType: c.vType,
      vehicleLength: c.vLength,
      vehicleCount: c.vehicleCount,
      vehiclesRemaining: c.status === 'done' ? 0 : c.status === 'draft' ? c.vehicleCount : c.vehicleCount - taken,
      unitPriceFen: c.priceFen,
      payType: c.pay,
      chargeMode: c.mode,
      chargeNode: c.node,
      // Grab cargo confirms itself, except 方坯 (c10): the demo of the shipper confirming a grab.
      autoConfirm: c.bt === '2' && c.key !== 'c10',
      loadStart,
      loadEnd: new Date(loadStart.getTime() + c.loadDays * DAY),
      deadline: new Date(loadStart.getTime() + c.loadDays * DAY - 2 * HOUR),
      remark: c.remark,
      createdAt,
      publishedAt,
    });
  });
  const cargoRows = await db.insert(cargoSources).values(cargoInsert).returning({ id: cargoSources.id, sourceNo: cargoSources.sourceNo });
  const cargoByKey = new Map(
    CARGO.map((c, i) => [c.key, { spec: c, id: cargoRows.find((r) => r.sourceNo === cargoInsert[i].sourceNo)!.id, row: cargoInsert[i] }]),
  );
  const pointRows = CARGO.flatMap((c) => {
    const cargoId = cargoByKey.get(c.key)!.id;
    return [cargoPointRow(cargoId, 'load', PLACES[c.from]), ...c.to.map((key, i) => cargoPointRow(cargoId, 'unload', PLACES[key], i + 1))];
  });
  await db.insert(cargoPoints).values(pointRows);

  const trade = await insertTrade(db, { now, uid, companyOfMobile, cargoByKey, vehicleByKey, driverByKey });
  const newsCount = await insertNews(db, now);

  return {
    companies: companyRows.length,
    users: DEMO_USERS.length,
    vehicles: vehicleRows.length,
    drivers: driverRows.length,
    lines: DEMO_LINES.length,
    cargoSources: cargoRows.length,
    cargoPoints: pointRows.length,
    ...trade,
    news: newsCount,
  };
}
