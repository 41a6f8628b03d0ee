// A test client that sends its requests one after another on one kept-alive connection, as a reverse proxy reusing upstream connections does.
import http from 'node:http';

export type KeptAliveAnswer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** true when the request went out on the connection an earlier request used */
  reused: boolean;
};

export function keepAliveClient(origin: string) {
  // One socket at most: every request waits for the previous one and then reuses its connection when the server kept it open.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(origin);

  function send(path: string, init: { method?: string; body?: string | Buffer; headers?: Record<string, string> } = {}): Promise<KeptAliveAnswer> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = { ...init.headers };
      if (init.body !== undefined) headers['content-length'] = Buffer.byteLength(init.body);
      const req = http.request({ host: url.hostname, port: url.port, path, method: init.method ?? 'GET', agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), reused: req.reusedSocket }),
        );
        res.on('error', reject);
      });
      // A reset socket (UND_ERR_SOCKET, ECONNRESET) rejects: that is the failure these tests look for.
      req.on('error', (error) => reject(Object.assign(error, { message: `${init.method ?? 'GET'} ${path}: ${error.message}` })));
      req.end(init.body);
    });
  }

  return { send, close: () => agent.destroy() };
}
