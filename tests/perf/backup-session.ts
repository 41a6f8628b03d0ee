// Prints {"cookie","token"} for a demo user, for tests/perf/backup-load.mjs: the app's signed
// session cookie (for the list) and the platform token itself (to start a backup through the API).
// Runs before the server starts, when the embedded database is free.
//   DATA_DIR=… SESSION_SECRET=… NODE_ENV=production tsx tests/perf/backup-session.ts operator
import { commitSession, getSession } from '../../app/utils/session.server';
import { openDatabase } from '../../platform/db/client';
import { demoLogin } from './demo-login';

const database = await openDatabase({ dataDir: process.env.DATA_DIR ?? './data', databaseUrl: process.env.DATABASE_URL || undefined });
try {
  const { token, user } = await demoLogin(database.db, process.argv[2]);
  const session = await getSession(new Request('http://bench.local/'));
  session.set('token', token);
  session.set('mobile', user.mobile);
  const cookie = (await commitSession(session)).split(';')[0];
  process.stdout.write(JSON.stringify({ cookie, token }));
} finally {
  await database.close();
}
