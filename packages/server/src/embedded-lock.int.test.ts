import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { LOCK_FILE } from './db/lock';
import { startServer } from './server';
import { spawnServer } from './test/child-server';
import { describeIntegration, testConfig, useTestDatabase } from './test/harness';

/** The embedded data directory's lock, between real processes (PGlite only: see vitest.config.ts). */
describeIntegration('the embedded database lock', () => {
  const database = useTestDatabase();
  const childEnv = () => database.env();

  it('refuses to open an embedded data directory another process holds', async () => {
    const holder = await startServer(testConfig(database.current));
    try {
      const second = spawnServer(childEnv());
      expect(await second.exited).toBe(1);
      expect(second.stderr().trim()).toBe(
        `leadline: the embedded database in ${database.current.settings.dataDir} is in use by process ${process.pid}; stop it or set DATABASE_URL`,
      );
      // The holder is undisturbed.
      expect((await fetch(`${holder.url}/api/health`)).status).toBe(200);
    } finally {
      await holder.stop();
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(dead.stdout.toString());
    writeFileSync(path.join(database.current.settings.dataDir, LOCK_FILE), `${deadPid}\n`);
    const server = await startServer(testConfig(database.current));
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
