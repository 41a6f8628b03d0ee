// The rule of loads paid online (线上支付): the party that takes one — grabs it, quotes on it, or
// is confirmed or awarded it — has an opened wallet (a member at the custody bank), since the bill
// is paid from the shipper's wallet into that one. Checked inside the taking transaction, so a
// refusal undoes the move.
import type { Tx } from '../../db/client';
import { refuse } from '../../http/refusal';
import { payeeWalletOf } from '../money/online-pay';

export const ONLINE_PAY_TYPE = 'online';

/** The party's wallet is opened (its company's, or its own without a company). */
export async function hasOpenedWallet(tx: Tx, party: { companyId: number | null; userId: number }): Promise<boolean> {
  const wallet = await payeeWalletOf(tx, { payeeCompanyId: party.companyId, payeeUserId: party.userId });
  return Boolean(wallet?.memberCode);
}

/** Refuses with `message` (naming the wallet screen) when a load paid online goes to a party without an opened wallet. */
export async function requireWalletForOnlinePay(tx: Tx, cargo: { payType: string }, party: { companyId: number | null; userId: number }, message: string) {
  if (cargo.payType !== ONLINE_PAY_TYPE) return;
  if (!(await hasOpenedWallet(tx, party))) refuse(message, 400, { field: 'wallet' });
}
