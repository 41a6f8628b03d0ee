// Prints a session cookie for a demo user, for `npm run bench -- --as <mobile>`: a real platform
// token (the same passwordLogin the login form's call ends in) in the app's own signed session
// cookie. Runs between server starts, when the embedded database is free.
//   DATA_DIR=… SESSION_SECRET=… NODE_ENV=production tsx tests/perf/bench-session.ts 13800000003
import { getSession, commitSession } from '../../app/utils/session.server';
import { openDatabase } from '../../platform/db/client';
import { passwordLogin } from '../../platform/modules/auth/login';

const mobile = process.argv[2];
if (!/^1\d{10}$/.test(mobile ?? '')) throw new Error('usage: bench-session.ts <mobile>');
const database = await openDatabase({ dataDir: process.env.DATA_DIR ?? './data', databaseUrl: process.env.DATABASE_URL || undefined });
try {
  const { token, user } = await passwordLogin(database.db, mobile, 'Demo1234', { ip: '127.0.0.1', userAgent: 'bench' });
  const session = await getSession(new Request('http://bench.local/'));
  session.set('token', token);
  session.set('mobile', user.mobile);
  const setCookie = await commitSession(session);
  process.stdout.write(setCookie.split(';')[0]);
} finally {
  await database.close();
}
