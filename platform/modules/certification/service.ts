// Certification submissions and their review by an operator. Approval copies the verified
// identity onto the user (authStatus '2') and, for company kinds, links or creates the company.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Role } from '../../contract/auth/user';
import type { Db, Tx } from '../../db/client';
import { certifications, companies, users } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { primaryRole, rolesOf } from '../auth/users';
import { allOwnedBy } from '../files/service';
import { notify } from '../workspace/service';
import { COMPANY_KINDS, type CertificationData, type CertificationKind } from '../../contract/certification/schemas';

export type CertificationRow = typeof certifications.$inferSelect;

const KIND_LABELS: Record<CertificationKind, string> = {
  individualShipper: '个人货主实名认证',
  companyShipper: '企业货主资质认证',
  individualDriver: '个人司机认证',
  companyDriver: '企业承运商资质认证',
};

/** users.auth_status / certifications.status codes. */
export const AUTH_STATUS = { none: '0', pending: '1', verified: '2', rejected: '3' } as const;
export const REVIEW_STATUS = { pending: '0', approved: '1', rejected: '2' } as const;

async function lockUser(tx: Tx, userId: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return user;
}

export async function submitCertification(db: Db, auth: Auth, data: CertificationData): Promise<CertificationRow> {
  const userId = auth.user.id;
  const fileIds = Object.values(data.files).filter((v): v is string => typeof v === 'string');
  if (!(await allOwnedBy(db, userId, fileIds))) refuse('上传的文件无效，请重新上传');
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const [pending] = await tx
      .select({ id: certifications.id })
      .from(certifications)
      .where(and(eq(certifications.userId, userId), eq(certifications.status, REVIEW_STATUS.pending)))
      .limit(1);
    if (pending) refuse('您的认证申请正在审核中，请勿重复提交');
    const [row] = await tx.insert(certifications).values({ userId, kind: data.kind, data }).returning();
    // A verified user keeps '2' while a further (e.g. company) submission is reviewed.
    if (user.authStatus !== AUTH_STATUS.verified) {
      await tx.update(users).set({ authStatus: AUTH_STATUS.pending }).where(eq(users.id, userId));
    }
    return row;
  });
}

export async function currentCertification(db: Db, userId: number): Promise<CertificationRow | null> {
  const [row] = await db
    .select()
    .from(certifications)
    .where(eq(certifications.userId, userId))
    .orderBy(desc(certifications.createdAt), desc(certifications.id))
    .limit(1);
  return row ?? null;
}

export async function requireOperator(db: Db, auth: Auth): Promise<void> {
  if (!(await rolesOf(db, auth.user.id)).includes('operator')) refuse('无权操作');
}

export async function pendingCertifications(db: Db) {
  return db
    .select({ certification: certifications, mobile: users.mobile })
    .from(certifications)
    .innerJoin(users, eq(users.id, certifications.userId))
    .where(eq(certifications.status, REVIEW_STATUS.pending))
    .orderBy(certifications.createdAt)
    .limit(200);
}

function companyKindFor(role: Role | null, kind: CertificationKind): string {
  if (kind === 'companyShipper') return 'shipper';
  if (role === 'agent' || role === 'individual_agent') return 'agent';
  return 'carrier';
}

async function linkCompany(tx: Tx, data: CertificationData, applicant: typeof users.$inferSelect, kind: string) {
  const creditCode = data.creditCode!;
  await tx
    .insert(companies)
    .values({
      name: data.companyName!,
      creditCode,
      kind,
      // Characters 3-8 of the credit code are the registering authority's region code.
      provinceCode: creditCode.slice(2, 4),
      cityCode: creditCode.slice(2, 6),
      districtCode: creditCode.slice(2, 8),
      address: '',
      contactName: data.realName,
      contactPhone: applicant.mobile,
      authStatus: AUTH_STATUS.verified,
    })
    .onConflictDoNothing({ target: companies.creditCode });
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.creditCode, creditCode));
  return company.id;
}

export async function reviewCertification(db: Db, auth: Auth, input: { id: number; approve: boolean; remark?: string }): Promise<CertificationRow> {
  await requireOperator(db, auth);
  return db.transaction(async (tx) => {
    // Only a pending submission changes state; the WHERE makes two reviewers race safely.
    const [row] = await tx
      .update(certifications)
      .set({
        status: input.approve ? REVIEW_STATUS.approved : REVIEW_STATUS.rejected,
        reviewRemark: input.remark ?? null,
        reviewedBy: auth.user.id,
        reviewedAt: sql`now()`,
      })
      .where(and(eq(certifications.id, input.id), eq(certifications.status, REVIEW_STATUS.pending)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: certifications.id }).from(certifications).where(eq(certifications.id, input.id));
      refuse(exists ? '该申请已处理' : '认证申请不存在');
    }
    const applicant = await lockUser(tx, row.userId);
    const kindLabel = KIND_LABELS[row.kind as CertificationKind] ?? '认证';
    await notify(
      tx,
      applicant.id,
      input.approve
        ? { type: 'certification', title: `${kindLabel}审核通过`, content: `您提交的${kindLabel}信息已审核通过，现在可以开展业务了。`, link: '/nameAuthe' }
        : {
            type: 'certification',
            title: `${kindLabel}审核未通过`,
            content: `您提交的${kindLabel}信息未通过审核${input.remark ? `，原因：${input.remark}` : ''}。请修改后重新提交。`,
            link: '/nameAuthe',
          },
    );
    if (!input.approve) {
      if (applicant.authStatus !== AUTH_STATUS.verified) {
        await tx.update(users).set({ authStatus: AUTH_STATUS.rejected }).where(eq(users.id, applicant.id));
      }
      return row;
    }
    const data = row.data as CertificationData;
    const kind = row.kind as CertificationKind;
    const patch: Partial<typeof users.$inferInsert> = {
      authStatus: AUTH_STATUS.verified,
      realName: data.realName,
      idCard: data.idCard,
    };
    if (COMPANY_KINDS.includes(kind)) {
      const role = primaryRole(await rolesOf(tx, applicant.id));
      patch.companyId = await linkCompany(tx, data, applicant, companyKindFor(role, kind));
      patch.company = 'y';
    } else {
      patch.individual = 'y';
    }
    await tx.update(users).set(patch).where(eq(users.id, applicant.id));
    return row;
  });
}
