// The bench's floor (tests/perf/bench.mjs "cost per request"): a bare Remix app, built with the
// root's installed @remix-run/dev and run with the root's react, express and compression, with the
// same server module format and the same future flags as the app.
import app from '../../../remix.config.js';

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: app.serverModuleFormat,
  serverPlatform: app.serverPlatform,
  future: app.future,
};
