import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { ADVANCE_CLOCK, type TAdvanceClock, type TClockMoved } from '../../src/server/process/test-clock';

export type TestServer = {
  url: string;
  port: number;
  dataDir: string;
  output: () => string;
  /**
   * Moves the server's clock forward (started with `testClock`) and resolves with its new time:
   * what was scheduled up to then is due, without waiting in real time.
   */
  advanceClock(ms: number): Promise<Date>;
  /** Kills the process without a clean shutdown (crash tests); the data directory stays. */
  kill(signal: 'SIGKILL'): Promise<void>;
  stop(): Promise<void>;
};

export type TStartOptions = {
  /** The data directory a previous server left (restart tests). */
  dataDir?: string;
  /** Another folder holding a dist/ to run. */
  cwd?: string;
  /** An empty data directory (initdb and every migration) instead of a copy of the prepared one. */
  fresh?: boolean;
  /** TEST_CLOCK: a clock this test moves with `advanceClock` (ADR 0052). */
  testClock?: boolean;
};

/**
 * `npm start`'s flags (package.json): source maps, a bounded heap, and Liftoff only, which spares
 * each server the optimising compilation of PGlite's WebAssembly (about a third of its start's CPU).
 */
const NODE_FLAGS_OF_NPM_START = [
  '--import=./dist/server/source-maps.js',
  '--max-semi-space-size=8',
  '--max-old-space-size=512',
  '--liftoff-only',
];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A new data directory: a copy of the migrated one the run prepared once (e2e/support/global-setup.ts),
 * which saves each server initdb and the migrations; empty when `fresh` or outside that set-up.
 */
function newDataDir(fresh: boolean): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'creneau-e2e-'));
  // Read only when wanted: outside a vitest run (the web bench), `inject` throws.
  const prepared = fresh ? undefined : inject('e2ePreparedDataDir');
  if (prepared) cpSync(prepared, dataDir, { recursive: true });
  return dataDir;
}

function clockOf(child: ChildProcess, enabled: boolean): TestServer['advanceClock'] {
  let nextId = 0;
  return (ms) => {
    if (!enabled) return Promise.reject(new Error('serveur démarré sans testClock'));
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      const onMessage = (message: TClockMoved) => {
        if (message.type !== ADVANCE_CLOCK || message.id !== id) return;
        child.off('message', onMessage);
        if ('error' in message) reject(new Error(message.error));
        else resolve(new Date(message.now));
      };
      child.on('message', onMessage);
      child.send({ type: ADVANCE_CLOCK, id, ms } satisfies TAdvanceClock);
    });
  };
}

/**
 * Starts the built server (dist/server/main.js) as a real process on a free port with its own
 * embedded database (or, with `dataDir`, the one a previous server left), with `npm start`'s
 * flags, and waits until /api/health answers.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: TStartOptions = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? newDataDir(options.fresh ?? false);
  const testClock = options.testClock ?? false;
  // Another journey's server may take the free port before this one binds it (journeys run side
  // by side): this one then stops on EADDRINUSE and starts again on another port.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const started = await spawnServer(port, dataDir, testClock, env, options.cwd);
    if (started.kind === 'up') return started.server;
    if (attempt === 3) throw new Error(`le serveur n'a pas trouvé de port libre :\n${started.output}`);
  }
}

/** What every server prints once it listens (server.ts, printBanner): this process, not another. */
const READY_LINE = 'Créneau est prêt';

async function spawnServer(
  port: number,
  dataDir: string,
  testClock: boolean,
  env: Record<string, string>,
  cwd: string | undefined,
): Promise<{ kind: 'up'; server: TestServer } | { kind: 'port-taken'; output: string }> {
  // localhost (not 127.0.0.1): WebAuthn and secure-context APIs need it.
  const url = `http://localhost:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, NODE_FLAGS_OF_NPM_START.concat('dist/server/main.js'), {
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...(testClock ? { TEST_CLOCK: 'true' } : {}),
      ...env,
    },
    stdio: testClock ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    cwd,
  });
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  // Its own ready line, not an answer on the port, which another journey's server could give.
  const deadline = Date.now() + 60_000;
  while (!output.includes(READY_LINE)) {
    if (child.exitCode !== null) {
      if (output.includes('EADDRINUSE')) return { kind: 'port-taken', output };
      throw new Error(`le serveur s'est arrêté :\n${output}`);
    }
    if (Date.now() >= deadline) throw new Error(`le serveur n'a pas démarré :\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const health = await fetch(`${url}/api/health`);
  if (!health.ok) throw new Error(`le serveur ne répond pas (${health.status}) :\n${output}`);
  return {
    kind: 'up',
    server: {
      url,
      port,
      dataDir,
      output: () => output,
      advanceClock: clockOf(child, testClock),
      async kill(signal) {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill(signal);
        await exited;
      },
      async stop() {
        if (child.exitCode === null) {
          const exited = new Promise((r) => child.once('exit', r));
          child.kill('SIGTERM');
          await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
          if (child.exitCode === null) child.kill('SIGKILL');
        }
        rmSync(dataDir, { recursive: true, force: true });
      },
    },
  };
}
