import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No circle of folders: the features of the web app, the server's modules and its other folders import one
 * another one way only. import/no-cycle sees cycles of files, and zones see single imports; a circle of
 * folders can pass both (features A and B each using the other's index.ts), so it is checked here, over every
 * import a source file makes (type-only and import() too; tests may reach wider).
 */

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const compilerOptions = ts.parseJsonConfigFileContent(ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, root).options;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

function readTextIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The folder a file belongs to, as a unit of the structure: a feature, a module, a top folder of a side. The
 * tables.ts of every owner together are the schema, one layer under all the modules: a foreign key may point
 * from one owner's table to another's either way, and who may read whose tables is the zones' business.
 */
function unitOf(file: string): string | undefined {
  if (/^server\/(.+\/)?tables\.ts$/.test(file)) return 'server tables';
  return /^(server\/modules\/[^/]+|web\/features\/[^/]+|server\/[^/]+(?=\/)|web\/[^/]+(?=\/)|contracts)/.exec(file)?.[1];
}

function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of ['contracts', 'server', 'web'].flatMap(sourceFiles)) {
    const from = unitOf(file);
    if (!from) continue;
    // The lint tests write probe files and remove them while this test reads the tree: one gone is skipped.
    const text = readTextIfPresent(path.join(root, file));
    if (text === undefined) continue;
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      const resolved = ts.resolveModuleName(fileName, path.join(root, file), compilerOptions, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const to = unitOf(path.relative(root, resolved.resolvedFileName));
      if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one folder: each is a circle. */
function circles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit) ?? 0);
    stack.push(unit);
    for (const next of graph.get(unit) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) low.set(unit, Math.min(low.get(unit) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(unit) !== index.get(unit)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = member === unit ? undefined : stack.pop()) component.push(member);
    if (component.length > 1) found.push(component.sort());
  };
  for (const unit of graph.keys()) if (!index.has(unit)) visit(unit);
  return found;
}

describe('folders', () => {
  it('import one another one way only: no circle among features, modules or the other folders', () => {
    expect(circles(folderGraph())).toEqual([]);
  });

  it('are seen in a circle when there is one', () => {
    expect(
      circles(
        new Map([
          ['web/features/a', new Set(['web/features/b'])],
          ['web/features/b', new Set(['web/features/a'])],
        ]),
      ),
    ).toEqual([['web/features/a', 'web/features/b']]);
  });
});
