// The account confirmations' schema (account-confirm.tsx loads it after hydration; the action validates with it).
import { z } from 'zod';

const ticked = (message: string) => z.string({ required_error: message, invalid_type_error: message }).refine((value) => value === 'on', message);

export const confirmSchema = z.object({
  confirmWaybills: ticked('请确认所有派车单均已卸货并签收'),
  confirmWallet: ticked('请确认钱包余额已全部提现'),
});
