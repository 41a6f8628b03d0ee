// The loader of /redirect/:path (spec 2): sends the browser to the same-site path after
// '/redirect' with the same query. Served by two route files: redirect.$path.tsx (one segment)
// and redirect.$.tsx (deeper paths).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { redirectRouteTarget } from './redirect';

export function redirectRouteLoader({ request }: LoaderFunctionArgs) {
  return redirect(redirectRouteTarget(request.url), { headers: { 'Cache-Control': 'no-store' } });
}
