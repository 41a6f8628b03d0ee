// The route tables are the one source of both sides: every endpoint they list is served with
// its method and path, and none of them declares an untyped answer.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API } from './contract/api';
import type { Endpoint } from './contract/endpoints';
import { API_BASE, createPlatformApp } from './app';
import { parsePlatformEnv } from './config';
import type { Db } from './db/client';
import { createLogger } from './log';

const endpoints = Object.entries(API).flatMap(([area, table]) =>
  Object.entries(table as Record<string, Endpoint>).map(([name, endpoint]) => ({ id: `${area}.${name}`, endpoint })),
);

/** An answer that says nothing of its shape: z.any(), z.unknown(), or a record of those. */
function untyped(schema: z.ZodTypeAny): boolean {
  if (schema instanceof z.ZodAny || schema instanceof z.ZodUnknown) return true;
  if (schema instanceof z.ZodRecord) return untyped(schema.valueSchema);
  if (schema instanceof z.ZodArray) return untyped(schema.element);
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) return untyped(schema.unwrap());
  return false;
}

describe('route tables', () => {
  // Building the routes touches no data: the document is the same whatever the database holds.
  const app = createPlatformApp({ db: {} as Db, log: createLogger('silent'), env: parsePlatformEnv({ NODE_ENV: 'test' }) });

  it('serves every endpoint of every table at its method and path', () => {
    const document = app.getOpenAPIDocument({ openapi: '3.0.0', info: { title: 'test', version: '0' } }) as unknown as {
      paths: Record<string, Record<string, unknown>>;
    };
    const missing = endpoints.filter(({ endpoint }) => !document.paths[`${API_BASE}${endpoint.path}`]?.[endpoint.method]).map(({ id }) => id);
    expect(endpoints.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('declares what each endpoint answers', () => {
    expect(endpoints.filter(({ endpoint }) => untyped(endpoint.response)).map(({ id }) => id)).toEqual([]);
  });

  it('names each endpoint once: one method and path per table entry', () => {
    const keys = endpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
