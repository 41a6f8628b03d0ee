// The browser build replaces every `*.server` module with an empty one. A value imported from such a
// module is fine inside a route's loader or action (removed from the browser build) but undefined
// anywhere the browser runs: the module then throws while loading and Remix reloads the page, which
// swallows flash messages and breaks every client-side navigation to that screen. Server-side
// rendering hides the fault, so only a client navigation shows it; this check finds it statically.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SERVER_ONLY_EXPORTS = new Set(['loader', 'action', 'headers']);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.server\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const isFunctionLike = (node: ts.Expression | undefined) => !!node && (ts.isArrowFunction(node) || ts.isFunctionExpression(node));

/** Values imported from `*.server` modules that the browser build of a file still reaches. */
function serverValuesReachedByBrowser(source: ts.SourceFile, checker: ts.TypeChecker): string[] {
  const serverImports = new Set<ts.Symbol>();
  // Top-level functions stay in the build only when something kept calls them; all else stays.
  const lazy = new Map<ts.Symbol, ts.Node>();
  const kept: ts.Node[] = [];
  const declare = (name: ts.Identifier, node: ts.Node, exported: boolean) => {
    const symbol = checker.getSymbolAtLocation(name);
    if (exported && SERVER_ONLY_EXPORTS.has(name.text)) return;
    if (!exported && symbol) lazy.set(symbol, node);
    else kept.push(node);
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!/\.server$/.test((statement.moduleSpecifier as ts.StringLiteral).text) || !clause || clause.isTypeOnly) continue;
      const names = [
        clause.name,
        ...(clause.namedBindings && ts.isNamedImports(clause.namedBindings)
          ? clause.namedBindings.elements.filter((e) => !e.isTypeOnly).map((e) => e.name)
          : []),
        clause.namedBindings && ts.isNamespaceImport(clause.namedBindings) ? clause.namedBindings.name : undefined,
      ];
      for (const name of names) {
        const symbol = name && checker.getSymbolAtLocation(name);
        if (symbol) serverImports.add(symbol);
      }
    } else if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) {
      continue;
    } else if (ts.isFunctionDeclaration(statement) && statement.name) {
      declare(statement.name, statement, isExported(statement));
    } else if (ts.isVariableStatement(statement)) {
      for (const decl of statement.declarationList.declarations) {
        if (ts.isIdentifier(decl.name) && (isExported(statement) ? SERVER_ONLY_EXPORTS.has(decl.name.text) : isFunctionLike(decl.initializer)))
          declare(decl.name, decl, isExported(statement));
        else kept.push(decl);
      }
    } else {
      kept.push(statement);
    }
  }
  const reached = new Set<string>();
  const visited = new Set<ts.Node>(kept);
  const queue = [...kept];
  const walk = (node: ts.Node) => {
    if (ts.isTypeNode(node)) return; // erased in the build
    if (ts.isIdentifier(node)) {
      const symbol = checker.getSymbolAtLocation(node);
      if (symbol && serverImports.has(symbol)) reached.add(node.text);
      const fn = symbol && lazy.get(symbol);
      if (fn && !visited.has(fn)) {
        visited.add(fn);
        queue.push(fn);
      }
    }
    node.forEachChild(walk);
  };
  while (queue.length) walk(queue.pop()!);
  return [...reached].sort();
}

function offences(files: Record<string, string>): string[] {
  const host = ts.createCompilerHost({});
  const options: ts.CompilerOptions = { noResolve: true, noLib: true, jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.Latest };
  const sources = new Map(Object.entries(files).map(([name, text]) => [name, ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true)]));
  const program = ts.createProgram([...sources.keys()], options, {
    ...host,
    getSourceFile: (name) => sources.get(name),
    readFile: (name) => files[name],
    fileExists: (name) => name in files,
  });
  const checker = program.getTypeChecker();
  return [...sources.values()].flatMap((source) => {
    const values = serverValuesReachedByBrowser(source, checker);
    return values.length ? [`${source.fileName}: ${values.join(', ')}`] : [];
  });
}

describe('server-only imports', () => {
  it('no module the browser loads uses a value from a *.server module outside loader/action', () => {
    expect(offences(Object.fromEntries(sourceFiles('app').map((file) => [file, readFileSync(file, 'utf8')])))).toEqual([]);
  });

  it('finds a server value used by the component and ignores one used only by the loader', () => {
    const route = [
      "import { listData, STATUSES } from './list.server';",
      "import { helper } from './helper.server';",
      'export const loader = () => listData(helper());',
      'const OPTIONS = STATUSES.filter(Boolean);',
      'function onlyForLoader() { return helper(); }',
      'function Shadowed({ helper }: { helper: number }) { return helper; }',
      'export default function Screen() { return [OPTIONS, Shadowed({ helper: 1 })]; }',
    ].join('\n');
    expect(offences({ 'screen.tsx': route })).toEqual(['screen.tsx: STATUSES']);
  });
});
