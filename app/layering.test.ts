// No import circle in app/ (decision 017). ESLint holds each folder to the layers it may import
// (eslint.config.js); a circle can still form inside a layer or an area, and a circle is what makes
// a module see another half-loaded, and what made the chunk barrels of issue 15 work by accident.
// Every import counts here: type-only imports, re-exports and lazy `import()` too.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const APP = path.resolve(import.meta.dirname);
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The app file an import names, or null for a package, the contract or anything outside app/. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('#app/')) base = path.join(APP, specifier.slice('#app/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (!base.startsWith(APP)) return null;
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(APP, from)}: cannot resolve '${specifier}'`);
}

/** Every app file with the app files it imports (static, type-only, re-exported or lazy). */
function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.map((ref) => resolveImport(file, ref.fileName)).filter((target): target is string => target !== null);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The circles of a graph: each strongly connected group of two or more nodes (or a node that imports itself), as one path around it. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1 || graph.get(node)!.includes(node)) groups.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  // One path around each group, from its first member back to it, for the message.
  return groups.map((group) => {
    const members = new Set(group);
    const start = group[group.length - 1];
    const previous = new Map<string, string>();
    const queue = [start];
    for (let at = 0; at < queue.length; at += 1) {
      for (const target of graph.get(queue[at]) ?? []) {
        if (!members.has(target)) continue;
        if (target === start) {
          const path = [queue[at]];
          while (path[0] !== start) path.unshift(previous.get(path[0])!);
          return [...path, start];
        }
        if (!previous.has(target)) {
          previous.set(target, queue[at]);
          queue.push(target);
        }
      }
    }
    return group;
  });
}

describe('import circles in app/', () => {
  it('finds a circle where there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'd']],
      ['c', ['a']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(circles(graph)).toEqual([
      ['a', 'b', 'c', 'a'],
      ['e', 'e'],
    ]);
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads the imports of app/', () => {
    const graph = importGraph(sourceFiles(APP));
    expect(graph.size).toBeGreaterThan(300);
    // a static import, a lazy one and a type-only one
    expect(graph.get(path.join(APP, 'root.tsx'))).toContain(path.join(APP, 'components/page-base.ts'));
    expect(graph.get(path.join(APP, 'features/account/account-dialog.tsx'))).toContain(path.join(APP, 'features/account/account-dialog-modal.tsx'));
    expect(graph.get(path.join(APP, 'features/account/account-dialog-modal.tsx'))).toContain(path.join(APP, 'features/account/safeset.server.ts'));
  });

  it('has none', () => {
    const found = circles(importGraph(sourceFiles(APP))).map((circle) => circle.map((file) => path.relative(APP, file)).join(' → '));
    expect(found).toEqual([]);
  });
});
