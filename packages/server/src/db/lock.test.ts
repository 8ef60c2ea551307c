import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './lock';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'leadline-lock-'));

describe('lockDataDir', () => {
  it('writes our pid and removes the file on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a second holder in the same process', () => {
    const dir = tempDir();
    const release = lockDataDir(dir, './data');
    expect(() => lockDataDir(dir, './data')).toThrow(
      `the embedded database in ./data is in use by process ${process.pid}; stop it or set DATABASE_URL`,
    );
    release();
    lockDataDir(dir)();
  });

  it('refuses a directory held by another live process', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      writeFileSync(path.join(dir, LOCK_FILE), `${holder.pid}\n`);
      let caught: unknown;
      try {
        lockDataDir(dir);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(DataDirLockedError);
      expect((caught as DataDirLockedError).holderPid).toBe(holder.pid);
    } finally {
      holder.kill();
    }
  });

  it('takes over the lock of a process that is gone', () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(path.join(dir, LOCK_FILE), `${gone.stdout.toString()}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('takes over a file with our own pid that this process never took (a restarted container)', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE), `${process.pid}\n`);
    lockDataDir(dir)();
  });

  it('takes over an unreadable lock file', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE), 'garbage');
    lockDataDir(dir)();
  });
});
