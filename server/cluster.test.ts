import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { webConcurrency } from './cluster';

describe('WEB_CONCURRENCY', () => {
  const pg = { DATABASE_URL: 'postgres://app@db:5432/freight' };
  it('is one process when unset or 1', () => {
    expect(webConcurrency({})).toBe(1);
    expect(webConcurrency({ WEB_CONCURRENCY: '1' })).toBe(1);
  });
  it('runs several processes on PostgreSQL or a separate platform', () => {
    expect(webConcurrency({ ...pg, WEB_CONCURRENCY: '2' })).toBe(2);
    expect(webConcurrency({ PLATFORM_API_URL: 'http://platform:3001/api-platform/api', WEB_CONCURRENCY: '3' })).toBe(3);
    expect(webConcurrency({ ...pg, WEB_CONCURRENCY: 'auto' })).toBe(availableParallelism());
  });
  it('keeps the embedded PGlite to one process', () => {
    expect(() => webConcurrency({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY above 1 needs DATABASE_URL/);
    expect(webConcurrency({ WEB_CONCURRENCY: 'auto' })).toBe(1);
  });
  it('names the variable when the value is bad', () => {
    for (const bad of ['0', '-1', 'two', '1.5', '65']) expect(() => webConcurrency({ ...pg, WEB_CONCURRENCY: bad })).toThrow(/^WEB_CONCURRENCY must be/);
  });
});
