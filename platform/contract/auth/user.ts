// The user object of /users/info and the login response (spec section 3, "User info").
import { z } from 'zod';

export const ROLES = ['individual_agent', 'agent', 'carrier', 'individual_shipper', 'enterprise_shipper', 'driver', 'operator'] as const;
export type Role = (typeof ROLES)[number];

export const userInfo = z.object({
  userId: z.number().int(),
  /** the acting role; `roles` lists every role the account holds */
  role: z.enum(ROLES),
  roles: z.array(z.enum(ROLES)),
  realName: z.string(),
  memberName: z.string().nullable(),
  mobile: z.string(),
  /** Y when a password is set */
  existPwd: z.enum(['Y', 'N']),
  /** days since the password was last changed */
  pwdChangeDay: z.number().int().nullable(),
  /** '2' = real-name verified */
  authStatus: z.string(),
  company: z.enum(['y', 'n']),
  individual: z.enum(['y', 'n']),
  /** comma-separated shipper_identity codes */
  shipperIdentity: z.string(),
  employeeNo: z.string().nullable(),
  signStatus: z.string(),
  /** 1 when the account also holds the driver role */
  isDriver: z.union([z.literal(0), z.literal(1)]),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** A new session: its token and who signed in. */
export const loginResult = z.object({ token: z.string(), user: userInfo });
export type LoginResult = z.infer<typeof loginResult>;

/** The acting role of a new session: the first role the user holds, in this order. */
export const ROLE_PRIORITY: readonly Role[] = ['enterprise_shipper', 'individual_shipper', 'carrier', 'agent', 'individual_agent', 'driver', 'operator'];
