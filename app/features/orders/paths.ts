// Paths of the orders screens that other modules link or post to (client-safe: no server code).

/** The driver's home: his trips, the current one first (issue 43); the trip card's forms post here with `?id=`. */
export const DRIVER_HOME_PATH = '/user/dispatchOrderList';

/** Where the trip card sends the pound-slip photo ahead of its move (with JS: shrunk, with progress). */
export const SLIP_UPLOAD_PATH = '/resources/orders/slip-upload';
