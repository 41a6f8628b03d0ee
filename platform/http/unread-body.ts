// Keeps kept-alive connections clean: an answer sent before its request body was read to the end closes the connection.
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A response can go out before the request's body was read: a refused oversized body (413), a
 * 404, a check that fails before the body is parsed. The unread rest of the body is still on the
 * socket; @hono/node-server drains it for a moment and then drops the socket, and a client (or a
 * reverse proxy reusing upstream connections for other users) that already sent its next request
 * on it sees the connection reset. Saying `Connection: close` in such an answer makes the client
 * open a fresh connection instead.
 */
export function closeWhenBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  // `complete` alone is not enough: a bodiless request answered synchronously is not "complete" yet.
  const length = req.headers['content-length'];
  const hasBody = req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
  if (!hasBody) return;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    if (!req.complete && !this.headersSent) this.setHeader('Connection', 'close');
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

/** A Node request listener with the guard above. */
export function withUnreadBodyGuard(listener: (req: IncomingMessage, res: ServerResponse) => unknown) {
  return (req: IncomingMessage, res: ServerResponse) => {
    closeWhenBodyUnread(req, res);
    return listener(req, res);
  };
}
