// The password login of a demo account for the perf scripts' sessions: the account by its name
// in DEMO_ACCOUNTS (carrier, operator, …) or by its mobile.
import type { Db } from '../../platform/db/client';
import { passwordLogin } from '../../platform/modules/auth/login';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../../platform/seed/accounts';

export async function demoLogin(db: Db, nameOrMobile = '') {
  const named: DemoAccount | undefined = (DEMO_ACCOUNTS as Record<string, DemoAccount>)[nameOrMobile];
  const mobile = named?.mobile ?? nameOrMobile;
  if (!/^1\d{10}$/.test(mobile)) throw new Error(`usage: <demo account name or mobile>, not "${nameOrMobile}"`);
  return passwordLogin(db, mobile, named?.password ?? DEMO_PASSWORD, { ip: '127.0.0.1', userAgent: 'bench' });
}
