// The invoice area's dictionary labels, without zod, so screens load them without the schemas.
import type { InvoiceKind, InvoiceStatus } from './applications';

/** invoice status (spec §3: WAIT / SEND), and RED for a red reversal. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { WAIT: '待开票', SEND: '已开票', RED: '已红冲' };
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = { DIGITAL_SPECIAL: '数电专票（增值税专用发票）', DIGITAL_NORMAL: '数电普票（普通发票）' };
/** What the history of an application records, by action. */
export const INVOICE_ACTION_LABELS: Record<string, string> = { apply: '提交申请', issue: '开具发票', red: '红冲' };
/** The tax rule the screens state (taxOf in applications.ts). */
export const TAX_RULE = '税额 = 价税合计 × 税率 ÷ (1 + 税率)，按每张申请计算一次，四舍五入到分';
