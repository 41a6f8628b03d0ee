// The account screens' own small cookies (the registration choice, the kept image code): httpOnly,
// same-site, secure in production, made once per process on first use.
import { createCookie, type Cookie } from '@remix-run/node';
import { appEnv } from '#app/utils/env.server';

/** A getter of the cookie `name`, kept `maxAge` seconds. */
export function accountCookie(name: string, maxAge: number): () => Cookie {
  let cookie: Cookie | undefined;
  return () => {
    cookie ??= createCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure: appEnv().NODE_ENV === 'production', maxAge });
    return cookie;
  };
}
