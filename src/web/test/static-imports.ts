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

/** The module requests of a file that survive compilation: `import type` and `export type` do not. */
function valueRequests(file: string): string[] {
  const { module } = parseSync(file, readFileSync(file, 'utf8'));
  const imports = module.staticImports
    .filter((i) => i.entries.length === 0 || i.entries.some((entry) => !entry.isType))
    .map((i) => i.moduleRequest.value);
  const reExports = module.staticExports.flatMap((e) =>
    e.entries
      .filter((entry) => entry.moduleRequest && !entry.isType)
      .map((entry) => entry.moduleRequest?.value),
  );
  return [...imports, ...reExports].filter((request): request is string => Boolean(request));
}

/**
 * The npm packages a module needs before it can run: its static imports, followed through our own
 * files (dynamic `import()` is where a screen's code splits off, so it is not followed).
 */
export function staticPackages(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [path.resolve(entry)];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const request of valueRequests(file)) {
      if (!request.startsWith('.')) packages.add(packageName(request));
      else if (!request.endsWith('.css')) {
        const local = resolveLocal(file, request);
        if (!local) throw new Error(`${request} introuvable depuis ${file}`);
        queue.push(local);
      }
    }
  }
  return packages;
}
