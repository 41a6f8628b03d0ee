// A page view's session kept per process (issue 50): what is derived from it (the data scope's
// reads) is kept with it, for that session only, and dropped with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { createSession } from '../modules/auth/users';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { openTestDatabase, type TestDatabase } from '../testing/test-db';
import { forgetSessions, keptWithSession, resolveAuth, type Auth } from './auth';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
});

afterAll(async () => {
  await database?.cleanup();
});

async function signedIn(mobile: string): Promise<string> {
  const [user] = await database.db.select().from(users).where(eq(users.mobile, mobile));
  return (await createSession(database.db, user)).token;
}

describe('what is derived from a kept session', () => {
  it('is read once while the session is kept, afresh after a drop, and never for another session or user', async () => {
    const db = database.db;
    const token = await signedIn(DEMO_ACCOUNTS.carrier.mobile);
    let reads = 0;
    const read = async () => ++reads;
    const auth = (await resolveAuth(db, token, 3_000)) as Auth;
    expect(auth).not.toBeNull();
    expect(await keptWithSession(db, auth, 'scope', read)).toBe(1);
    expect(await keptWithSession(db, auth, 'scope', read)).toBe(1);
    // another executor (a transaction) reads afresh
    expect(await keptWithSession({}, auth, 'scope', read)).toBe(2);
    // the same token's hash with another user (an identity that is not this session's) reads afresh
    expect(await keptWithSession(db, { ...auth, user: { ...auth.user, id: auth.user.id + 1 } }, 'scope', read)).toBe(3);
    // another session of the same user has its own
    const other = (await resolveAuth(db, await signedIn(DEMO_ACCOUNTS.carrier.mobile), 3_000)) as Auth;
    expect(await keptWithSession(db, other, 'scope', read)).toBe(4);
    forgetSessions();
    expect(await keptWithSession(db, auth, 'scope', read)).toBe(5);
    // read again as a page view: kept anew
    const again = (await resolveAuth(db, token, 3_000)) as Auth;
    expect(await keptWithSession(db, again, 'scope', read)).toBe(6);
    expect(await keptWithSession(db, again, 'scope', read)).toBe(6);
  });

  it('is not kept when sessions are not (a bound of 0)', async () => {
    const db = database.db;
    forgetSessions();
    const auth = (await resolveAuth(db, await signedIn(DEMO_ACCOUNTS.enterpriseShipper.mobile), 0)) as Auth;
    let reads = 0;
    const read = async () => ++reads;
    await keptWithSession(db, auth, 'scope', read);
    await keptWithSession(db, auth, 'scope', read);
    expect(reads).toBe(2);
  });
});
