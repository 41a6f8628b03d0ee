// The screen registry's vocabulary (app/screens.server.ts): what a screen is, the role sets of spec
// sections 2 and 6, and `s()`, which the area files write their screens with.

export type Access = 'public' | 'auth' | 'pass';
export type Role = 'individual_agent' | 'agent' | 'carrier' | 'individual_shipper' | 'enterprise_shipper' | 'driver' | 'operator';
export type MenuGroup =
  | 'public'
  | 'workbench'
  | 'capacity'
  | 'source'
  | 'transport'
  | 'finance'
  | 'contract'
  | 'personal'
  | 'download'
  | 'logs'
  | 'content'
  | 'permission'
  | 'dashboard'
  | 'report'
  | 'account';
/** Which requiresPass message applies (spec section 6); default 'realName'. */
export type PassKind = 'realName' | 'invoice' | 'agent';
export type Screen = {
  path: string;
  title: string;
  keywords: string;
  description: string;
  access: Access;
  roles: Role[] | 'all';
  group: MenuGroup;
  hidden?: boolean;
  affix?: boolean;
  noCache?: boolean;
  passKind?: PassKind;
  activeMenu?: string;
  /** A form screen that adds when its URL has no `id` (新增车辆) and edits with one (the title). */
  addTitle?: string;
};

// ---------------------------------------------------------------------------
// Role sets (spec sections 2 and 6)
// ---------------------------------------------------------------------------
export const SHIPPERS: Role[] = ['individual_shipper', 'enterprise_shipper'];
/** Personal centre: shippers and individual agents. */
export const PERSONAL: Role[] = ['individual_shipper', 'enterprise_shipper', 'individual_agent'];
export const AGENTS: Role[] = ['individual_agent', 'agent'];
/** Agents/brokers and carriers: the capacity side. */
export const CAPACITY_SIDE: Role[] = ['individual_agent', 'agent', 'carrier'];
/** Every business user (shippers, agents, carriers). */
export const BUSINESS: Role[] = ['individual_shipper', 'enterprise_shipper', 'individual_agent', 'agent', 'carrier'];
/** Workbench button is hidden for agent and individual_agent. */
export const WORKBENCH: Role[] = ['individual_shipper', 'enterprise_shipper', 'carrier', 'driver', 'operator'];
/** Everyone a waybill concerns: business users and the drivers who drive it. */
export const WAYBILL_PARTIES: Role[] = [...BUSINESS, 'driver'];
/** Transport management lists: business users and operations. */
export const TRANSPORT_OPS: Role[] = [...BUSINESS, 'operator'];
export const DASHBOARD: Role[] = ['individual_shipper', 'enterprise_shipper', 'operator'];
/** Paid as individuals on the payee side of a bill (代开): individual carriers and agents, carriers without a company, drivers. */
export const PAYEES: Role[] = ['individual_agent', 'carrier', 'driver'];
/** Shipper companies (the direction lists: 销售/采购物流订单, 发货/收货派车单). */
export const ENTERPRISE_SHIPPERS: Role[] = ['enterprise_shipper'];
export const OPERATOR: Role[] = ['operator'];

type Extra = Pick<Screen, 'hidden' | 'affix' | 'noCache' | 'passKind' | 'activeMenu' | 'addTitle'>;

export function s(
  path: string,
  title: string,
  keywords: string,
  description: string,
  access: Access,
  roles: Role[] | 'all',
  group: MenuGroup,
  extra: Extra = {},
): Screen {
  return { path, title, keywords, description, access, roles, group, ...extra };
}

export const HIDDEN: Extra = { hidden: true };
