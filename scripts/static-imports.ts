import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveLocal(fromFile: string, request: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), request);
  return CANDIDATES.map((suffix) => `${base}${suffix}`).find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );
}

function packageName(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

type TRequest = { request: string; names: string[] };

/**
 * The module requests of a file that survive compilation (`import type` and `export type` do not),
 * each with the names it imports.
 */
function valueRequests(file: string): TRequest[] {
  const { module } = parseSync(file, readFileSync(file, 'utf8'));
  const imports = module.staticImports
    .filter((i) => i.entries.length === 0 || i.entries.some((entry) => !entry.isType))
    .map((i) => ({
      request: i.moduleRequest.value,
      names: i.entries.flatMap((entry) =>
        !entry.isType && entry.importName.kind === 'Name' && entry.importName.name
          ? [entry.importName.name]
          : [],
      ),
    }));
  const reExports = module.staticExports.flatMap((e) =>
    e.entries.flatMap((entry) =>
      entry.moduleRequest && !entry.isType
        ? [
            {
              request: entry.moduleRequest.value,
              names: entry.importName.name ? [entry.importName.name] : [],
            },
          ]
        : [],
    ),
  );
  return [...imports, ...reExports];
}

/** What a module needs before it can run: our files (absolute paths, itself included), the npm packages, and the names it takes from each. */
export type TStaticImports = { files: Set<string>; packages: Set<string>; names: Map<string, Set<string>> };

/**
 * The npm packages a module needs before it can run: its static imports, followed through our own
 * files (dynamic `import()` is where a screen's code splits off, so it is not followed). Used by
 * the bundle tests and by the web build (vite.config.ts).
 */
export function staticImports(entry: string): TStaticImports {
  const packages = new Set<string>();
  const names = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const queue = [path.resolve(entry)];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { request, names: imported } of valueRequests(file)) {
      if (!request.startsWith('.')) {
        const name = packageName(request);
        packages.add(name);
        const taken = names.get(name) ?? new Set<string>();
        for (const importedName of imported) taken.add(importedName);
        names.set(name, taken);
      } else if (!request.endsWith('.css')) {
        const local = resolveLocal(file, request);
        if (!local) throw new Error(`${request} introuvable depuis ${file}`);
        queue.push(local);
      }
    }
  }
  return { files: seen, packages, names };
}

export const staticPackages = (entry: string): Set<string> => staticImports(entry).packages;
