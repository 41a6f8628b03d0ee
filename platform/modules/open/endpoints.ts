// The open subset of the route tables (issue 51): the entries marked `open: true`, as the gateway
// finds them by method and path and as the key screen offers their permission strings as scopes.
import { API } from '../../contract/api';
import type { Endpoint } from '../../contract/endpoints';

export type OpenEndpoint = { id: string; endpoint: Endpoint; method: string; pattern: RegExp };

let cached: OpenEndpoint[] | undefined;

/** Every open endpoint, static paths before patterned ones (as Hono would route them). */
export function openEndpoints(): OpenEndpoint[] {
  cached ??= Object.entries(API)
    .flatMap(([area, table]) =>
      Object.entries(table as Record<string, Endpoint>)
        .filter(([, e]) => e.open)
        .map(([name, e]) => ({
          id: `${area}.${name}`,
          endpoint: e,
          method: e.method.toUpperCase(),
          pattern: new RegExp(`^${e.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
        })),
    )
    .sort((a, b) => Number(a.endpoint.path.includes('{')) - Number(b.endpoint.path.includes('{')));
  return cached;
}

/** The open endpoint a request names (path without /open/v1), if any. */
export function openEndpointAt(method: string, path: string): OpenEndpoint | undefined {
  return openEndpoints().find((e) => e.method === method && e.pattern.test(path));
}

/** The scopes a key may carry: each open endpoint's permission string, once. */
export function openScopes(): { permission: string; summary: string; method: string; path: string }[] {
  const seen = new Map<string, { permission: string; summary: string; method: string; path: string }>();
  for (const { endpoint } of openEndpoints()) {
    if (endpoint.permission === 'public' || endpoint.permission === 'signed-in') continue;
    if (!seen.has(endpoint.permission)) {
      seen.set(endpoint.permission, {
        permission: endpoint.permission,
        summary: endpoint.summary,
        method: endpoint.method.toUpperCase(),
        path: `/open/v1${endpoint.path}`,
      });
    }
  }
  return [...seen.values()];
}
