// Account steps shared by the login, registration and password screens: encrypting password
// fields with a one-time platform secret, starting and ending the session, and where to land.
import { redirect } from '@remix-run/node';
import { encryptWithSecret } from '#contract/auth/crypto';
import { LIMITS } from '#contract/limits';
import type { UserInfo } from '#contract/auth/user';
import { api } from '#app/utils/api.server';
import type { Caller } from '#app/utils/platform.server';
import { safeRedirectTarget } from '#app/utils/redirect';
import { commitSession, destroySession, getSession } from '#app/utils/session.server';
import { WORKBENCH_PATH } from '#app/site';

/**
 * Fetches a one-time secret and encrypts the given plaintext fields with it (spec 4: "fetch
 * secret key; encrypt password with it"). Returns the encrypted fields plus `secretKey`.
 */
export async function encryptFields<K extends string>(caller: Caller, fields: Record<K, string>): Promise<Record<K, string> & { secretKey: string }> {
  const { secret, key } = await api.auth.secretKey(caller, {}, { token: null });
  const out = { secretKey: key } as Record<K, string> & { secretKey: string };
  for (const [name, value] of Object.entries(fields) as Array<[K, string]>) {
    (out as Record<string, string>)[name] = encryptWithSecret(value, secret);
  }
  return out;
}

export const CHANGE_PASSWORD_PATH = '/user/safeset?tab=password';

/** Where a freshly signed-in user goes (spec 4, Login). */
export function landingPath(user: UserInfo, redirectTo: string | null): string {
  if (user.existPwd !== 'Y') return `/loginPwd?mobile=${encodeURIComponent(user.mobile)}`;
  if ((user.pwdChangeDay ?? 0) >= LIMITS.passwordAgeWarnDays) return CHANGE_PASSWORD_PATH;
  // a driver lands on his trips (the current one first: issue 43), not on the workbench's figures
  const fallback = user.role === 'individual_agent' ? '/my-center/detail' : user.role === 'driver' ? '/user/dispatchOrderList' : WORKBENCH_PATH;
  return safeRedirectTarget(redirectTo, fallback);
}

/**
 * Stores the token in the session cookie and redirects, with an optional flash message. A session
 * the browser still carried (signing in as another account, or again) ends on the platform first:
 * its token would otherwise stay valid, unseen, until it expired (issue 41 item 6).
 */
export async function startSession(caller: Caller, token: string, user: UserInfo, to: string, toast?: { type: 'success' | 'error' | 'info'; message: string }) {
  const session = await getSession(caller.request);
  const previous = session.get('token');
  if (previous && previous !== token) await api.auth.logout.envelope(caller, {}, { token: previous }).catch(() => null);
  session.set('token', token);
  session.set('mobile', user.mobile);
  if (toast) session.flash('toast', toast);
  return redirect(to, { headers: { 'Set-Cookie': await commitSession(session) } });
}

/** Revokes the token on the platform, clears the session and goes home (spec 4, Logout). */
export async function endSession(caller: Caller, to = '/') {
  const session = await getSession(caller.request);
  if (session.get('token')) {
    // The platform revokes the token; a failure there must not keep the user signed in here.
    await api.auth.logout.envelope(caller).catch(() => null);
  }
  return redirect(to, { headers: { 'Set-Cookie': await destroySession(session) } });
}
