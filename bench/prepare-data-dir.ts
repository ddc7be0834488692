import { fork } from 'node:child_process';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';

/**
 * The embedded database created and migrated in a short-lived process of its own, as at an
 * installation's first start: PGlite's WebAssembly memory never shrinks, so creating the data
 * directory (initdb) inside the measured server would count a one-off cost that a server
 * restarted on its data never carries.
 */
export async function prepareDataDir(dataDir: string): Promise<void> {
  const child = fork(process.argv[1] as string, [], {
    execArgv: process.execArgv,
    env: { ...process.env, BENCH_PREPARE_DIR: dataDir },
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`préparation de la base embarquée : code de sortie ${code}`);
}

/** The child's side (BENCH_PREPARE_DIR set): the same data directory the server opens from DATA_DIR. */
export async function createDataDir(dataDir: string): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.resolve(dataDir) });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}
