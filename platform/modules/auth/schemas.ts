// OpenAPI descriptions of what the account endpoints answer.
import { z } from '@hono/zod-openapi';
import { ROLES } from '../../contract/auth/schemas';

export const UserInfoSchema = z
  .object({
    userId: z.number().int(),
    role: z.enum(ROLES),
    roles: z.array(z.enum(ROLES)),
    realName: z.string(),
    memberName: z.string().nullable(),
    mobile: z.string(),
    existPwd: z.enum(['Y', 'N']),
    pwdChangeDay: z.number().int().nullable(),
    authStatus: z.string(),
    company: z.enum(['y', 'n']),
    individual: z.enum(['y', 'n']),
    shipperIdentity: z.string(),
    employeeNo: z.string().nullable(),
    signStatus: z.string(),
    isDriver: z.union([z.literal(0), z.literal(1)]),
    companyId: z.number().int().nullable(),
    companyName: z.string().nullable(),
  })
  .openapi('UserInfo');

export const LoginResultSchema = z.object({ token: z.string(), user: UserInfoSchema }).openapi('LoginResult');

export const LockStateSchema = z.object({ locked: z.boolean(), minutesLeft: z.number().int().optional() }).openapi('PwdLockState');
