// Expiry watch of capacity papers: every document of a live vehicle or driver that expires within
// 30 days (or already has) produces ONE message to its owner per expiry date, recorded in
// capacity_expiry_notices (unique per kind, id, document, date), so the sweep can run at every
// start and daily without repeating itself. A renewed document (a new date) is warned about again.
// The owner's workbench shows the counts (expirySummary) linking to the filtered lists.
import { and, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { EXPIRY_WARN_DAYS } from '../../contract/capacity/schemas';
import { EXPIRY_DOCUMENTS } from '../../contract/capacity/review';
import type { ExpirySummary } from '../../contract/capacity/rows';
import type { Db } from '../../db/client';
import { capacityExpiryNotices, drivers, vehicles } from '../../db/schema';
import type { JobRunner } from '../jobs/runner';
import { notify } from '../workspace/service';
import { outerColumn } from '../../db/joins';
import { driverOwned, vehicleOwned, type Owner } from './access';
import { expiryCondition } from './queries';
import { papersDueBefore, toIsoDate } from './views';

const BATCH = 200;

type Watched = {
  kind: 'vehicle' | 'driver';
  document: string;
  label: string;
  table: typeof vehicles | typeof drivers;
  column: PgColumn;
  name: PgColumn;
  link: (id: number) => string;
};

const WATCHED: Watched[] = [
  ...(Object.entries(EXPIRY_DOCUMENTS.vehicle) as Array<[string, string]>).map(([document, label]) => ({
    kind: 'vehicle' as const,
    document,
    label,
    table: vehicles,
    column: { transportPermit: vehicles.transportPermitExpiry, insurance: vehicles.insuranceExpiry, licenceInspection: vehicles.licenceInspectionExpiry }[
      document
    ]!,
    name: vehicles.plateNo,
    link: (id: number) => `/logistics/vehicleDetail?id=${id}`,
  })),
  ...(Object.entries(EXPIRY_DOCUMENTS.driver) as Array<[string, string]>).map(([document, label]) => ({
    kind: 'driver' as const,
    document,
    label,
    table: drivers,
    column: { licence: drivers.licenceExpiry, qualification: drivers.qualificationExpiry }[document]!,
    name: drivers.name,
    link: (id: number) => `/logistics/driverEdit?id=${id}`,
  })),
];

/**
 * Sends the messages due now (documents expiring before now + 30 days, not yet warned about for
 * that date). Returns how many it sent. Safe to run concurrently: the unique notice row decides
 * who sends.
 */
export async function sweepExpiries(db: Db, now = new Date()): Promise<number> {
  // the same 30 days as the lists' 30天内到期
  const horizon = papersDueBefore(now.getTime());
  let sent = 0;
  for (const w of WATCHED) {
    const table = w.table;
    for (;;) {
      const due = await db
        .select({ id: table.id, ownerUserId: table.ownerUserId, name: w.name, expiresAt: w.column })
        .from(table)
        .where(
          and(
            isNull(table.deletedAt),
            isNotNull(w.column),
            sql`${w.column} < ${horizon.toISOString()}`,
            sql`not exists (select 1 from ${capacityExpiryNotices} n where n.kind = ${w.kind} and n.entity_id = ${outerColumn(w.kind === 'vehicle' ? vehicles.id : drivers.id)} and n.document = ${w.document} and n.expiry_date = to_char((${w.column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD'))`,
          ),
        )
        .orderBy(table.id)
        .limit(BATCH);
      if (due.length === 0) break;
      for (const row of due) {
        const expiresAt = row.expiresAt as Date;
        const date = toIsoDate(expiresAt);
        const done = await db.transaction(async (tx) => {
          const [claimed] = await tx
            .insert(capacityExpiryNotices)
            .values({ kind: w.kind, entityId: row.id, document: w.document, expiryDate: date, userId: row.ownerUserId })
            .onConflictDoNothing()
            .returning({ id: capacityExpiryNotices.id });
          if (!claimed) return false;
          const what = `${w.kind === 'vehicle' ? '车辆' : '司机'}${row.name as string}的${w.label}`;
          const expired = expiresAt.getTime() < now.getTime();
          await notify(tx, row.ownerUserId, {
            type: 'system',
            title: expired ? `${what}已过期` : `${what}即将到期`,
            content: expired
              ? `${what}已于${date}过期，请尽快办理并更新证件信息，过期证件的运力不能派车。`
              : `${what}将于${date}到期（${EXPIRY_WARN_DAYS}天内），请及时办理并更新证件信息。`,
            link: w.link(row.id),
          });
          return true;
        });
        if (done) sent += 1;
      }
      if (due.length < BATCH) break;
    }
  }
  return sent;
}

export const EXPIRY_SWEEP_JOB = 'capacity.expirySweep';

/** Defines the sweep as a job of the one runner: once soon after start, then daily at 08:00 China time. */
export async function scheduleExpiryWatch(runner: JobRunner, db: Db): Promise<void> {
  await runner.define({
    name: EXPIRY_SWEEP_JOB,
    oneAtATime: true,
    pollSeconds: 10,
    retryDelaySeconds: 600,
    expireInSeconds: 1800,
    run: async ({ log }) => {
      const sent = await sweepExpiries(db);
      if (sent > 0) log.info({ sent }, 'capacity expiry messages sent');
      return { sent };
    },
  });
  await runner.schedule(EXPIRY_SWEEP_JOB, '0 8 * * *');
  if (runner.working) await runner.runSoon(EXPIRY_SWEEP_JOB);
}

/** Vehicles and drivers of the owner with a document expired, or expiring within 30 days. */
export async function expirySummary(db: Db, owner: Owner): Promise<ExpirySummary> {
  const vehicleDates = sql`least(${vehicles.transportPermitExpiry}, ${vehicles.insuranceExpiry}, ${vehicles.licenceInspectionExpiry})`;
  const driverDates = sql`least(${drivers.licenceExpiry}, ${drivers.qualificationExpiry})`;
  const countWhere = async (table: typeof vehicles | typeof drivers, where: SQL) => (await db.select({ n: count() }).from(table).where(where))[0].n;
  const [vExpired, vSoon, dExpired, dSoon] = await Promise.all([
    countWhere(vehicles, and(vehicleOwned(owner), expiryCondition(vehicleDates, 'expired'))!),
    countWhere(vehicles, and(vehicleOwned(owner), expiryCondition(vehicleDates, 'soon'))!),
    countWhere(drivers, and(driverOwned(owner), expiryCondition(driverDates, 'expired'))!),
    countWhere(drivers, and(driverOwned(owner), expiryCondition(driverDates, 'soon'))!),
  ]);
  return { vehicles: { expired: vExpired, soon: vSoon }, drivers: { expired: dExpired, soon: dSoon } };
}

/** Papers waiting for the operator's review (the operator's workbench). */
export async function pendingReviewCounts(db: Db): Promise<{ vehicles: number; drivers: number }> {
  const [[v], [d]] = await Promise.all([
    db
      .select({ n: count() })
      .from(vehicles)
      .where(and(isNull(vehicles.deletedAt), eq(vehicles.reviewStatus, '0'))),
    db
      .select({ n: count() })
      .from(drivers)
      .where(and(isNull(drivers.deletedAt), eq(drivers.reviewStatus, '0'))),
  ]);
  return { vehicles: v.n, drivers: d.n };
}
