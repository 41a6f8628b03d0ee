// Who is asking. Remix runs parent and child loaders in parallel, so every loader and action
// asks here itself; one /users/info look-up per request is shared between them.
import { redirect, type AppLoadContext } from '@remix-run/node';
import type { UserInfo } from '../../platform/contract/user';
import { platform } from './platform.server';
import { getSession } from './session.server';

type Caller = { request: Request; context: AppLoadContext };

const lookups = new WeakMap<Request, Promise<UserInfo | null>>();

/** The signed-in user, or null for a visitor (no token in the session). */
export function optionalUser(caller: Caller): Promise<UserInfo | null> {
  let lookup = lookups.get(caller.request);
  if (!lookup) {
    lookup = (async () => {
      const token = (await getSession(caller.request)).get('token');
      if (!token) return null;
      // A rejected token (403 / 500xx) ends the session inside platform().
      return platform<UserInfo>(caller, '/users/info', { token });
    })();
    lookups.set(caller.request, lookup);
  }
  return lookup;
}

/** The signed-in user; a visitor goes to the home page's login with this page as the target. */
export async function requireUser(caller: Caller): Promise<UserInfo> {
  const user = await optionalUser(caller);
  if (user) return user;
  const url = new URL(caller.request.url);
  throw redirect(`/?${new URLSearchParams({ redirect: url.pathname + url.search })}`);
}
