// /redirect/:path (spec 2): reloads a page by sending the browser to '/<path>' with the same query.
// Only same-site paths: '/redirect//evil.example' and the like land on the home page.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { redirectRouteTarget } from '~/utils/redirect';

export function loader({ request }: LoaderFunctionArgs) {
  return redirect(redirectRouteTarget(request.url), { headers: { 'Cache-Control': 'no-store' } });
}
