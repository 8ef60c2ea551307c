import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from '@leadline/server';

const cliRoot = fileURLToPath(new URL('..', import.meta.url));

/** The CLI as a real process, on its TypeScript source. */
function leadline(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/index.ts', ...args],
      {
        cwd: cliRoot,
        env: { PATH: process.env.PATH, ...env },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('leadline db', () => {
  it('migrates an embedded database, then reports it up to date', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadline-cli-'));
    const migrate = await leadline(['db', 'migrate', '--json'], { DATA_DIR: dataDir });
    expect(migrate.stderr).toBe('');
    expect(migrate.code).toBe(0);
    const result = JSON.parse(migrate.stdout) as { database: string; applied: string[] };
    expect(result.database).toBe('pglite');
    expect(result.applied.length).toBeGreaterThanOrEqual(8);

    const status = await leadline(['db', 'status', '--json'], { DATA_DIR: dataDir });
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toEqual({
      database: 'pglite',
      applied: result.applied,
      pending: [],
    });
  });

  it('says who holds the embedded database and exits 1', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadline-cli-'));
    const release = lockDataDir(dataDir);
    try {
      const status = await leadline(['db', 'status'], { DATA_DIR: dataDir });
      expect(status.code).toBe(1);
      expect(status.stderr.trim()).toBe(
        `leadline: the embedded database in ${dataDir} is in use by process ${process.pid}; stop it or set DATABASE_URL`,
      );
    } finally {
      release();
    }
  });

  it('exits 2 on a usage error', async () => {
    const result = await leadline(['db', 'explode'], {});
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown command 'explode'");
  });
});
