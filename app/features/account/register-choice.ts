// The register screen's choices, labels and messages without zod (issue 15: the page's chunks do not
// carry the validation library; account-forms.ts re-exports them beside the schemas).
import { REGISTER_ROLES } from '#contract/auth/register-roles';

export type RegisterRole = (typeof REGISTER_ROLES)[number];
export type RegisterGroup = 'shipper' | 'carrier';

export const REGISTER_GROUPS: ReadonlyArray<{ group: RegisterGroup; title: string; roles: readonly RegisterRole[] }> = [
  { group: 'shipper', title: '货主注册', roles: ['individual_shipper', 'enterprise_shipper'] },
  { group: 'carrier', title: '承运方注册', roles: ['carrier', 'agent', 'individual_agent'] },
];

export const REGISTER_ROLE_LABELS: Record<RegisterRole, string> = {
  individual_shipper: '个人货主',
  enterprise_shipper: '企业货主',
  carrier: '承运商',
  agent: '经纪人',
  individual_agent: '个人车队长',
};

/** The role a group link (/register?role=shipper from the login page) preselects. */
const GROUP_DEFAULT_ROLE: Record<RegisterGroup, RegisterRole> = { shipper: 'enterprise_shipper', carrier: 'carrier' };

/** Roles of a person (not a company): the real name is optional for them. */
export const INDIVIDUAL_ROLES: readonly RegisterRole[] = ['individual_shipper', 'individual_agent'];

export function isRegisterRole(value: unknown): value is RegisterRole {
  return typeof value === 'string' && (REGISTER_ROLES as readonly string[]).includes(value);
}

/** A stored or linked choice: a role, or a group ('shipper' / 'carrier'). */
export type RegisterChoice = RegisterRole | RegisterGroup;

export function parseRegisterChoice(value: unknown): RegisterChoice | null {
  if (value === 'shipper' || value === 'carrier') return value;
  return isRegisterRole(value) ? value : null;
}

export function groupOf(choice: RegisterChoice): (typeof REGISTER_GROUPS)[number] {
  return REGISTER_GROUPS.find((g) => g.group === choice || (g.roles as readonly string[]).includes(choice))!;
}

export function defaultRoleOf(choice: RegisterChoice): RegisterRole {
  return isRegisterRole(choice) ? choice : GROUP_DEFAULT_ROLE[choice];
}

export const AGREEMENT_MESSAGE = '请阅读并同意用户服务协议';
export const REAL_NAME_REQUIRED = '请输入真实姓名';
export const IMAGE_CODE_KEY_MISSING = '请刷新验证码';

export type AccountIntent = 'sendSms' | 'submit';

/** The intent of a post: the SMS button, or the form's main submit (also when none is named). */
export function intentOf(formData: FormData): AccountIntent | null {
  const intent = formData.get('intent');
  if (intent === null || intent === 'submit') return 'submit';
  return intent === 'sendSms' ? 'sendSms' : null;
}

/** Fields that never go back to the browser. `imgCode` is single use and the page gets a new one. */
export const HIDDEN_FIELDS = ['password', 'confirm_pwd', 'newPwd', 'imgCode'];
