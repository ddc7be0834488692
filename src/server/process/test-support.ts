import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
// @ts-expect-error the build scripts are plain JavaScript, without declarations
import { copyMigrations } from '../../../scripts/copy-migrations.mjs';
// @ts-expect-error the build scripts are plain JavaScript, without declarations
import { NODE_BUNDLE_OPTIONS } from '../../../scripts/node-bundle-options.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Bundles entry points as `npm run build` does (migrations beside them), into a folder under
 * node_modules/.cache, so that their packages resolve from the project's node_modules. Returns
 * the folder and its removal.
 */
export async function bundle(entryPoints: Record<string, string>) {
  const cache = path.join(ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outdir = mkdtempSync(path.join(cache, 'creneau-process-'));
  await build({ entryPoints, outdir, ...NODE_BUNDLE_OPTIONS, sourcemap: false, logLevel: 'error' });
  copyMigrations(outdir);
  return { outdir, remove: () => rmSync(outdir, { recursive: true, force: true }) };
}

export type TSpawned = {
  child: ChildProcess;
  stdout: () => string[];
  stderr: () => string;
  /** The process's standard output lines that are JSON (pino's). */
  jsonLines: () => Record<string, unknown>[];
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** Runs a bundle with this Node and exactly this environment (plus PATH). */
export function spawnNode(file: string, args: string[], env: Record<string, string>): TSpawned {
  const child = spawn(process.execPath, [file, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString('utf8');
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const stdout = () => out.split('\n').filter(Boolean);
  return {
    child,
    stdout,
    stderr: () => err,
    jsonLines: () =>
      stdout()
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async waitForOutput(text, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!out.includes(text)) {
        if (child.exitCode !== null || Date.now() > deadline) {
          throw new Error(`« ${text} » jamais écrit.\nstdout:\n${out}\nstderr:\n${err}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    exited,
  };
}
