// /redirect/:path (spec 2) when the path has several segments ('/redirect/user/myOrder');
// redirect.$path.tsx serves one segment. '/redirect//evil.example' and the like land on the home page.
import { redirectRouteLoader } from '#app/utils/redirect-route.server';

export const loader = redirectRouteLoader;
