// The loader of both "open a wallet" screens: none to open when there is one already, and a
// company's user is sent to the company's wallet (a person without a company to their own).
import { redirect } from '@remix-run/node';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import type { Caller } from '#app/utils/platform.server';

const PATHS = { enterprise: '/my-center/openCompanyWallet', person: '/my-center/openPersonalWallet' } as const;

export async function openWalletLoader(caller: Caller, kind: 'enterprise' | 'person') {
  const user = await requireUser(caller);
  const view = await api.wallet.wallet(caller);
  if (view.wallet) throw redirect('/my-center/electronicPurse');
  if (view.opens !== kind) throw redirect(PATHS[view.opens]);
  return { kind, holder: (kind === 'enterprise' ? user.companyName : user.realName) ?? '', bankConfigured: view.bankConfigured };
}
