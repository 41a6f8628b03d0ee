// The certification kinds, their titles, paths and statuses without zod (issue 15: the
// certification screen's route does not load the validation library); certification.ts re-exports them.
import type { Role } from '#contract/auth/user';

export const CERTIFICATION_KINDS = ['individualShipper', 'companyShipper', 'individualDriver', 'companyDriver'] as const;
export type CertificationKind = (typeof CERTIFICATION_KINDS)[number];

export const KIND_TITLES: Record<CertificationKind, string> = {
  individualShipper: '个人货主实名认证',
  companyShipper: '企业货主资质认证',
  individualDriver: '个人司机/车队长认证',
  companyDriver: '承运商/经纪人企业资质认证',
};

export const KIND_PATHS: Record<CertificationKind, string> = {
  individualShipper: '/user/individualShipper',
  companyShipper: '/user/companyShipper',
  individualDriver: '/user/individualDriver',
  companyDriver: '/user/companyDriver',
};

/** The certification each role goes through (/nameAuthe links to it). */
export const ROLE_KINDS: Partial<Record<Role, CertificationKind>> = {
  individual_shipper: 'individualShipper',
  enterprise_shipper: 'companyShipper',
  driver: 'individualDriver',
  individual_agent: 'individualDriver',
  carrier: 'companyDriver',
  agent: 'companyDriver',
};

export function isCertificationKind(value: unknown): value is CertificationKind {
  return typeof value === 'string' && (CERTIFICATION_KINDS as readonly string[]).includes(value);
}

/** The certification for the acting role, else for the first other role that has one. */
export function kindForUser(user: { role: Role; roles: readonly Role[] }): CertificationKind | null {
  const own = ROLE_KINDS[user.role];
  if (own) return own;
  for (const role of user.roles) {
    const kind = ROLE_KINDS[role];
    if (kind) return kind;
  }
  return null;
}

/** Every certification any of the user's roles may submit. */
export function kindsForUser(user: { role: Role; roles: readonly Role[] }): CertificationKind[] {
  const kinds = new Set<CertificationKind>();
  for (const role of [user.role, ...user.roles]) {
    const kind = ROLE_KINDS[role];
    if (kind) kinds.add(kind);
  }
  return [...kinds];
}

// ---------------------------------------------------------------------------------------------
// Submissions (GET /users/certification/current)

export const CERT_STATUS = { pending: '0', approved: '1', rejected: '2' } as const;
export type CertificationStatus = (typeof CERT_STATUS)[keyof typeof CERT_STATUS];

export const STATUS_LABELS: Record<string, string> = {
  '0': '审核中',
  '1': '已通过',
  '2': '已驳回',
};

export const PENDING_MESSAGE = '资料审核中，请耐心等待';
export const APPROVED_MESSAGE = '认证已通过';
export const SUBMITTED_MESSAGE = '认证资料已提交，请等待审核';
