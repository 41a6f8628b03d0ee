// The patched @remix-run/server-runtime (patches/, see patches/README.md): a build's route modules
// object is made once, so RemixServer's per-build server routes (the @remix-run/react patch, keyed
// on it) are reused instead of rebuilt for every document request.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

type BuildRoutes = Record<string, { module: Record<string, unknown> }>;
// The CommonJS build is the one Node loads on the server (and the one the patch changes).
const { createEntryRouteModules } = createRequire(import.meta.url)('@remix-run/server-runtime/dist/entry.js') as {
  createEntryRouteModules: (routes: BuildRoutes) => Record<string, Record<string, unknown>>;
};

describe('route modules of a build', () => {
  it('are one object for every request of the same build, and their own for another build', () => {
    const rootModule = { default: () => null };
    const listModule = { loader: () => null };
    const build: BuildRoutes = { root: { module: rootModule }, 'routes/list': { module: listModule } };
    const first = createEntryRouteModules(build);
    expect(first).toEqual({ root: rootModule, 'routes/list': listModule });
    expect(createEntryRouteModules(build)).toBe(first);
    const rebuilt: BuildRoutes = { root: { module: { default: () => null } } };
    expect(createEntryRouteModules(rebuilt)).not.toBe(first);
    expect(Object.keys(createEntryRouteModules(rebuilt))).toEqual(['root']);
  });
});
