// The registration choice (spec 2: "/register after choosing shipper or agent/carrier; the choice
// is stored locally"). Without client JS "locally" is a cookie: coming back to /register shows the
// form of the role chosen last time.
import { parseRegisterChoice, type RegisterChoice } from './account-forms';
import { accountCookie } from './cookies.server';

const registerRoleCookie = accountCookie('register_role', 60 * 60 * 24 * 30);

/** The stored choice, or null (none, or a value that is not a role or group). */
export async function readRegisterChoice(request: Request): Promise<RegisterChoice | null> {
  return parseRegisterChoice(await registerRoleCookie().parse(request.headers.get('Cookie')));
}

/** Set-Cookie remembering the choice for 30 days. */
export function rememberRegisterChoice(choice: RegisterChoice): Promise<string> {
  return registerRoleCookie().serialize(choice);
}
