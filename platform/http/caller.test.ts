// The standalone platform's view of its caller (issue 41 item 2): the socket's address, and
// X-Forwarded-For only from the proxies TRUST_PROXY names.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { socketCaller, trustProxySetting } from './caller';

const from = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    connection: { remoteAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe('socketCaller', () => {
  it('takes the socket address and ignores X-Forwarded-For without TRUST_PROXY', () => {
    const callerOf = socketCaller(undefined);
    expect(callerOf(from('198.51.100.7', '10.1.2.3'))).toEqual({ clientIp: '198.51.100.7' });
  });

  it('believes X-Forwarded-For from a trusted proxy only, and only as far as the first untrusted hop', () => {
    const callerOf = socketCaller('loopback, 10.0.0.0/8');
    expect(callerOf(from('127.0.0.1', '203.0.113.9'))).toEqual({ clientIp: '203.0.113.9' });
    // the client forged the left entry; the app node (10.0.0.5) appended the address it saw
    expect(callerOf(from('127.0.0.1', '1.2.3.4, 203.0.113.9, 10.0.0.5'))).toEqual({ clientIp: '203.0.113.9' });
    // a caller that is not a trusted proxy cannot say who it is
    expect(callerOf(from('198.51.100.7', '203.0.113.9'))).toEqual({ clientIp: '198.51.100.7' });
  });
});

describe('TRUST_PROXY', () => {
  it('reads a hop count as a count, not as the address 0.0.0.1', () => {
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
    // one balancer in front: its peer is trusted, and the address it appended is the caller
    expect(socketCaller('1')(from('10.0.0.2', '1.2.3.4, 203.0.113.9'))).toEqual({ clientIp: '203.0.113.9' });
  });

  it('refuses an entry that is no address, range or name at start', () => {
    expect(() => socketCaller('balancer.internal')).toThrow();
  });
});
