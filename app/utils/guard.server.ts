// The route guard of spec 2 and 6, run by the authenticated layout's loader: sign-in, the
// route-change log, role access, and requiresPass. The platform's own checks remain the wall.
import { redirect } from '@remix-run/node';
import { passDenialMessage } from '#contract/auth/access';
import type { UserInfo } from '#contract/auth/user';
import { findScreen } from '#app/screens.server';
import { WORKBENCH_PATH } from '#app/features/account/account.server';
import { requireSignedIn } from './auth.server';
import { api } from './api.server';
import type { Caller } from './platform.server';
import { safeRedirectTarget } from './redirect';
import { commitSession, getSession } from './session.server';

export async function guardScreen(caller: Caller): Promise<UserInfo> {
  const user = await requireSignedIn(caller);
  const url = new URL(caller.request.url);

  // Every navigation posts the route-change log; the page does not wait for it.
  void api.log.save.envelope(caller, { name: url.pathname + url.search, method: 'GET', type: 'route', mode: 'pc' }).catch(() => undefined);

  const screen = findScreen(url.pathname);
  if (screen && (screen.access === 'pass' || screen.passKind)) {
    const message = passDenialMessage(user, screen.passKind);
    if (message) {
      const session = await getSession(caller.request);
      session.flash('toast', { type: 'error', message });
      // Back where the user came from (same site, another page), else the workbench.
      const referer = caller.request.headers.get('referer');
      const back = referer ? new URL(referer, url).pathname : '';
      const target = back && back !== url.pathname && new URL(referer!, url).origin === url.origin ? safeRedirectTarget(back, WORKBENCH_PATH) : WORKBENCH_PATH;
      throw redirect(target === url.pathname ? '/' : target, { headers: { 'Set-Cookie': await commitSession(session) } });
    }
  }
  return user;
}
