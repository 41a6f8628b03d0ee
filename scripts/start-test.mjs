// The end-to-end server (`npm run start:test`): the built server in test mode (NODE_ENV=test: developer
// tools, cookies without `secure` over http, the demo seed) rendering with React's production build.
//
// React picks its build from NODE_ENV once, when each of its packages is first loaded (react/index.js,
// react-dom/server.node.js, ...). Loading them here under `production`, then the server under `test`,
// gives the server those same modules (Node loads a package's file once per process) in their
// production build, with no change to React or to how the app reads NODE_ENV. What this gives up and
// what it saves: decision 041, "Playwright". tests/unit/start-test.test.ts checks it.
const mode = process.env.NODE_ENV ?? 'test';
process.env.NODE_ENV = 'production';
await import('react');
await import('react/jsx-runtime');
await import('react-dom');
await import('react-dom/server');
process.env.NODE_ENV = mode;

if (process.argv.includes('--react-only')) {
  // For the test: import React as the server's bundle does, now under the test mode, and print the
  // React files loaded in this process, without starting the server.
  await import('react-dom/server');
  await import('react/jsx-runtime');
  const { createRequire } = await import('node:module');
  const cache = createRequire(import.meta.url).cache;
  const loaded = Object.keys(cache).filter((file) => cache[file]?.loaded && /\/node_modules\/(react|react-dom|scheduler)\/cjs\//.test(file));
  console.log(JSON.stringify({ nodeEnv: process.env.NODE_ENV, loaded }));
} else {
  await import('../build/server.js');
}
