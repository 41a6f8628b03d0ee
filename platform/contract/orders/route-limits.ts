// How many stops a carrier's route may have, without zod: the route form shows its "add a stop"
// button by it and loads the schemas (orders/multi.ts, which re-exports it) only to validate.
export const MAX_ROUTE_STOPS = 10;
