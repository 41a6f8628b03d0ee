import { flatRoutes } from 'remix-flat-routes';

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Routes come from area folders (`_app+/logistics+/vehicle.tsx`), see DESIGN.md.
  ignoredRouteFiles: ['**/*'],
  routes: async (defineRoutes) =>
    flatRoutes('routes', defineRoutes, {
      ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}', '**/*.server.{ts,tsx}'],
    }),
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  // Mantine is bundled so the per-component imports (@mantine-part/*, see app/ui/mantine-parts.d.ts)
  // and any package importing the '@mantine/core' barrel share one copy of each module (one theme context).
  serverDependenciesToBundle: [/^remix-utils.*/, /^@mantine\//, /^@mantine-part\//],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
