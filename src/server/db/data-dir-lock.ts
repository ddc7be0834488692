import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its data directory: two processes writing one directory corrupt it.
 * A pid file taken with O_EXCL refuses a second process; a lock left by a dead process
 * (crash, SIGKILL) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'creneau.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `Le dossier de données ${dir} est déjà utilisé par un autre processus Créneau (pid ${owner}). ` +
            'Arrêtez-le, ou choisissez un autre DATA_DIR, ou utilisez DATABASE_URL (PostgreSQL) pour plusieurs processus.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Impossible de verrouiller le dossier de données ${dir}.`);
}
