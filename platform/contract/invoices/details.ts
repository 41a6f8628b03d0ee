// 开票信息 (/my-center/editInvoice): the invoice details of the signed-in company, the form's and
// the API body's schema (POST /invoice/details/save), and what GET /invoice/details answers.
import { z } from 'zod';
import { MESSAGES, VALUE_RULES, normalizeBankNo, optionalValue, requiredValue } from '../validators';
import { INVOICE_MESSAGES as M } from './messages';

/** Free text of at most `max` characters ('' when absent), trimmed. */
const text = (max: number, message: string) =>
  z
    .string({ invalid_type_error: message })
    .optional()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v.length <= max, message);

/** 银行账号: a company's account (对公账户) is 8–32 digits with no Luhn check digit; spaces and full-width digits are dropped. */
const bankAccount = z
  .string({ invalid_type_error: M.bankAccountInvalid })
  .optional()
  .transform((v) => normalizeBankNo(v ?? '').replace(/-/g, ''))
  .refine((v) => v === '' || /^\d{8,32}$/.test(v), M.bankAccountInvalid);

export const invoiceDetailsInput = z.object({
  title: z.string({ required_error: M.titleRequired, invalid_type_error: M.titleRequired }).trim().min(1, M.titleRequired).max(100, M.titleTooLong),
  // 纳税人识别号 is the 统一社会信用代码: GB 32100's pattern and check character, as every credit-code field
  taxpayerNo: requiredValue(VALUE_RULES.creditCode, M.taxpayerNoRequired, M.taxpayerNoInvalid),
  registeredAddress: text(100, M.addressTooLong),
  registeredPhone: optionalValue(VALUE_RULES.contactPhone, MESSAGES.isMobile),
  bankName: text(50, M.bankNameTooLong),
  bankAccount,
  mailAddress: text(100, M.addressTooLong),
  recipientName: text(20, M.recipientTooLong),
  recipientPhone: optionalValue(VALUE_RULES.contactPhone, MESSAGES.isMobile),
});
export type InvoiceDetailsInput = z.output<typeof invoiceDetailsInput>;

export const invoiceDetailsView = z.object({
  title: z.string(),
  taxpayerNo: z.string(),
  registeredAddress: z.string(),
  registeredPhone: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  mailAddress: z.string(),
  recipientName: z.string(),
  recipientPhone: z.string(),
  updatedAt: z.string(),
});
export type InvoiceDetailsView = z.infer<typeof invoiceDetailsView>;
