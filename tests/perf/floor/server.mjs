// The floor's server: Express with compression in front of Remix's Express adapter, listening on
// PORT at HOST like the app's server.ts, started by the bench with the start script's node flags.
import http from 'node:http';
import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';

const build = await import(new URL('./build/index.js', import.meta.url).href);
const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use('/build', express.static(new URL('./public/build', import.meta.url).pathname, { immutable: true, maxAge: '1y' }));
app.all('*', createRequestHandler({ build, mode: 'production' }));
const server = http.createServer(app);
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
