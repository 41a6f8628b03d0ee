// The invoice area's dictionary labels, without zod, so the screens load them without the schemas.
import type { InvoiceKind } from './applications';

/** Application states: WAIT applied, SEND issued, RED reversed red, REFUSE refused by operations (the last two free the amounts). */
export const INVOICE_STATUSES = ['WAIT', 'SEND', 'RED', 'REFUSE'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { WAIT: '待开票', SEND: '已开票', RED: '已红冲', REFUSE: '已驳回' };

/** invoice_kind of an application */
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = { DIGITAL_SPECIAL: '数电专票（增值税专用发票）', DIGITAL_NORMAL: '数电普票（普通发票）' };

/**
 * How the issued invoice exists: DIGITAL a 数电 invoice (a 20-digit number, no code); PAPER a paper
 * invoice (a 12-digit code and an 8-digit number), posted by courier.
 */
export const INVOICE_MEDIUMS = ['DIGITAL', 'PAPER'] as const;
export type InvoiceMedium = (typeof INVOICE_MEDIUMS)[number];
export const INVOICE_MEDIUM_LABELS: Record<InvoiceMedium, string> = { DIGITAL: '数电发票', PAPER: '纸质发票' };

/** What each history action says. */
export const INVOICE_ACTION_LABELS: Record<string, string> = { apply: '提交申请', issue: '开具发票', refuse: '驳回申请', red: '红冲' };

/** The tax rule the screens state (taxOf in applications.ts). */
export const TAX_RULE = '税额 = 价税合计 × 税率 ÷ (1 + 税率)，按每张申请计算一次，四舍五入到分';
