// Every workspace screen has its own error boundary: an error of one screen (a refusal, a missing
// record) then renders inside the shell, under the same header and menu, instead of replacing it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') && !entry.name.endsWith('.server.ts') ? [full] : [];
  });
}

describe('workspace route modules', () => {
  const files = routeFiles('app/routes/_app+').filter((f) => path.basename(f) !== '_layout.tsx');

  it('are found', () => {
    expect(files.length).toBeGreaterThan(90);
  });

  it('each export an ErrorBoundary', () => {
    const without = files.filter((f) => !/export (function ErrorBoundary|\{[^}]*\bErrorBoundary\b[^}]*\})/.test(readFileSync(f, 'utf8')));
    expect(without).toEqual([]);
  });
});
