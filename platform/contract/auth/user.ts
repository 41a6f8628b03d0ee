// The user object of /users/info and the login response (spec section 3, "User info").
export type Role = 'individual_agent' | 'agent' | 'carrier' | 'individual_shipper' | 'enterprise_shipper' | 'driver' | 'operator';

export type UserInfo = {
  userId: number;
  /** the acting role; `roles` lists every role the account holds */
  role: Role;
  roles: Role[];
  realName: string;
  memberName: string | null;
  mobile: string;
  /** Y when a password is set */
  existPwd: 'Y' | 'N';
  /** days since the password was last changed */
  pwdChangeDay: number | null;
  /** '2' = real-name verified */
  authStatus: string;
  company: 'y' | 'n';
  individual: 'y' | 'n';
  /** comma-separated shipper_identity codes */
  shipperIdentity: string;
  employeeNo: string | null;
  signStatus: string;
  /** 1 when the account also holds the driver role */
  isDriver: 0 | 1;
  companyId: number | null;
  companyName: string | null;
};

/** The acting role of a new session: the first role the user holds, in this order. */
export const ROLE_PRIORITY: readonly Role[] = ['enterprise_shipper', 'individual_shipper', 'carrier', 'agent', 'individual_agent', 'driver', 'operator'];
