// What one vitest run shares between its test files (tests/setup/vitest-global.ts provides it):
// a scratch directory and an id, which name the run's seeded copy of the demo (test-db.ts).
// Kept apart from test-db.ts so the global setup loads neither vitest's test API nor the seed.

export type TestRun = { dir: string; id: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testRun: TestRun;
  }
}

/** The run's seeded template database on PostgreSQL (TEST_DATABASE_URL). */
export function templateName(runId: string): string {
  return `freight_seeded_${runId}`;
}

/** One statement on the server's own database (create and drop database cannot run elsewhere). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The connection URL of database `name` on the server of `serverUrl`. */
export function databaseOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
