// 钱包支付 on the payer's bill page (/shipper/payBillDetail?id=&do=walletPay): what the panel shows
// (the wallet's available money, the amount the bill still owes, a one-time key) and its action,
// a POST that ends in a redirect with a flash (paid, returned, or with the bank), or the form again
// with its errors.
import { randomUUID } from 'node:crypto';
import { parseWithZod } from '@conform-to/zod';
import { data } from '@remix-run/node';
import { WALLET_MESSAGES } from '#contract/money/wallet';
import { api } from '#app/utils/api.server';
import { readForm, redirectWith, type FormReply } from '#app/utils/forms.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { formatFen, yuan } from '#app/utils/format';
import { walletPaySchema } from './online-pay-form';

export const WALLET_PAY_INTENT = 'walletPay';

type Payable = { id: number; actions: string[]; totalFen: number; paidFen: number; pendingFen: number; payeeWalletOpen?: boolean };

/**
 * The panel's data, or null when the caller may not pay the bill. Only an open panel (?do=walletPay)
 * asks for the wallet and makes a key: a page reloaded after paying gets a new one.
 */
export async function walletPayData(caller: Caller, bill: Payable) {
  if (!bill.actions.includes('pay')) return null;
  const open = new URL(caller.request.url).searchParams.get('do') === WALLET_PAY_INTENT;
  const owedFen = Math.max(0, bill.totalFen - bill.paidFen - bill.pendingFen);
  const base = { open, owed: yuan(owedFen), pending: bill.pendingFen > 0 ? yuan(bill.pendingFen) : null, payeeWalletOpen: bill.payeeWalletOpen ?? true };
  if (!open) return { ...base, bankConfigured: true, wallet: null, amountInput: '', idempotencyKey: '' };
  const view = await api.wallet.wallet(caller);
  return {
    ...base,
    bankConfigured: view.bankConfigured,
    wallet: view.wallet ? { available: yuan(view.wallet.availableFen), frozen: view.wallet.status === 1, hasPayPassword: view.wallet.hasPayPassword } : null,
    /** what the amount starts with: what the bill still owes, in yuan */
    amountInput: formatFen(owedFen).replaceAll(',', ''),
    idempotencyKey: randomUUID(),
  };
}
export type WalletPayData = NonNullable<Awaited<ReturnType<typeof walletPayData>>>;

/** Whether a bill page's POST is the 钱包支付 form (read from a copy: the action reads the body again). */
export async function isWalletPay(request: Request): Promise<boolean> {
  const form = await request.clone().formData();
  return form.get('intent') === WALLET_PAY_INTENT;
}

const OUTCOME = {
  PAID: { message: WALLET_MESSAGES.paidOnline, type: 'success' },
  PENDING: { message: WALLET_MESSAGES.payPending, type: 'success' },
  FROZEN: { message: WALLET_MESSAGES.payPending, type: 'success' },
  RETURNED: { message: WALLET_MESSAGES.payReturned, type: 'error' },
} as const;

/** Pays from the wallet: back to the bill with the outcome's flash, or the panel with the refusal. */
export async function walletPayAction(caller: Caller, detailPath: string) {
  const formData = await readForm(caller.request);
  const submission = parseWithZod(formData, { schema: walletPaySchema });
  if (submission.status !== 'success') return data<FormReply>({ result: submission.reply() }, { status: 400 });
  try {
    const paid = await api.money.payOnline(caller, submission.value);
    const { message, type } = OUTCOME[paid.status];
    return redirectWith(caller.request, `${detailPath}?id=${paid.billId}`, `${message}（${yuan(paid.amountFen)}）`, type);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.code === 404) throw new Response(error.message, { status: 404 });
    // The platform's field names, as the form names them (a wrong payment password belongs at its field).
    const field = { amountFen: 'amountYuan', payPassword: 'payPassword' }[(error.data as { field?: string } | null)?.field ?? ''];
    const result = field ? submission.reply({ fieldErrors: { [field]: [error.message] } }) : submission.reply({ formErrors: [error.message] });
    return data<FormReply>({ result }, { status: 400 });
  }
}
