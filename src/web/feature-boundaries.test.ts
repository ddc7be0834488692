import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The import boundaries of docs/decisions/0027 are lint rules in biome.json. These tests run the
 * project's Biome with the project's configuration on small probe files laid out like src/web, so
 * they prove the rule bites (and names the file and the import), not only that today's code is clean.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const BIOME = join(ROOT, 'node_modules/@biomejs/biome/bin/biome');

type TBiomeConfig = { overrides: Array<{ includes: string[] }> } & Record<string, unknown>;

function projectConfig(): TBiomeConfig {
  // Probes live outside the repository: no $schema path or Git settings to resolve there.
  const {
    $schema: _schema,
    vcs: _vcs,
    ...config
  } = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
  return config as TBiomeConfig;
}

function lintProbe(files: Record<string, string>): { failed: boolean; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'creneau-boundaries-'));
  try {
    writeFileSync(join(dir, 'biome.json'), JSON.stringify(projectConfig()));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    const run = spawnSync(process.execPath, [BIOME, 'lint', '--colors=off', '.'], {
      cwd: dir,
      encoding: 'utf8',
    });
    return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A module that uses what it imports, so only the import itself can be wrong. */
const importing = (specifier: string) =>
  `import { value } from '${specifier}';\nexport const used = value;\n`;

describe('feature boundaries (biome.json overrides)', () => {
  it('fails on a feature importing another feature, naming the file and the import', () => {
    const { failed, output } = lintProbe({
      'src/web/features/agenda/components/probe.tsx': importing('../../clients/api/list-clients'),
    });
    expect(failed).toBe(true);
    expect(output).toContain('src/web/features/agenda/components/probe.tsx');
    expect(output).toContain('lint/style/noRestrictedImports');
    expect(output).toContain("'../../clients/api/list-clients'");
    expect(output).toContain('A feature never imports another feature');
  });

  it('catches it at every depth of a feature, and in a lazy import()', () => {
    expect(lintProbe({ 'src/web/features/agenda/probe.ts': importing('../bookings/utils/x') }).failed).toBe(
      true,
    );
    expect(
      lintProbe({
        'src/web/features/agenda/components/deep/er/probe.ts':
          "export const load = () => import('../../../../settings/settings-section');\n",
      }).failed,
    ).toBe(true);
  });

  it('lets a feature use its own files, lib, components and shared, but not the app', () => {
    const allowed = [
      '../utils/calendar-dates',
      './month-view',
      '../../../lib/zoned-time',
      '../../../components/ui/notice',
      '../../../../shared/french-format',
    ];
    for (const specifier of allowed) {
      const probe = lintProbe({ 'src/web/features/agenda/components/probe.ts': importing(specifier) });
      expect(probe.failed, `${specifier}\n${probe.output}`).toBe(false);
    }
    expect(
      lintProbe({ 'src/web/features/agenda/components/probe.ts': importing('../../../app/routes') }).failed,
    ).toBe(true);
  });

  it('keeps lib and components free of features, and shared free of web and server code', () => {
    expect(
      lintProbe({
        'src/web/lib/provider-data/probe.ts': importing('../../features/clients/api/list-clients'),
      }).failed,
    ).toBe(true);
    expect(
      lintProbe({ 'src/web/components/ui/probe.tsx': importing('../../app/routes/dashboard-routes') }).failed,
    ).toBe(true);
    expect(lintProbe({ 'src/shared/probe.ts': importing('../web/lib/api-client') }).failed).toBe(true);
    expect(
      lintProbe({ 'src/web/app/probe.ts': importing('../features/clients/clients-section') }).failed,
    ).toBe(false);
  });

  it('has a rule for the depth of every file under src/web/features', () => {
    const covered = new Set(
      projectConfig()
        .overrides.flatMap((o) => o.includes)
        .filter((glob) => glob.startsWith('src/web/features/'))
        .map((glob) => glob.split('/').length - 5),
    );
    const featuresDir = join(ROOT, 'src/web/features');
    const depths = new Set<number>();
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else depths.add(relative(featuresDir, path).split('/').length - 2);
      }
    };
    walk(featuresDir);
    for (const depth of depths) expect(covered, `no override for files at depth ${depth}`).toContain(depth);
  });
});
