// /redirect/:path (spec 2), a one-segment path; redirect.$.tsx serves deeper ones. Same-site only.
import { redirectRouteLoader } from '#app/utils/redirect-route.server';

export const loader = redirectRouteLoader;
