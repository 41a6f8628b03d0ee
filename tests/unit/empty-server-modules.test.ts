// The patched @remix-run/dev (patches/, see patches/README.md): in the browser build a `.server`
// module is an empty module without side effects, so an import used only by a loader is dropped
// with the loader instead of becoming a chunk of its own on every route that has one.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as Esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { emptyModulesPlugin } = require('@remix-run/dev/dist/compiler/plugins/emptyModules.js') as {
  emptyModulesPlugin: (ctx: { config: { appDirectory: string } }, filter: RegExp) => unknown;
};
// The esbuild that Remix's compiler runs (its own pinned copy), so the plugin meets the same API.
const esbuild = createRequire(require.resolve('@remix-run/dev/package.json'))('esbuild') as typeof Esbuild;

function appWith(files: Record<string, string>) {
  const appDirectory = path.join(mkdtempSync(path.join(tmpdir(), 'empty-modules-')), 'app');
  mkdirSync(appDirectory, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(appDirectory, name), text);
  return appDirectory;
}

async function browserBuild(appDirectory: string, entries: string[]) {
  const result = await esbuild.build({
    entryPoints: entries.map((entry) => path.join(appDirectory, entry)),
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    outdir: path.join(appDirectory, 'out'),
    plugins: [emptyModulesPlugin({ config: { appDirectory } }, /\.server(\.[jt]sx?)?$/) as Esbuild.Plugin],
  });
  return result.outputFiles.map((file) => ({ name: path.basename(file.path), text: file.text }));
}

describe('server-only modules in the browser build', () => {
  it('leave no chunk and no require behind when only the (removed) loader used them', async () => {
    const appDirectory = appWith({
      'auth.server.ts': 'export const requireUser = () => "secret";',
      // Two routes whose loaders use it, and Remix's browser entries that take only their components.
      'a.tsx': 'import { requireUser } from "./auth.server"; export const loader = () => requireUser(); export default function A() { return "a"; }',
      'b.tsx': 'import { requireUser } from "./auth.server"; export const loader = () => requireUser(); export default function B() { return "b"; }',
      'a.browser.ts': 'export { default } from "./a";',
      'b.browser.ts': 'export { default } from "./b";',
    });
    const outputs = await browserBuild(appDirectory, ['a.browser.ts', 'b.browser.ts']);
    expect(outputs.map((o) => o.name).sort()).toEqual(['a.browser.js', 'b.browser.js']);
    for (const output of outputs) {
      expect(output.text).not.toContain('module.exports');
      expect(output.text).not.toContain('secret');
    }
  });

  it('still stand in as an empty object for a binding the browser code does use', async () => {
    const appDirectory = appWith({
      'env.server.ts': 'export const secret = "never in the browser";',
      'a.tsx': 'import * as env from "./env.server"; export default function A() { return typeof env; }',
    });
    const [output] = await browserBuild(appDirectory, ['a.tsx']);
    expect(output!.text).toContain('module.exports = {}');
    expect(output!.text).not.toContain('never in the browser');
  });
});
