// /robots.txt — what crawlers may read (app/features/portal/search-engines.server.ts).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { robotsTxt } from '#app/features/portal/search-engines.server';

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
