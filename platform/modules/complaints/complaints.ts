// Complaints (issue 44): a shipper or an agent files one about an order, a waybill or the other
// party of an order that concerns them; operations reply, which closes it (0 pending → 1 handled)
// in one transaction that checks the current status in its UPDATE, writes the history row and
// leaves the complainant a message. A complainant reads only their own complaints; an order or
// waybill that is not theirs answers like one that does not exist.
import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  COMPLAINT_MESSAGES as M,
  type ComplaintAdminQuery,
  type ComplaintAdminRow,
  type ComplaintDetail,
  type ComplaintInput,
  type ComplaintReplyInput,
  type ComplaintRow,
  type ComplaintTargetKind,
  type MyComplaintQuery,
} from '../../contract/complaints/complaints';
import { CODES } from '../../contract/codes';
import type { Page } from '../../contract/page';
import type { Db, Tx } from '../../db/client';
import { containing, readPage } from '../../db/paging';
import { complaintHistory, complaints, orders, users, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { rolesOf } from '../auth/users';
import { requireOperator } from '../certification/service';
import { allOwnedBy } from '../files/service';
import { notify } from '../workspace/notify';

type Complaint = typeof complaints.$inferSelect;

const SHIPPER_ROLES = ['individual_shipper', 'enterprise_shipper'];
const AGENT_ROLES = ['agent', 'individual_agent'];

/** Where a complainant reads their complaints: agents on their own screen, shippers in the personal centre. */
export const complaintScreenOf = (role: string) => (AGENT_ROLES.includes(role) ? '/user/agentComplaint' : '/my-center/ownerComplaint');

/**
 * The orders that concern the caller, as a condition on `orders`: a shipper's company's (or their
 * own, without a company); an agent's, whether it took the order or carries it.
 */
function ordersOfComplainant(auth: Auth): SQL {
  const c = auth.user.companyId;
  const uid = auth.user.id;
  if (SHIPPER_ROLES.includes(auth.role))
    return c !== null ? eq(orders.shipperCompanyId, c) : and(isNull(orders.shipperCompanyId), eq(orders.shipperUserId, uid))!;
  if (AGENT_ROLES.includes(auth.role))
    return c !== null ? or(eq(orders.agentCompanyId, c), eq(orders.carrierCompanyId, c))! : or(eq(orders.agentUserId, uid), eq(orders.carrierUserId, uid))!;
  return sql`false`;
}

type Target = { orderId: number; waybillId: number | null; respondentUserId: number; respondentCompanyId: number | null };

/** The order (and waybill) the complaint is about, and the other side of it: for a shipper the carrier, for an agent the shipper. */
async function targetOf(tx: Tx, auth: Auth, kind: ComplaintTargetKind, targetNo: string): Promise<Target> {
  const mine = ordersOfComplainant(auth);
  const columns = {
    orderId: orders.id,
    shipperUserId: orders.shipperUserId,
    shipperCompanyId: orders.shipperCompanyId,
    carrierUserId: orders.carrierUserId,
    carrierCompanyId: orders.carrierCompanyId,
  };
  let found: { orderId: number; shipperUserId: number; shipperCompanyId: number | null; carrierUserId: number; carrierCompanyId: number | null };
  let waybillId: number | null = null;
  if (kind === 'waybill') {
    const [row] = await tx
      .select({ ...columns, waybillId: waybills.id })
      .from(waybills)
      .innerJoin(orders, eq(orders.id, waybills.orderId))
      .where(and(eq(waybills.waybillNo, targetNo), mine))
      .limit(1);
    if (!row) refuse(M.waybillNotFound, CODES.BAD_REQUEST, { field: 'targetNo' });
    found = row;
    waybillId = row.waybillId;
  } else {
    // an order, or its other party: named by the order's number (or by one of its waybills')
    const [row] = await tx
      .select(columns)
      .from(orders)
      .where(
        and(
          or(eq(orders.orderNo, targetNo), sql`${orders.id} in (select ${waybills.orderId} from ${waybills} where ${waybills.waybillNo} = ${targetNo})`),
          mine,
        ),
      )
      .limit(1);
    if (!row) refuse(M.orderNotFound, CODES.BAD_REQUEST, { field: 'targetNo' });
    found = row;
  }
  const shipperSide = SHIPPER_ROLES.includes(auth.role);
  return {
    orderId: found.orderId,
    waybillId,
    respondentUserId: shipperSide ? found.carrierUserId : found.shipperUserId,
    respondentCompanyId: shipperSide ? found.carrierCompanyId : found.shipperCompanyId,
  };
}

async function history(tx: Tx, complaintId: number, fromStatus: string | null, toStatus: string, action: string, actorUserId: number, remark: string | null) {
  await tx.insert(complaintHistory).values({ complaintId, fromStatus, toStatus, action, actorUserId, remark });
}

/** A shipper or an agent files a complaint; the photos must be their own uploads. */
export async function fileComplaint(db: Db, auth: Auth, input: ComplaintInput): Promise<Complaint> {
  if (![...SHIPPER_ROLES, ...AGENT_ROLES].includes(auth.role)) refuse(M.notAllowed); // not 403: that envelope code ends the session in the app
  const photos = [...new Set(input.photoUuids ?? [])];
  if (!(await allOwnedBy(db, auth.user.id, photos))) refuse(M.photosInvalid, CODES.BAD_REQUEST, { field: 'photos' });
  return db.transaction(async (tx) => {
    const target = await targetOf(tx, auth, input.targetKind, input.targetNo);
    const [row] = await tx
      .insert(complaints)
      .values({
        complainantUserId: auth.user.id,
        complainantCompanyId: auth.user.companyId,
        targetKind: input.targetKind,
        ...target,
        complaintType: input.complaintType,
        content: input.content,
        photoUuids: photos,
      })
      .returning();
    await history(tx, row.id, null, '0', 'file', auth.user.id, null);
    return row;
  });
}

/** Operations reply to a pending complaint, which closes it; a second reply finds it handled and is refused. */
export async function replyToComplaint(db: Db, auth: Auth, input: ComplaintReplyInput): Promise<Complaint> {
  await requireOperator(db, auth);
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(complaints)
      .set({ status: '1', backDesc: input.backDesc, handlerUserId: auth.user.id, handledAt: new Date() })
      .where(and(eq(complaints.id, input.id), eq(complaints.status, '0')))
      .returning();
    if (!moved) {
      const [exists] = await tx.select({ id: complaints.id }).from(complaints).where(eq(complaints.id, input.id)).limit(1);
      if (!exists) refuse(M.notFound, CODES.NOT_FOUND);
      refuse(M.alreadyHandled);
    }
    await history(tx, moved.id, '0', '1', 'reply', auth.user.id, input.backDesc);
    const [role] = await rolesOf(tx, moved.complainantUserId);
    await notify(tx, moved.complainantUserId, {
      type: 'system',
      title: '您的投诉已处理',
      content: `您于${moved.createdAt.toISOString().slice(0, 10)}提交的投诉已处理：${input.backDesc}`,
      link: complaintScreenOf(role ?? ''),
    });
    return moved;
  });
}

