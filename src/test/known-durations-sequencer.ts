import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** `project:file` → seconds, from a whole run (`npm run test:durations` writes it). */
export const DURATIONS_FILE = path.resolve(import.meta.dirname, 'file-durations.json');

function knownDurations(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Vitest starts the files it knows to be slow first, from the durations of the last run in its
 * cache; a fresh clone (CI) has no cache and starts the largest files first, so that a small slow
 * file (the route fuzz: 50 s) could start last and finish the run alone. This order takes the
 * cache's duration when there is one, else the committed one, else 0: projects still run one after
 * the other, failed files first, then the slowest.
 */
export class KnownDurationsSequencer extends BaseSequencer {
  private readonly known = knownDurations();

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const key = (spec: TestSpecification) =>
      `${spec.project.name}:${path.relative(config.root, spec.moduleId)}`;
    const seen = (spec: TestSpecification) => cache.getFileTestResults(key(spec));
    const ms = (spec: TestSpecification) => seen(spec)?.duration ?? (this.known[key(spec)] ?? 0) * 1000;
    return [...files].sort((a, b) => {
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      const failed = Number(seen(b)?.failed ?? false) - Number(seen(a)?.failed ?? false);
      return failed || ms(b) - ms(a);
    });
  }
}
