import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Page life's rule "zod only on first use", checked: no page that every visitor may open (audience
 * 'everyone' in contracts/pages.ts), nor the app shell around it, may import zod or a zod-built check
 * through its static imports. Dynamic imports are the way out (a form's check fetched on first use), so they
 * are not followed. Runs on web/app/routes.tsx, where each page's module is named.
 */

const zodModules = /^(zod|@hookform\/resolvers)(\/|$)/;
const staticImport = /^\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

/** Whether an import statement brings values, not only types. */
function bringsValues(typeKeyword, clause) {
  if (typeKeyword) return false;
  const named = /\{([^}]*)\}/.exec(clause);
  const defaultOrNamespace = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, '')
    .trim();
  if (defaultOrNamespace) return true;
  if (!named) return true;
  const specifiers = named[1]
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return specifiers.length === 0 || specifiers.some((specifier) => !specifier.startsWith('type '));
}

function resolveModule(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The first chain of static imports from `start` that reaches zod, or undefined. */
function chainToZod(start) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const chain = queue.shift();
    const file = chain.at(-1);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(staticImport)) {
      const specifier = match[3] ?? match[4];
      if (match[3] && !bringsValues(match[1], match[2])) continue;
      if (zodModules.test(specifier)) return [...chain, specifier];
      if (!specifier.startsWith('.')) continue;
      const next = resolveModule(file, specifier);
      if (!next || seen.has(next)) continue;
      seen.add(next);
      queue.push([...chain, next]);
    }
  }
  return undefined;
}

/** The keys of contracts/pages.ts whose audience is 'everyone'. */
function publicPageKeys(pagesFile) {
  const text = readFileSync(pagesFile, 'utf8');
  const keys = new Set();
  let current;
  for (const line of text.split('\n')) {
    const key = /^ {2}([A-Za-z]+): \{/.exec(line);
    if (key) current = key[1];
    if (current && line.includes("audience: 'everyone'")) keys.add(current);
  }
  return keys;
}

const shortName = (file, root) => (file.startsWith(root) ? path.relative(root, file) : file);

export default {
  meta: {
    type: 'problem',
    docs: { description: "A public page's chunk must not import zod: its checks load on first use (web/page-life/README.md)." },
    schema: [],
  },
  create(context) {
    const routesFile = context.filename;
    const root = path.resolve(path.dirname(routesFile), '..', '..');
    const publicKeys = publicPageKeys(path.join(root, 'contracts', 'pages.ts'));
    const report = (node, what, chain) => context.report({ node, message: `${what} would load zod with the page: ${chain.map((step) => shortName(step, root)).join(' -> ')}` });
    const importedFrom = new Map();
    const checked = new Set();
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        for (const specifier of node.specifiers) importedFrom.set(specifier.local.name, node.source.value);
      },
      'Program:exit'(program) {
        const shell = chainToZod(routesFile);
        if (shell) report(program, 'The app shell', shell);
        // A renamed table or a reshaped pages.ts must not leave the rule checking nothing.
        if (publicKeys.size === 0) context.report({ node: program, message: 'No public page found in contracts/pages.ts: this rule can no longer read it.' });
        for (const key of publicKeys) {
          if (!checked.has(key)) context.report({ node: program, message: `The public page '${key}' is not in pageComponents, where this rule looks for its module.` });
        }
      },
      'VariableDeclarator[id.name="pageComponents"] > ObjectExpression > Property'(property) {
        const key = property.key.name ?? property.key.value;
        if (!publicKeys.has(key)) return;
        checked.add(key);
        const source = context.sourceCode.getText(property.value);
        const lazy = /import\(\s*['"]([^'"]+)['"]\s*\)/.exec(source)?.[1];
        const eager = /Component:\s*([A-Za-z]+)/.exec(source)?.[1];
        const specifier = lazy ?? importedFrom.get(eager);
        const file = specifier && resolveModule(routesFile, specifier);
        if (!file) return context.report({ node: property, message: `The page '${key}' names no module this rule can follow.` });
        const chain = chainToZod(file);
        if (chain) report(property, `The public page '${key}'`, chain);
      },
    };
  },
};
