// `npx tsx tests/perf/orders-list.ts [waybills]`: the carrier's waybill list (/dispatchOrder/pagination,
// the platform side of /user/dispatchOrderList) against an embedded PGlite with N bulk waybills
// (default 100 000): p50/p95 of 400 requests, 50 at a time, first page and a filtered page.
import { eq } from 'drizzle-orm';
import { API_BASE, createPlatformApp } from '../../platform/app';
import { parsePlatformEnv } from '../../platform/config';
import { openDatabase } from '../../platform/db/client';
import { seedBulkWaybills, seedDatabase } from '../../platform/seed';
import { createLogger } from '../../platform/log';
import { createSession } from '../../platform/modules/auth/users';
import { users } from '../../platform/db/schema';
import { DEMO_ACCOUNTS } from '../../platform/seed/accounts';

const n = Number(process.argv[2] ?? 100_000);
const log = createLogger('warn');
const database = await openDatabase({ dataDir: 'memory://' });
await seedDatabase(database.db, { log });
let started = Date.now();
await seedBulkWaybills(database.db, n, { log });
console.log(`seeded ${n} waybills in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const app = createPlatformApp({ db: database.db, log, env: parsePlatformEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://' }) });

async function measure(label: string, mobile: string, body: unknown) {
  const [user] = await database.db.select().from(users).where(eq(users.mobile, mobile));
  const { token } = await createSession(database.db, user);
  const once = async () => {
    const t0 = performance.now();
    const res = await app.request(`${API_BASE}/dispatchOrder/pagination`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { code: number; data: { total: number } };
    if (json.code !== 200) throw new Error(JSON.stringify(json));
    return { ms: performance.now() - t0, total: json.data.total };
  };
  await once();
  const times: number[] = [];
  let total = 0;
  started = Date.now();
  for (let round = 0; round < 8; round++) {
    const batch = await Promise.all(Array.from({ length: 50 }, once));
    for (const r of batch) times.push(r.ms);
    total = batch[0].total;
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.floor(q * (times.length - 1))].toFixed(1);
  console.log(
    `${label}: total ${total}, ${times.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, p50 ${p(0.5)} ms, p95 ${p(0.95)} ms (latency under 50 concurrent)`,
  );
}

await measure(`carrier ${DEMO_ACCOUNTS.carrier.mobile}, first page`, DEMO_ACCOUNTS.carrier.mobile, { pageNumber: 1, pageSize: 20 });
await measure(`carrier ${DEMO_ACCOUNTS.carrier.mobile}, status SIGN page 3`, DEMO_ACCOUNTS.carrier.mobile, { status: 'SIGN', pageNumber: 3, pageSize: 20 });
await measure(`shipper ${DEMO_ACCOUNTS.enterpriseShipper.mobile}, first page`, DEMO_ACCOUNTS.enterpriseShipper.mobile, { pageNumber: 1, pageSize: 20 });
await measure(`driver ${DEMO_ACCOUNTS.driver.mobile}, first page`, DEMO_ACCOUNTS.driver.mobile, { pageNumber: 1, pageSize: 20 });
await database.close();
