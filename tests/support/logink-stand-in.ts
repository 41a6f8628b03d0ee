// A local stand-in for the two Logink endpoints the waybill report calls (an external system, so
// tests talk to this instead): GET /authapi/rest/auth/apply (the token) and POST /send (SOAP send).
// It answers like the real service: { resultCode: '100000', token } and a SendResult, or a
// GenericFault when `mode` is 'error', or never (until the caller gives up) when 'timeout'.
// Platform tests start it in-process; the e2e run starts it as a Playwright webServer:
//   npx tsx tests/support/logink-stand-in.ts   (port from LOGINK_STAND_IN_PORT)
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export type StandInMode = 'ok' | 'error' | 'timeout';
export type Received = { user: string | null; password: string | null; actionType: string | null; xml: string };

export type LoginkStandIn = { url: string; mode: StandInMode; received: Received[]; tokens: number; close(): Promise<void> };

const tag = (xml: string, name: string) => new RegExp(`<(?:\\w+:)?${name}>([\\s\\S]*?)</(?:\\w+:)?${name}>`).exec(xml)?.[1] ?? null;

export async function startLoginkStandIn(port = 0): Promise<LoginkStandIn> {
  const state: LoginkStandIn = { url: '', mode: 'ok', received: [], tokens: 0, close: async () => {} };
  const pending = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'GET' && url.pathname === '/authapi/rest/auth/apply') {
      state.tokens += 1;
      const okUser = Boolean(url.searchParams.get('userid') && url.searchParams.get('password'));
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(okUser ? { resultCode: '100000', token: `stand-in-token-${state.tokens}` } : { resultCode: '100001', resultMsg: '用户名或密码错误' }),
      );
      return;
    }
    if (req.method === 'GET' && url.pathname === '/healthz') {
      res.end('ok');
      return;
    }
    if (req.method === 'POST' && url.pathname === '/send') {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const data = tag(body, 'Base64EncodedData');
        state.received.push({
          user: tag(body, 'Username'),
          password: tag(body, 'Password'),
          actionType: tag(body, 'ActionType'),
          xml: data ? Buffer.from(data, 'base64').toString('utf8') : '',
        });
        if (state.mode === 'timeout') {
          pending.add(res); // never answered; closed with the server
          return;
        }
        res.setHeader('content-type', 'text/xml; charset=utf-8');
        const result =
          state.mode === 'ok'
            ? '<SendResult>true</SendResult>'
            : '<SendResult>false</SendResult><GenericFault><Code>RBE003</Code><ErrorMessage>道路运输证过期</ErrorMessage></GenericFault>';
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><SendResponse>${result}</SendResponse></soap:Body></soap:Envelope>`,
        );
      });
      return;
    }
    res.statusCode = 404;
    res.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const res of pending) res.destroy();
      server.close(() => resolve());
    });
  return state;
}

// Run directly (the e2e webServer): listen on LOGINK_STAND_IN_PORT until killed.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const port = Number(process.env.LOGINK_STAND_IN_PORT ?? 0);
  startLoginkStandIn(port).then((s) => console.log(`logink stand-in on ${s.url}`));
}