// ---------------------------------------------------------------------------------------------
// Lists and the detail

/** A party's name: its company, or the person acting without one. */
const partyName = (companyId: SQL, userId: SQL) =>
  sql<string>`coalesce((select name from companies where id = ${companyId}), (select real_name from users where id = ${userId}), '')`;

const rowColumns = {
  c: complaints,
  orderNo: orders.orderNo,
  waybillNo: waybills.waybillNo,
  respondentName: partyName(sql`${complaints.respondentCompanyId}`, sql`${complaints.respondentUserId}`),
};

const adminColumns = {
  ...rowColumns,
  complainantName: partyName(sql`${complaints.complainantCompanyId}`, sql`${complaints.complainantUserId}`),
  complainantMobile: users.mobile,
  handlerName: sql<string | null>`(select real_name from users h where h.id = ${complaints.handlerUserId})`,
};

function rowOf(r: { c: Complaint; orderNo: string; waybillNo: string | null; respondentName: string }): ComplaintRow {
  return {
    id: r.c.id,
    targetKind: r.c.targetKind as ComplaintTargetKind,
    orderNo: r.orderNo,
    waybillNo: r.waybillNo,
    respondentName: r.respondentName,
    complaintType: r.c.complaintType,
    content: r.c.content,
    photoUuids: r.c.photoUuids,
    status: r.c.status,
    backDesc: r.c.backDesc,
    handledAt: r.c.handledAt?.toISOString() ?? null,
    createdAt: r.c.createdAt.toISOString(),
  };
}

