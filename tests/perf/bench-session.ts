// Prints the cookies of a signed-in browser for a demo user, for `npm run bench -- --as <account>`:
// a real platform token (the same passwordLogin the login form's call ends in) in the app's own
// signed session cookie, and the CSRF cookie a browser keeps from its first page (without it every
// measured page would mint a new token, which no browser's later pages do). Runs between server
// starts, when the embedded database is free.
//   DATA_DIR=… SESSION_SECRET=… NODE_ENV=production tsx tests/perf/bench-session.ts carrier
import { commitCsrfToken } from '../../app/utils/csrf.server';
import { getSession, commitSession } from '../../app/utils/session.server';
import { openDatabase } from '../../platform/db/client';
import { demoLogin } from './demo-login';

const database = await openDatabase({ dataDir: process.env.DATA_DIR ?? './data', databaseUrl: process.env.DATABASE_URL || undefined });
try {
  const { token, user } = await demoLogin(database.db, process.argv[2]);
  const session = await getSession(new Request('http://bench.local/'));
  session.set('token', token);
  session.set('mobile', user.mobile);
  const setCookie = await commitSession(session);
  const [, csrfCookie] = await commitCsrfToken(new Request('http://bench.local/'));
  process.stdout.write([setCookie, csrfCookie ?? ''].map((cookie) => cookie.split(';')[0]).join('; '));
} finally {
  await database.close();
}
