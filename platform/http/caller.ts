// Who is calling: the address the rate limits and the login logs key on (issue 41 item 2).
//
// The server that accepted the connection knows it and hands it to the platform with the request
// (`platform.fetch(request, { clientIp })`, Hono's env), never in a header: a header is what every
// caller can write. Embedded, server.ts passes Express's req.ip (the socket's address, or
// X-Forwarded-For behind the proxies TRUST_PROXY names); the standalone platform
// (`npm run start:platform`) does the same for its own socket with its own TRUST_PROXY.
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import proxyaddr from 'proxy-addr';

export type Caller = {
  clientIp?: string;
  /** the accepting server's id of this request, so the platform's log lines carry the same one */
  requestId?: string;
};

/** The accepting server's request id, else a new one. */
export function requestIdOf(c: Context): string {
  return (c.env as Caller | undefined)?.requestId ?? crypto.randomUUID();
}

/** The caller's address, or null for an in-process call that came from no network caller. */
export function callerAddress(c: Context): string | null {
  const address = (c.env as Caller | undefined)?.clientIp;
  return address ? address.slice(0, 64) : null;
}

/** The rate limits' key: the caller's address; in-process calls without one share 'local'. */
export function clientIp(c: Context): string {
  return callerAddress(c) ?? 'local';
}

/**
 * TRUST_PROXY as Express reads `trust proxy`: a hop count ('1': the nearest peer is the balancer),
 * 'true' (every peer), or a comma-separated list of addresses, CIDR ranges and proxy-addr's names
 * (loopback, linklocal, uniquelocal). Express given the text '1' would read it as the address
 * 0.0.0.1 and trust no balancer at all.
 */
export function trustProxySetting(text: string | undefined): number | boolean | string[] {
  const value = (text ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The address of a caller connected to this process: the socket's, or, when the socket's peer is
 * trusted by `trustProxy` (TRUST_PROXY, see trustProxySetting), the nearest untrusted entry of
 * X-Forwarded-For — as Express computes req.ip.
 */
export function socketCaller(trustProxy: string | undefined): (incoming: IncomingMessage) => Caller {
  const setting = trustProxySetting(trustProxy);
  const trust =
    typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : typeof setting === 'boolean' ? () => setting : proxyaddr.compile(setting);
  return (incoming) => ({ clientIp: proxyaddr(incoming, trust) });
}
