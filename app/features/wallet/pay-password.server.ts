// 支付密码 (/my-center/payPassword): the wallet's payment password — set (none yet), change with
// the old one (?do=change), or reset with an SMS code to the caller's phone (?do=reset). Each form
// posts its intent; the platform validates again and answers a wrong password or code at its field.
// `back` (a path on this site) is where a set password returns to: the payment or withdrawal that sent the user here.
import { redirect } from '@remix-run/node';
import { changePayPasswordInput, resetPayPasswordInput, setPayPasswordInput } from '#contract/money/wallet';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import { readForm, redirectWith, saveRawForm } from '#app/utils/forms.server';
import type { Caller } from '#app/utils/platform.server';
import { safeRedirectTarget } from '#app/utils/redirect';

export const PURSE_PATH = '/my-center/electronicPurse';
export const PAY_PASSWORD_PATH = '/my-center/payPassword';
export type PayPasswordStep = 'set' | 'change' | 'reset';

/** The page's data: which form it shows (the URL's ?do=, or 设置 while the wallet has none) and where it returns to. */
export async function payPasswordData(caller: Caller) {
  await requireUser(caller);
  const url = new URL(caller.request.url);
  const view = await api.wallet.wallet(caller);
  if (!view.wallet) throw redirect(PURSE_PATH);
  const asked = url.searchParams.get('do');
  const hasPayPassword = view.wallet.hasPayPassword;
  const step: PayPasswordStep = !hasPayPassword ? 'set' : asked === 'reset' ? 'reset' : 'change';
  return { step, hasPayPassword, back: safeRedirectTarget(url.searchParams.get('back'), PURSE_PATH) };
}

const STEPS = { set: setPayPasswordInput, change: changePayPasswordInput, reset: resetPayPasswordInput } as const;
const ENDPOINTS = { set: api.wallet.setPayPassword, change: api.wallet.changePayPassword, reset: api.wallet.resetPayPassword } as const;

/** The page's forms by intent: a password set, changed or reset returns to `back` with its message. */
export async function payPasswordAction(caller: Caller) {
  await requireUser(caller);
  const formData = await readForm(caller.request);
  const intent = String(formData.get('intent') ?? '');
  const url = new URL(caller.request.url);
  const back = safeRedirectTarget(url.searchParams.get('back'), PURSE_PATH);
  if (intent === 'sms') {
    const answer = await api.wallet.payPasswordSms.envelope(caller, {});
    const here = `${PAY_PASSWORD_PATH}?do=reset${url.searchParams.get('back') ? `&back=${encodeURIComponent(back)}` : ''}`;
    return redirectWith(caller.request, here, answer.message, answer.code === 200 ? 'success' : 'error');
  }
  if (intent !== 'set' && intent !== 'change' && intent !== 'reset') return redirectWith(caller.request, PAY_PASSWORD_PATH, '未知操作', 'error');
  const result = await saveRawForm(caller, formData, STEPS[intent], ENDPOINTS[intent]);
  if (!result.ok) return result.response;
  return redirectWith(caller.request, back, result.saved.message);
}
