// Paths of the orders screens that other modules link or post to (client-safe: no server code).

/** The driver's home: his trips, the current one first (issue 43); the trip card's forms post here with `?id=`. */
export const DRIVER_HOME_PATH = '/user/dispatchOrderList';
