import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  it('refuses a second lock while the first is held, and allows it after release', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'creneau-lock-'));
    const release = lockDataDir(dir);
    writeFileSync(path.join(dir, 'creneau.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    const again = lockDataDir(dir);
    again();
  });

  it('takes over a lock left by a dead process', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'creneau-lock-'));
    const lock = path.join(dir, 'creneau.lock');
    writeFileSync(lock, '999999999');
    const release = lockDataDir(dir);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lock)).toBe(false);
  });
});
