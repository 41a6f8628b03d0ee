// The wallet screens' server side: each form's intent, sent to the platform with the form's raw
// strings (the platform validates and converts yuan to fen with the same schemas).
import { redirect } from '@remix-run/node';
import type { z } from 'zod';
import {
  bindCardInput,
  cardIdInput,
  confirmCardInput,
  WALLET_MESSAGES,
  withdrawInput,
  withdrawRefusedMessage,
  type WalletView,
  type WithdrawalView,
} from '#contract/money/wallet';
import { api } from '#app/utils/api.server';
import { readForm, redirectWith, saveRawForm } from '#app/utils/forms.server';
import type { Caller } from '#app/utils/platform.server';
import { formatFen, formatDateTime } from '#app/utils/format';
import type { ShownWallet, ShownWithdrawal } from './wallet-ui';

export type WalletIntent = 'bind' | 'confirm' | 'unbind' | 'withdraw' | 'demoTopUp' | 'open';

const SCHEMAS: Partial<Record<WalletIntent, z.ZodTypeAny>> = { bind: bindCardInput, confirm: confirmCardInput, withdraw: withdrawInput, unbind: cardIdInput };

/** The wallet screen's data with its amounts and times as shown (Balances, WithdrawalTable). */
export function walletPage(view: WalletView, withdrawals: WithdrawalView[]) {
  const w = view.wallet;
  const wallet: ShownWallet | null = w
    ? { ...w, available: formatFen(w.availableFen), frozen: formatFen(w.frozenFen), withdrawable: formatFen(w.withdrawableFen) }
    : null;
  const shown: ShownWithdrawal[] = withdrawals.map((r) => ({ ...r, amount: formatFen(r.amountFen), created: formatDateTime(r.createdAt, 'YYYY-MM-DD HH:mm') }));
  return { view: { ...view, wallet }, withdrawals: shown };
}

/** Opens the caller's wallet at the bank and shows the success page. */
export async function openWalletAction(caller: Caller) {
  const answer = await api.wallet.openWallet.envelope(caller, {});
  if (answer.code !== 200) return redirectWith(caller.request, '/my-center/electronicPurse', answer.message, 'error');
  return redirect('/payment/openSuccess');
}

/** The bank-card screen's and the wallet screen's forms, by intent. */
export async function walletAction(caller: Caller, back: string) {
  const formData = await readForm(caller.request);
  const intent = String(formData.get('intent') ?? '') as WalletIntent;
  if (intent === 'bind') {
    const result = await saveRawForm(caller, formData, SCHEMAS.bind!, api.wallet.bindCard);
    if (!result.ok) return result.response;
    const card = result.saved;
    let note: string = card.kind === 'company' ? WALLET_MESSAGES.depositSent : WALLET_MESSAGES.smsSent;
    // The demo's bank cannot text anyone: say what it "sent" (the notes answer 404 without the stand-in).
    const notes = await api.wallet.standInNotes.envelope(caller, {
      mobile: String(formData.get('mobile') ?? ''),
      cardNo: String(formData.get('cardNo') ?? ''),
    });
    if (notes.code === 200 && notes.data) {
      if (card.kind === 'company' && notes.data.depositFen !== null) note += `（演示银行打款 ${(notes.data.depositFen / 100).toFixed(2)} 元）`;
      if (card.kind === 'personal' && notes.data.smsCode) note += `（演示银行验证码 ${notes.data.smsCode}）`;
    }
    return redirectWith(caller.request, `${back}?confirm=${card.id}`, note);
  }
  if (intent === 'confirm') {
    const result = await saveRawForm(caller, formData, SCHEMAS.confirm!, api.wallet.confirmCard);
    if (!result.ok) return result.response;
    return redirect('/payment/bindSuccess');
  }
  if (intent === 'unbind') {
    const result = await saveRawForm(caller, formData, SCHEMAS.unbind!, api.wallet.unbindCard);
    if (!result.ok) return redirectWith(caller.request, back, '银行卡当前状态不能解绑', 'error');
    return redirectWith(caller.request, back, '银行卡已解绑');
  }
  if (intent === 'withdraw') {
    const result = await saveRawForm(caller, formData, SCHEMAS.withdraw!, api.wallet.withdraw);
    if (!result.ok) return result.response;
    const w = result.saved;
    const amount = `提现 ${(w.amountFen / 100).toFixed(2)} 元`;
    if (w.status === 'RETURNED') return redirectWith(caller.request, back, `${amount}：${withdrawRefusedMessage(w.bankMessage)}`, 'error');
    return redirectWith(caller.request, back, `${amount}${w.status === 'PAID' ? '已到账' : '银行处理中，结果确认后自动更新'}`);
  }
  if (intent === 'demoTopUp') {
    const answer = await api.wallet.standInTopUp.envelope(caller, { amountFen: Number(formData.get('amountFen') ?? 0) });
    return redirectWith(caller.request, back, answer.code === 200 ? '演示银行已入金' : answer.message, answer.code === 200 ? 'success' : 'error');
  }
  return redirectWith(caller.request, back, '未知操作', 'error');
}