function adminRowOf(r: Parameters<typeof rowOf>[0] & { complainantName: string; complainantMobile: string; handlerName: string | null }): ComplaintAdminRow {
  return { ...rowOf(r), complainantName: r.complainantName, complainantMobile: r.complainantMobile, handlerName: r.handlerName };
}

/** The caller's own complaints, newest first. */
export async function myComplaintPage(db: Db, auth: Auth, q: MyComplaintQuery): Promise<Page<ComplaintRow>> {
  const where = and(eq(complaints.complainantUserId, auth.user.id), q.status ? eq(complaints.status, q.status) : undefined);
  const { rows, total } = await readPage(
    q,
    db
      .select(rowColumns)
      .from(complaints)
      .innerJoin(orders, eq(orders.id, complaints.orderId))
      .leftJoin(waybills, eq(waybills.id, complaints.waybillId))
      .where(where)
      .orderBy(desc(complaints.createdAt), desc(complaints.id)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(complaints)
      .where(where),
  );
  return { records: rows.map(rowOf), total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

function adminWhere(q: ComplaintAdminQuery): SQL | undefined {
  const like = q.keyword ? containing(q.keyword) : null;
  return and(
    q.status ? eq(complaints.status, q.status) : undefined,
    q.complaintType ? eq(complaints.complaintType, q.complaintType) : undefined,
    like ? or(ilike(orders.orderNo, like), ilike(waybills.waybillNo, like), ilike(users.realName, like), ilike(users.mobile, like)) : undefined,
  );
}

const adminRows = (db: Db) =>
  db
    .select(adminColumns)
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .leftJoin(waybills, eq(waybills.id, complaints.waybillId))
    .innerJoin(users, eq(users.id, complaints.complainantUserId));

const adminCount = (db: Db) =>
  db
    .select({ total: sql<number>`count(*)::int` })
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .leftJoin(waybills, eq(waybills.id, complaints.waybillId))
    .innerJoin(users, eq(users.id, complaints.complainantUserId));

/** Operations' list of every complaint: pending first, then the newest. */
export async function adminComplaintPage(db: Db, auth: Auth, q: ComplaintAdminQuery): Promise<Page<ComplaintAdminRow>> {
  await requireOperator(db, auth);
  const where = adminWhere(q);
  const { rows, total } = await readPage(
    q,
    adminRows(db).where(where).orderBy(complaints.status, desc(complaints.createdAt), desc(complaints.id)),
    adminCount(db).where(where),
  );
  return { records: rows.map(adminRowOf), total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/** One complaint with its history, for operations. */
export async function adminComplaintDetail(db: Db, auth: Auth, id: number): Promise<ComplaintDetail> {
  await requireOperator(db, auth);
  const [row] = await adminRows(db).where(eq(complaints.id, id)).limit(1);
  if (!row) refuse(M.notFound, CODES.NOT_FOUND);
  const moves = await db
    .select({ h: complaintHistory, actorName: users.realName })
    .from(complaintHistory)
    .leftJoin(users, eq(users.id, complaintHistory.actorUserId))
    .where(eq(complaintHistory.complaintId, id))
    .orderBy(complaintHistory.id);
  return {
    ...adminRowOf(row),
    history: moves.map(({ h, actorName }) => ({
      action: h.action,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      actorName: actorName ?? '',
      remark: h.remark,
      at: h.createdAt.toISOString(),
    })),
  };
}
