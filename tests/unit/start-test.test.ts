// scripts/start-test.mjs (npm run start:test, the end-to-end server) must give the server React's
// production build while the process stays in test mode (decision 041): the development build rendered
// each page 1.4–1.9× dearer in server CPU. If the preload went, or ran after React was first loaded,
// the development files would be the ones loaded here.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('the end-to-end server launcher', () => {
  it('loads only the production build of react, react-dom and react-dom/server, and leaves NODE_ENV=test', () => {
    const out = execFileSync(process.execPath, ['scripts/start-test.mjs', '--react-only'], { env: { ...process.env, NODE_ENV: 'test' }, encoding: 'utf8' });
    const { nodeEnv, loaded } = JSON.parse(out) as { nodeEnv: string; loaded: string[] };
    expect(nodeEnv).toBe('test');
    const names = loaded.map((file) => file.replace(/.*\/node_modules\//, ''));
    expect(names.filter((name) => name.includes('development'))).toEqual([]);
    expect(names).toEqual(
      expect.arrayContaining([
        'react/cjs/react.production.min.js',
        'react/cjs/react-jsx-runtime.production.min.js',
        'react-dom/cjs/react-dom.production.min.js',
        'react-dom/cjs/react-dom-server-legacy.node.production.min.js',
      ]),
    );
  });
});
