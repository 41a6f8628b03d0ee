// The session cookie: httpOnly, SameSite=Lax, Secure in production, signed with a rotating
// list of secrets. It carries the platform token; the token never reaches client JS or a URL.
import { createCookieSessionStorage, type Session } from '@remix-run/node';
import { appEnv } from './env.server';
import type { Toast } from './toast';

export type { Toast };

type SessionData = {
  token: string;
  mobile: string;
  /** when an SMS code was last sent, by `${type}:${phone}`: the server renders the 60 s wait */
  smsSentAt: Record<string, number>;
};
type FlashData = { toast: Toast };

/** The session cookie's name (server/page-handler.ts keeps a signed-in visitor's answers private by it). */
export const SESSION_COOKIE = '__session';

let storage: ReturnType<typeof createCookieSessionStorage<SessionData, FlashData>> | undefined;

function sessionStorage() {
  const env = appEnv();
  storage ??= createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: env.NODE_ENV === 'production',
      secrets: env.sessionSecrets,
      maxAge: 60 * 60 * 24 * 7,
    },
  });
  return storage;
}

export type AppSession = Session<SessionData, FlashData>;

export function getSession(request: Request): Promise<AppSession> {
  return sessionStorage().getSession(request.headers.get('Cookie'));
}

export function commitSession(session: AppSession): Promise<string> {
  return sessionStorage().commitSession(session);
}

export function destroySession(session: AppSession): Promise<string> {
  return sessionStorage().destroySession(session);
}

/** Sets a one-time message shown on the next page and returns the Set-Cookie header. */
export async function flash(request: Request, toast: Toast): Promise<HeadersInit> {
  const session = await getSession(request);
  session.flash('toast', toast);
  return { 'Set-Cookie': await commitSession(session) };
}
