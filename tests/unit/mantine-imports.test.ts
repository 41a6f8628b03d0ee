// Keeps page weight honest: value imports from the '@mantine/core' barrel put every Mantine module any
// route uses into one chunk that every page downloads (see app/ui/mantine-parts.d.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

describe('Mantine imports', () => {
  it('app code imports components per module, never values from the barrel', () => {
    const importsValue = (source: string) =>
      [...source.matchAll(/^import \{([^}]*)\} from '@mantine\/(?:core|dates)'/gm)].some(([, names]) =>
        names.split(',').some((name) => name.trim() !== '' && !name.trim().startsWith('type ')),
      );
    // A `.lazy.tsx` module is its own chunk, fetched after hydration by the screens that use it (the
    // date pickers): it never weighs on a route's first load, and @mantine/dates imports the core
    // barrel itself, so per-module paths would gain nothing there.
    const lazyChunk = (file: string) => file.endsWith('.lazy.tsx');
    const offenders = sourceFiles(path.join(root, 'app')).filter((file) => !lazyChunk(file) && importsValue(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });

  it('every @mantine-part path names an existing module and a declared type', () => {
    const { paths } = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')).compilerOptions as {
      paths: Record<string, string[]>;
    };
    const declarations = readFileSync(path.join(root, 'app/ui/mantine-parts.d.ts'), 'utf8');
    const parts = Object.entries(paths).filter(([name]) => name.startsWith('@mantine-part/'));
    expect(parts.length).toBeGreaterThan(0);
    for (const [name, [target]] of parts) {
      expect(existsSync(path.join(root, target)), target).toBe(true);
      expect(declarations).toContain(`declare module '${name}'`);
    }
  });

  it('only the screens that render a Mantine component carry its theme provider, never the root', () => {
    // Mantine's components throw without a provider; the root's put the theme code on every page.
    const rendersMantine = /from '@mantine-part\/(?!context'|theme-provider'|html-props'|create-theme'|provider')[\w-]+'/;
    const unscoped = sourceFiles(path.join(root, 'app'))
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter((file) => {
        const source = readFileSync(file, 'utf8');
        return rendersMantine.test(source) && !source.includes('<MantineScope>');
      });
    expect(unscoped.map((f) => path.relative(root, f))).toEqual([]);
    expect(readFileSync(path.join(root, 'app/root.tsx'), 'utf8')).not.toMatch(/MantineScope|mantine-provider|MantineProvider/);
  });
});
