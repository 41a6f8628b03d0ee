// The workspace contract shared by the platform and the app: menu entries (spec 3 "Menu entry"),
// in-app messages (spec 7 message list query), the ship-order notice (spec 4) and the workbench
// rule settings.
import { z } from 'zod';
import { LIMITS } from '../format';
import { MESSAGE_STATUS, type MessageType } from './messages';

export * from './messages';

// ---- Menus ---------------------------------------------------------------------------------

/** A menu entry of POST /shipperMenu/getMenuTreeByUserId. */
export type MenuEntry = {
  path: string;
  /** where a group entry leads (its first visible child) */
  jump: string | null;
  title: string;
  /** icon: a key of MENU_ICONS, set by operations on /permission-manage/menu */
  meta: { title: string; icon?: string };
  permAlias: string;
  hidden: boolean;
  /** operations renamed it (/permission-manage/menu): the sidebar shows this title, not its role table's */
  renamed?: boolean;
  /** operations reordered it: its place among its siblings (smaller first) */
  order?: number;
  children: MenuEntry[];
};

// ---- Messages ------------------------------------------------------------------------------

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The message list query (spec 3): pageNumber, pageSize (10), keyword, status. */
export const messageQuery = z.object({
  pageNumber: z.coerce.number({ invalid_type_error: '页码必须是数字' }).int('页码必须是整数').min(1, '页码从 1 开始').max(10000, '页码过大').default(1),
  pageSize: z.coerce
    .number({ invalid_type_error: '每页条数必须是数字' })
    .int('每页条数必须是整数')
    .min(1, '每页至少 1 条')
    .max(100, '每页最多 100 条')
    .default(LIMITS.messagePageSize),
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(50, '关键字最多 50 个字符').optional()),
  status: z.preprocess(blankToUndefined, z.enum([MESSAGE_STATUS.unread, MESSAGE_STATUS.read], { message: '消息状态不正确' }).optional()),
});
export type MessageQuery = z.infer<typeof messageQuery>;

export type MessageView = {
  id: number;
  type: MessageType;
  title: string;
  content: string;
  link: string | null;
  status: string;
  createdAt: string;
  readAt: string | null;
};

export type Page<T> = { list: T[]; total: number; pageNumber: number; pageSize: number };

// ---- Ship-order notice (GET /payment/warnPrompt) ------------------------------------------

export type WarnPrompt = {
  /** overdue amount to recharge, in fen */
  warnPaymentAmount: number;
  /** '1' issuing orders allowed, '0' disabled */
  shipOrderStatus: string;
};

export type WarnNotice = { kind: 'overdue' | 'disabled'; message: string };

/** Spec 4: amount > 0 with status 1 → overdue-recharge warning; status 0 → disabled; else none. */
export function warnNotice(prompt: WarnPrompt | null | undefined): WarnNotice | null {
  if (!prompt) return null;
  if (prompt.shipOrderStatus === '0') {
    return { kind: 'disabled', message: '您的账户已被限制发单，暂时无法发布订单，请联系平台客服处理。' };
  }
  if (prompt.warnPaymentAmount > 0 && prompt.shipOrderStatus === '1') {
    const yuan = (prompt.warnPaymentAmount / 100).toFixed(2);
    return {
      kind: 'overdue',
      message: `您有 ${yuan} 元运费已逾期未充值，请尽快充值，逾期未处理将限制发单。`,
    };
  }
  return null;
}

// ---- Workbench rule settings (/workbenck/workbenchset) --------------------------------------

export const workbenchSettingsSchema = z.object({
  /** auto-confirm receipt of a signed waybill after this many days (0 = never) */
  autoReceiptDays: z.coerce.number({ invalid_type_error: '请输入数字' }).int('请输入整数').min(0, '天数不能小于 0').max(30, '天数不能超过 30'),
  /** allowed loss per waybill, in thousandths of the loaded weight */
  lossAllowancePermille: z.coerce.number({ invalid_type_error: '请输入数字' }).int('请输入整数').min(0, '合理损耗不能小于 0').max(50, '合理损耗不能超过 50‰'),
  /** waybills must upload a receipt photo before signing */
  requireReceiptPhoto: z.preprocess((v) => v === true || v === 'on' || v === '1' || v === 'true', z.boolean()),
  /** notify me in-app when a waybill is signed */
  notifyOnSign: z.preprocess((v) => v === true || v === 'on' || v === '1' || v === 'true', z.boolean()),
});
export type WorkbenchSettings = z.infer<typeof workbenchSettingsSchema>;
export const DEFAULT_WORKBENCH_SETTINGS: WorkbenchSettings = {
  autoReceiptDays: 7,
  lossAllowancePermille: 3,
  requireReceiptPhoto: true,
  notifyOnSign: true,
};

// ---- Workbench summary ---------------------------------------------------------------------

export type StatusCount = { status: string; count: number };
export type WorkbenchSummary = {
  unreadMessages: number;
  /** orders of the user's side (shipper or carrier), by order_status */
  orders: StatusCount[];
  /** waybills of the user's side, by dispatch_status */
  waybills: StatusCount[];
  /** latest certification: status '0' pending, '1' approved, '2' rejected; null = none */
  certification: { kind: string; status: string; reviewRemark: string | null } | null;
};
