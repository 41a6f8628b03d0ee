// The route form's schemas, loaded after hydration (route-form.tsx): saving checks the route,
// a shaping post (add, remove, refresh a stop) goes to the server as it is.
import { z } from 'zod';

export { routeInput } from '#contract/orders/multi';
export const anything = z.any();
