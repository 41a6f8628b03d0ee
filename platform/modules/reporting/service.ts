// Waybill reports to the provincial monitoring system (issue #8, /user/waybillPush). Reporting is
// the duty of the network-freight operator — the platform company — so only its operations staff
// act here. In scope: waybills of control orders (the platform is the contract carrier), once
// SIGNED (the report needs load and unload times and weights). Each such waybill has its 电子运单
// report (kind waybill) and, once paid and reported, its 资金流水单 (kind freight_charges, queued
// as freight.ts says); both go through the same claim / send / record below.
//
// A push (see pushOne) is three steps, because the HTTP call to the provincial endpoint may take
// up to its timeout and must not run inside a database transaction (a held transaction would keep
// the row lock — and on the embedded PGlite, the only connection — for all that time):
//   1. claim: one transaction locks the report row (select … for update), re-reads its state, runs
//      the five-certificate check, builds the message with a new GUID and sets status `sending`
//      with the claim time and the claimant. A second operator pushing the same waybill waits for
//      the lock, then reads `sending` and is refused — two pushes can never both send;
//   2. send, outside any transaction;
//   3. record: one transaction writes the attempt row (request XML, response, code, who, when)
//      and moves the report to sent/failed — but only while it is still *our* claim (status
//      `sending` and our message reference in the WHERE).
// A claim older than two minutes (well past the 10 s timeouts of token and send) is stale: the
// process died between 1 and 3. It may be claimed again; should the lost send have reached the
// endpoint after all, the monitoring system receives the same ShippingNoteNumber twice, which it
// treats as a resubmission — better than a waybill stuck as `sending` for ever.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { GOODS_TYPE } from '../../contract/market/dict';
import { placeLabel, routeLabel } from '../../contract/regions';
import {
  REPORT_MESSAGES,
  checkFiveCertificates,
  type ReportKind,
  type ReportAttempt,
  type ReportDetail,
  type ReportFacts,
  type ReportOutcome,
  type ReportQuery,
  type ReportRow,
} from '../../contract/reporting/schemas';
import type { Page } from '../../contract/orders/schemas';
import type { Db, Tx } from '../../db/client';
import { cargoRouteColumns, joinWaybillParties } from '../../db/joins';
import { containing, readPage } from '../../db/paging';
import { cargoPoints, cargoSources, companies, drivers, orders, users, vehicles, waybillReportAttempts, waybillReports, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { newGuid, type LoginkChannel } from './logink';
import { checkFreightCharges, FREIGHT_ACTION_TYPE, freightChargesMessage, freightFacts, queueFreightCharges } from './freight';
import { WAYBILL_ACTION_TYPE, waybillMessage, type MessageHeader } from './message';

type Executor = Db | Tx;
export const STALE_CLAIM_MS = 2 * 60_000;

function requireOperator(auth: Auth) {
  if (auth.role !== 'operator') refuse(REPORT_MESSAGES.operatorsOnly);
}

/** Waybills in scope: of control orders, signed. */
const inScope = and(eq(orders.releaseKind, 'control'), eq(waybills.status, 'SIGN'));
// Every report of the waybill: a waybill without one lists once (not reported yet); one whose
// 资金流水单 is queued lists twice, its two reports each in the tab of its own state.
const reportJoin = eq(waybillReports.waybillId, waybills.id);

/** The start of a China calendar day (UTC+8, no DST). */
const chinaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

function listWhere(q: ReportQuery): SQL | undefined {
  const tab =
    q.tab === 'reported'
      ? eq(waybillReports.status, 'sent')
      : q.tab === 'failed'
        ? eq(waybillReports.status, 'failed')
        : or(isNull(waybillReports.id), inArray(waybillReports.status, ['pending', 'sending']));
  return and(
    inScope,
    tab,
    q.waybillNo ? ilike(waybills.waybillNo, containing(q.waybillNo)) : undefined,
    q.plateNo ? ilike(vehicles.plateNo, containing(q.plateNo)) : undefined,
    q.startDate ? gte(waybills.signedAt, chinaDayStart(q.startDate)) : undefined,
    q.endDate ? lt(waybills.signedAt, new Date(chinaDayStart(q.endDate).getTime() + 86_400_000)) : undefined,
  );
}

function rowSelect(db: Executor, join: SQL | undefined = reportJoin) {
  const fields = {
    waybill: { id: waybills.id, waybillNo: waybills.waybillNo, signedAt: waybills.signedAt },
    order: { id: orders.id, orderNo: orders.orderNo },
    plateNo: vehicles.plateNo,
    driverName: drivers.name,
    ...cargoRouteColumns,
    report: waybillReports,
  };
  return joinWaybillParties(db.select(fields).from(waybills).$dynamic()).leftJoin(waybillReports, join);
}

type RowData = Awaited<ReturnType<ReturnType<typeof rowSelect>['limit']>>[number];
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function toRow(r: RowData): ReportRow {
  const rep = r.report;
  return {
    waybillId: r.waybill.id,
    kind: (rep?.documentKind ?? 'waybill') as ReportKind,
    waybillNo: r.waybill.waybillNo,
    orderId: r.order.id,
    orderNo: r.order.orderNo,
    plateNo: r.plateNo,
    driverName: r.driverName,
    route: routeLabel(r),
    signedAt: iso(r.waybill.signedAt),
    checkErrors: rep?.checkErrors ?? null,
    checkedAt: iso(rep?.checkedAt),
    status: rep?.status ?? 'none',
    messageRef: rep?.messageRef ?? null,
    lastCode: rep?.lastCode ?? null,
    lastMessage: rep?.lastMessage ?? null,
    attempts: rep?.attempts ?? 0,
    reportedAt: iso(rep?.reportedAt),
  };
}

/** 未上报 / 已上报 / 上报失败: the waybills in scope, filtered by the URL's query. */
export async function reportPage(db: Db, auth: Auth, q: ReportQuery): Promise<Page<ReportRow>> {
  requireOperator(auth);
  const where = listWhere(q);
  const { rows, total } = await readPage(
    q,
    rowSelect(db).where(where).orderBy(desc(waybills.signedAt), desc(waybills.id), desc(waybillReports.documentKind)),
    db
      .select({ total: count() })
      .from(waybills)
      .innerJoin(orders, eq(orders.id, waybills.orderId))
      .innerJoin(vehicles, eq(vehicles.id, waybills.vehicleId))
      .leftJoin(waybillReports, reportJoin)
      .where(where),
  );
  return { records: rows.map(toRow), total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

// ---------------------------------------------------------------------------------------------
// Facts of one waybill

const shipperCo = alias(companies, 'shipper_co');
const shipperUser = alias(users, 'shipper_user');
const actualCo = alias(companies, 'actual_co');
const driverUser = alias(users, 'driver_user');

const CARGO_CODES = new Map(GOODS_TYPE.items.map((i) => [i.value, i.remark ?? null]));

/** Everything the check and the message need, or null when the waybill is not in scope. */
export async function reportFacts(db: Executor, waybillId: number): Promise<ReportFacts | null> {
  const fields = {
    w: waybills,
    orderNo: orders.orderNo,
    cargoId: orders.cargoId,
    goodsName: cargoSources.goodsName,
    goodsType: cargoSources.goodsType,
    v: vehicles,
    d: drivers,
    driverAccount: { name: driverUser.realName, idCard: driverUser.idCard },
    shipperCompany: { name: shipperCo.name, creditCode: shipperCo.creditCode },
    shipperPerson: { name: shipperUser.realName, idCard: shipperUser.idCard },
    actual: { name: actualCo.name, creditCode: actualCo.creditCode, permitNo: actualCo.roadPermitNo },
  };
  const [r] = await joinWaybillParties(db.select(fields).from(waybills).$dynamic())
    .leftJoin(driverUser, eq(driverUser.id, drivers.userId))
    .innerJoin(shipperUser, eq(shipperUser.id, orders.shipperUserId))
    .leftJoin(shipperCo, eq(shipperCo.id, orders.shipperCompanyId))
    .leftJoin(actualCo, eq(actualCo.id, orders.actualCarrierCompanyId))
    .where(and(eq(waybills.id, waybillId), inScope))
    .limit(1);
  if (!r) return null;
  const [points, [platform]] = await Promise.all([
    db.select().from(cargoPoints).where(eq(cargoPoints.cargoId, r.cargoId)).orderBy(asc(cargoPoints.kind), asc(cargoPoints.seq)),
    db
      .select({ name: companies.name, creditCode: companies.creditCode, permitNo: companies.roadPermitNo })
      .from(companies)
      .where(eq(companies.kind, 'platform'))
      .orderBy(companies.id)
      .limit(1),
  ]);
  const load = points.find((p) => p.kind === 'load');
  const unload = points.find((p) => p.kind === 'unload');
  const place = (p: typeof load) => (p ? `${placeLabel(p.provinceCode, p.cityCode, p.districtCode)}${p.address}` : '');
  const w = r.w;
  return {
    waybillNo: w.waybillNo,
    orderNo: r.orderNo,
    loadedAt: iso(w.loadedAt),
    unloadedAt: iso(w.unloadedAt),
    signedAt: iso(w.signedAt),
    createdAt: w.createdAt.toISOString(),
    loadWeightKg: w.loadWeightKg,
    unloadWeightKg: w.unloadWeightKg,
    freightFen: w.freightFen,
    goodsName: r.goodsName,
    cargoCode: CARGO_CODES.get(r.goodsType) ?? null,
    platform: platform ?? null,
    consignor: r.shipperCompany
      ? {
          name: r.shipperCompany.name,
          id: r.shipperCompany.creditCode || null,
          place: place(load),
          regionCode: load ? (load.districtCode ?? load.cityCode) : null,
        }
      : { name: r.shipperPerson.name, id: r.shipperPerson.idCard || null, place: place(load), regionCode: load ? (load.districtCode ?? load.cityCode) : null },
    consignee: { name: w.consigneeName, place: place(unload), regionCode: unload ? (unload.districtCode ?? unload.cityCode) : null },
    actualCarrier: r.actual?.name ? { name: r.actual.name, creditCode: r.actual.creditCode, permitNo: r.actual.permitNo } : null,
    vehicle: {
      plateNo: r.v.plateNo,
      plateColor: r.v.plateColor,
      loadKg: r.v.loadKg,
      vin: r.v.vin,
      licenceInspectionExpiry: iso(r.v.licenceInspectionExpiry),
      transportPermitNo: r.v.transportPermitNo,
      transportPermitExpiry: iso(r.v.transportPermitExpiry),
    },
    driver: {
      name: r.d.name,
      idCard: r.d.idCard,
      licenceNo: r.d.licenceNo,
      licenceExpiry: iso(r.d.licenceExpiry),
      qualificationNo: r.d.qualificationNo,
      qualificationExpiry: iso(r.d.qualificationExpiry),
      accountName: r.driverAccount?.name || null,
      accountIdCard: r.driverAccount?.idCard || null,
    },
  };
}

/**
 * The report row of a waybill, locked. A waybill report is made when missing (a unique index
 * keeps it one); a 资金流水单 only exists once queued, so it may be missing.
 */
async function lockedReport(tx: Tx, waybillId: number, kind: ReportKind) {
  if (kind === 'waybill') await tx.insert(waybillReports).values({ waybillId, documentKind: kind }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(waybillReports)
    .where(and(eq(waybillReports.waybillId, waybillId), eq(waybillReports.documentKind, kind)))
    .for('update')
    .limit(1);
  return row as typeof row | undefined;
}

/** One report's document: its check (problems in Chinese) and its message for a given header. */
type Prepared = { waybillNo: string; problems: string[]; message: (h: MessageHeader) => string };

async function prepare(db: Executor, waybillId: number, kind: ReportKind): Promise<Prepared | null> {
  const facts = await reportFacts(db, waybillId);
  if (!facts) return null;
  if (kind === 'waybill') return { waybillNo: facts.waybillNo, problems: checkFiveCertificates(facts), message: (h) => waybillMessage(facts, h) };
  const money = await freightFacts(db, waybillId);
  if (!money) return null;
  return { waybillNo: facts.waybillNo, problems: checkFreightCharges(money), message: (h) => freightChargesMessage(money, h) };
}

const KIND_TEXT = {
  waybill: {
    action: WAYBILL_ACTION_TYPE,
    passed: '五证校验通过',
    checkFailed: REPORT_MESSAGES.checkFailed,
    sending: REPORT_MESSAGES.sending,
    sent: REPORT_MESSAGES.alreadySent,
  },
  freight_charges: {
    action: FREIGHT_ACTION_TYPE,
    passed: '资金流水校验通过',
    checkFailed: REPORT_MESSAGES.freightCheckFailed,
    sending: REPORT_MESSAGES.freightSending,
    sent: REPORT_MESSAGES.freightAlreadySent,
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Actions

/** 五证校验 (or, of a 资金流水单, its values) of the given waybills: the result is stored on each report row and shown in the list. */
export async function checkWaybills(db: Db, auth: Auth, waybillIds: number[], kind: ReportKind = 'waybill'): Promise<ReportOutcome[]> {
  requireOperator(auth);
  const out: ReportOutcome[] = [];
  for (const waybillId of waybillIds) {
    const outcome = await db.transaction(async (tx) => {
      const doc = await prepare(tx, waybillId, kind);
      if (!doc) return { waybillId, kind, waybillNo: '', ok: false, message: REPORT_MESSAGES.notFound };
      const report = await lockedReport(tx, waybillId, kind);
      if (!report) return { waybillId, kind, waybillNo: doc.waybillNo, ok: false, message: REPORT_MESSAGES.freightNotQueued };
      await tx
        .update(waybillReports)
        .set({ checkErrors: doc.problems, checkedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(waybillReports.id, report.id));
      const ok = doc.problems.length === 0;
      return { waybillId, kind, waybillNo: doc.waybillNo, ok, message: ok ? KIND_TEXT[kind].passed : doc.problems.join('；') };
    });
    out.push(outcome);
  }
  return out;
}

type Claim = { reportId: number; waybillNo: string; messageRef: string; xml: string };

/** Step 1 of a push: lock, re-read, check, build, claim (status sending). Refusals carry the reason. */
async function claim(db: Db, auth: Auth, channel: LoginkChannel, waybillId: number, kind: ReportKind): Promise<Claim | ReportOutcome> {
  return db.transaction(async (tx) => {
    const doc = await prepare(tx, waybillId, kind);
    if (!doc) return { waybillId, kind, waybillNo: '', ok: false, message: REPORT_MESSAGES.notFound };
    const report = await lockedReport(tx, waybillId, kind);
    const refused = (message: string) => ({ waybillId, kind, waybillNo: doc.waybillNo, ok: false, message });
    if (!report) return refused(REPORT_MESSAGES.freightNotQueued);
    const text = KIND_TEXT[kind];
    if (report.status === 'sent') return refused(text.sent);
    if (report.status === 'sending' && report.claimedAt && Date.now() - report.claimedAt.getTime() < STALE_CLAIM_MS) return refused(text.sending);
    const problems = doc.problems;
    if (problems.length) {
      await tx
        .update(waybillReports)
        .set({ checkErrors: problems, checkedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(waybillReports.id, report.id));
      return refused(`${text.checkFailed}：${problems.join('；')}`);
    }
    const messageRef = newGuid();
    const xml = doc.message({ messageRef, senderCode: channel.senderCode, recipientCode: channel.recipientCode, sentAt: new Date() });
    await tx
      .update(waybillReports)
      .set({ status: 'sending', messageRef, claimedAt: sql`now()`, claimedBy: auth.user.id, checkErrors: [], checkedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(waybillReports.id, report.id));
    return { reportId: report.id, waybillNo: doc.waybillNo, messageRef, xml };
  });
}

/** 上报 / 重新上报 of one waybill: claim, send outside the transaction, record (see the file's head). */
async function pushOne(db: Db, auth: Auth, channel: LoginkChannel, waybillId: number, kind: ReportKind): Promise<ReportOutcome> {
  const claimed = await claim(db, auth, channel, waybillId, kind);
  if (!('reportId' in claimed)) return claimed;
  const result = await channel.send(claimed.xml, KIND_TEXT[kind].action);
  await db.transaction(async (tx) => {
    await tx.insert(waybillReportAttempts).values({
      reportId: claimed.reportId,
      messageRef: claimed.messageRef,
      requestXml: claimed.xml,
      response: result.response,
      code: result.code,
      message: result.message,
      outcome: result.ok ? 'sent' : 'failed',
      actorUserId: auth.user.id,
    });
    const [recorded] = await tx
      .update(waybillReports)
      .set({
        status: result.ok ? 'sent' : 'failed',
        lastCode: result.code,
        lastMessage: result.message,
        attempts: sql`${waybillReports.attempts} + 1`,
        reportedAt: result.ok ? sql`now()` : undefined,
        claimedAt: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(waybillReports.id, claimed.reportId), eq(waybillReports.status, 'sending'), eq(waybillReports.messageRef, claimed.messageRef)))
      .returning({ id: waybillReports.id });
    // the waybill report is in: a 资金流水单 waiting for it (the bill already paid) may follow now
    if (recorded && result.ok && kind === 'waybill') await queueFreightCharges(tx, { waybillId });
  });
  return {
    waybillId,
    kind,
    waybillNo: claimed.waybillNo,
    ok: result.ok,
    message: result.ok ? `已上报，报文参考号 ${claimed.messageRef}` : `上报失败（${result.code}）：${result.message}`,
  };
}

/** Pushes the given waybills one after another; without a configured channel nothing is claimed. */
export async function pushWaybills(db: Db, auth: Auth, channel: LoginkChannel, waybillIds: number[], kind: ReportKind = 'waybill'): Promise<ReportOutcome[]> {
  requireOperator(auth);
  if (!channel.configured) refuse(REPORT_MESSAGES.notConfigured);
  const out: ReportOutcome[] = [];
  for (const id of waybillIds) out.push(await pushOne(db, auth, channel, id, kind));
  return out;
}

/** One waybill's report: its row, the check now, the message sent last (or the one a push would send) and every attempt. */
export async function reportDetail(db: Db, auth: Auth, channel: LoginkChannel, waybillId: number, kind: ReportKind = 'waybill'): Promise<ReportDetail> {
  requireOperator(auth);
  const [r] = await rowSelect(db, and(reportJoin, eq(waybillReports.documentKind, kind)))
    .where(and(eq(waybills.id, waybillId), inScope))
    .limit(1);
  const doc = r && (kind === 'waybill' || r.report) ? await prepare(db, waybillId, kind) : null;
  if (!r || !doc) refuse(REPORT_MESSAGES.notFound, 404);
  const attempts = r.report
    ? await db
        .select({ a: waybillReportAttempts, actorName: users.realName, actorMobile: users.mobile })
        .from(waybillReportAttempts)
        .leftJoin(users, eq(users.id, waybillReportAttempts.actorUserId))
        .where(eq(waybillReportAttempts.reportId, r.report.id))
        .orderBy(desc(waybillReportAttempts.createdAt), desc(waybillReportAttempts.id))
        .limit(50)
    : [];
  const views: ReportAttempt[] = attempts.map(({ a, actorName, actorMobile }) => ({
    id: a.id,
    messageRef: a.messageRef,
    code: a.code,
    message: a.message,
    outcome: a.outcome,
    response: a.response,
    requestXml: a.requestXml,
    actorName: actorName || actorMobile || '',
    at: a.createdAt.toISOString(),
  }));
  const last = views[0];
  return {
    row: toRow(r),
    check: doc.problems,
    xml: last
      ? last.requestXml
      : doc.message({ messageRef: newGuid(), senderCode: channel.senderCode, recipientCode: channel.recipientCode, sentAt: new Date() }),
    xmlIsPreview: !last,
    attempts: views,
    configured: channel.configured,
  };
}
