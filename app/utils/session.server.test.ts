import { describe, expect, it } from 'vitest';
import { loadAppEnv } from './env.server';
import { commitSession, getSession } from './session.server';

describe('the session cookie in production', () => {
  it('is Secure, HttpOnly and SameSite=Lax, and signed', async () => {
    // First use of the session storage in this file: it is built for this environment.
    loadAppEnv({ NODE_ENV: 'production', SESSION_SECRET: 'a-long-production-secret-for-this-test-only,older-secret-still-verifies' });
    const session = await getSession(new Request('https://example.test/'));
    session.set('token', 'platform-token-value');
    const cookie = await commitSession(session);
    expect(cookie).toMatch(/^__session=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    // Signed: a tampered cookie reads as an empty session.
    const tampered = cookie.split(';')[0].replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const read = await getSession(new Request('https://example.test/', { headers: { Cookie: tampered } }));
    expect(read.get('token')).toBeUndefined();
  });
});
