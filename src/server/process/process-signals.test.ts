import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle, spawnNode } from './test-support';

// Real processes: the signals and crashes come from the operating system and Node, not a fake.
let bundled: Awaited<ReturnType<typeof bundle>>;

beforeAll(async () => {
  const fixture = path.join(import.meta.dirname, 'run-process.ts');
  const script = path.join(tmpdir(), `creneau-run-process-${process.pid}.ts`);
  // A process that stays up like a server, whose shutdown never ends, and which can leave a
  // promise rejected on request.
  writeFileSync(
    script,
    `import { runProcess } from ${JSON.stringify(fixture)};
await runProcess(async () => {
  setInterval(() => {}, 1000);
  if (process.argv[2] === 'rejection') setTimeout(() => void Promise.reject(new Error('promesse oubliée')), 10);
  console.log('prêt');
  return { close: () => new Promise<void>(() => {}) };
});
`,
  );
  try {
    bundled = await bundle({ fixture: script });
  } finally {
    rmSync(script, { force: true });
  }
}, 60_000);
afterAll(() => bundled?.remove());

const file = (name: string) => path.join(bundled.outdir, `${name}.js`);

describe('a process run by runProcess', () => {
  // Starting Node takes seconds on a loaded 2-core machine: the bounds here are generous.
  it('leaves at once, with exit code 1, on a second SIGTERM while its shutdown hangs', {
    timeout: 30_000,
  }, async () => {
    const run = spawnNode(file('fixture'), [], {});
    await run.waitForOutput('prêt');
    run.child.kill('SIGTERM');
    await run.waitForOutput('arrêt en cours');
    const sent = Date.now();
    run.child.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: 1, signal: null });
    // Far below the 20 s deadline that a hanging shutdown would otherwise wait for.
    expect(Date.now() - sent).toBeLessThan(5000);
    expect(run.jsonLines().map((line) => line.msg)).toEqual([
      'SIGTERM reçu, arrêt en cours…',
      'SIGTERM reçu pendant l’arrêt : sortie immédiate',
    ]);
  });

  it('logs an unhandled rejection as one JSON line and exits 1', { timeout: 30_000 }, async () => {
    const run = spawnNode(file('fixture'), ['rejection'], {});
    expect(await run.exited).toEqual({ code: 1, signal: null });
    expect(run.jsonLines()).toMatchObject([
      {
        level: 60,
        msg: 'promesse rejetée sans traitement : arrêt du processus',
        err: { type: 'Error', message: 'promesse oubliée' },
      },
    ]);
    expect(run.stderr()).toBe('');
  });
});
