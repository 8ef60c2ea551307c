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

describe('lockDataDir between racing processes', () => {
  it('lets exactly one of many processes take a stale lock', async () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(path.join(dir, LOCK_FILE), `${gone.stdout.toString()}\n`);
    const lockModule = new URL('./lock.ts', import.meta.url).pathname;
    // Each racer holds what it won until told to stop, so the others find it held.
    const script = `
      import { lockDataDir } from ${JSON.stringify(lockModule)};
      let outcome;
      try { lockDataDir(${JSON.stringify(dir)}); outcome = 'won'; } catch { outcome = 'held'; }
      process.stdout.write(outcome);
      process.stdin.once('data', () => process.exit(0));`;
    const racers = Array.from({ length: 6 }, () =>
      spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: ['pipe', 'pipe', 'inherit'],
      }),
    );
    const outcomes = await Promise.all(
      racers.map(
        (racer) =>
          new Promise<string>((resolve) =>
            racer.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())),
          ),
      ),
    );
    for (const racer of racers) racer.stdin.write('stop');
    await Promise.all(racers.map((racer) => new Promise((resolve) => racer.once('exit', resolve))));
    expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'held')).toHaveLength(5);
  });
});
