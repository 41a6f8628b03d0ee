// Our modules on threads of their own (the embedded database's, the export's .xlsx writer): the
// bundled build/<name>.js in production, beside the bundle that starts it (scripts/build-server.mjs),
// the TypeScript source through tsx's loader, registered inside the thread, in development and tests.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the module `name` (without extension) found beside the caller's module (`callerUrl`, its
 * import.meta.url): `name`.js when the caller runs bundled, else `name`.ts.
 */
export function startModuleThread(callerUrl: string, name: string, options: WorkerOptions): Worker {
  const here = fileURLToPath(callerUrl);
  const bundled = path.join(path.dirname(here), `${name}.js`);
  if (here.endsWith('.js') && existsSync(bundled)) return new Worker(bundled, options);
  const source = pathToFileURL(path.join(path.dirname(here), `${name}.ts`)).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { ...options, eval: true });
}
