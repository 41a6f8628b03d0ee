// Rate limits that hold across nodes (issue 49): with RATE_LIMIT_STORE=database two platform apps on
// one database — two nodes behind a balancer — count against the same limit; in memory each counts
// alone. Runs on PGlite and, in CI, on PostgreSQL.
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema';
import { API_BASE } from '../../app';
import { t, withTestPlatform } from './testing';
import { pruneRateLimits } from './rate-limit';

withTestPlatform();

const imageCode = (app: ReturnType<typeof t.makeApp>, ip: string) => app.request(`${API_BASE}/codes/images`, {}, { clientIp: ip });

describe('rate limits across nodes', () => {
  it('in the database, two apps share the 30 image codes a minute of one address', async () => {
    const nodeA = t.makeApp({ RATE_LIMIT_STORE: 'database' });
    const nodeB = t.makeApp({ RATE_LIMIT_STORE: 'database' });
    const ip = '198.51.100.31';
    for (let i = 0; i < 15; i++) {
      expect((await imageCode(nodeA, ip)).status).toBe(200);
      expect((await imageCode(nodeB, ip)).status).toBe(200);
    }
    const refusedA = await imageCode(nodeA, ip);
    expect(refusedA.status).toBe(429);
    expect(Number(refusedA.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await imageCode(nodeB, ip)).status).toBe(429);
    // another address is not held back
    expect((await imageCode(nodeB, '198.51.100.32')).status).toBe(200);
  });

  it('concurrent requests through both apps never let more than the limit through', async () => {
    const nodes = [t.makeApp({ RATE_LIMIT_STORE: 'database' }), t.makeApp({ RATE_LIMIT_STORE: 'database' })];
    const ip = '198.51.100.41';
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => imageCode(nodes[i % 2]!, ip)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(30);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
  });

  it('in memory, each app counts alone', async () => {
    const nodeA = t.makeApp({ RATE_LIMIT_STORE: 'memory' });
    const nodeB = t.makeApp({ RATE_LIMIT_STORE: 'memory' });
    const ip = '198.51.100.51';
    for (let i = 0; i < 30; i++) expect((await imageCode(nodeA, ip)).status).toBe(200);
    expect((await imageCode(nodeA, ip)).status).toBe(429);
    expect((await imageCode(nodeB, ip)).status).toBe(200);
  });

  it('prunes counters whose window ended more than an hour ago, and only those', async () => {
    const now = new Date();
    await t.db.insert(rateLimits).values([
      { key: 'test-old:1', points: 3, expire: new Date(now.getTime() - 2 * 3_600_000) },
      { key: 'test-recent:1', points: 3, expire: new Date(now.getTime() - 60_000) },
    ]);
    expect(await pruneRateLimits(t.db, now)).toBeGreaterThanOrEqual(1);
    const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('test-recent:1');
    expect(keys).not.toContain('test-old:1');
  });
});
