/** The embedded data directory's lock, as the CLI meets it (PGlite only: see vitest.config.ts). */
import { expect, it } from 'vitest';
import { lockDataDir } from '@leadline/server/operations';
import { describeIntegration, useTestDatabase } from '../../server/src/test/harness';
import { leadline } from './test/leadline';

describeIntegration('leadline on a held embedded database', () => {
  const database = useTestDatabase();

  it('says who holds the embedded database and exits 1', async () => {
    const dataDir = database.current.settings.dataDir;
    const release = lockDataDir(dataDir);
    try {
      const status = await leadline(['db', 'status'], database.env());
      expect(status.code).toBe(1);
      expect(status.stderr.trim()).toBe(
        `leadline: the embedded database in ${dataDir} is in use by process ${process.pid}; stop it or set DATABASE_URL`,
      );
    } finally {
      release();
    }
    // Released, the same directory opens.
    expect((await leadline(['db', 'status'], database.env())).code).toBe(0);
  });
});
