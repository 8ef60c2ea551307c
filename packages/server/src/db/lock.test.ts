import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './lock';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'leadline-lock-'));

describe('lockDataDir', () => {
  it('writes our pid and host name and removes the file on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(
      `${process.pid} ${os.hostname()}\n`,
    );
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
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(
      `${process.pid} ${os.hostname()}\n`,
    );
    release();
  });

  it('takes over a file with our own pid that this process never took (a restarted container)', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE), `${process.pid}\n`);
    lockDataDir(dir)();
  });

  describe('held from another host (another container on the same volume, also pid 1)', () => {
    const timing = { heartbeatMs: 20, staleAfterMs: 30_000 };
    const otherHostLock = (dir: string, ageMs: number) => {
      const file = path.join(dir, LOCK_FILE);
      writeFileSync(file, `${process.pid} another-container\n`);
      const at = new Date(Date.now() - ageMs);
      utimesSync(file, at, at);
    };

    it('refuses it while its holder keeps it fresh, naming the host', () => {
      const dir = tempDir();
      otherHostLock(dir, 5_000);
      expect(() => lockDataDir(dir, './data', timing)).toThrow(
        `the embedded database in ./data is in use by process ${process.pid} on another-container; stop it or set DATABASE_URL`,
      );
    });

    it('takes it over once it has gone unrefreshed for staleAfterMs', () => {
      const dir = tempDir();
      otherHostLock(dir, 31_000);
      lockDataDir(dir, './data', timing)();
    });

    it('keeps its own lock fresh while it holds it', async () => {
      const dir = tempDir();
      const file = path.join(dir, LOCK_FILE);
      const release = lockDataDir(dir, './data', timing);
      const old = new Date(Date.now() - 60_000);
      utimesSync(file, old, old);
      // A heartbeat comes every 20 ms.
      await vi.waitFor(() => expect(Date.now() - statSync(file).mtimeMs).toBeLessThan(1_000));
      release();
    });
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
