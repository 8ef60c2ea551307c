/**
 * `leadline db backup` and `db restore` as real processes on the embedded database (PGlite only: see
 * vitest.config.ts): a backup taken while the website takes events and forms restores into a fresh
 * directory with every row acknowledged before it began, and consistent; restores check before they
 * touch anything.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessionPayload } from '../../server/src/test/analytics-factories';
import { BROWSER_USER_AGENT } from '../../server/src/test/browser';
import { startEventLoad } from '../../server/src/test/event-load';
import {
  describeIntegration,
  testConfig,
  useTestDatabase,
  type TestDatabase,
} from '../../server/src/test/harness';
import { startServer, type RunningServer } from '../../server/src/server';
import { cliCommand, leadline } from './test/leadline';

const CLIENTS = 4;
const SESSION_SECRET = 'test-secret-that-is-long-enough-0123456789';
const loadLimits = { EVENT_RATE_LIMIT: '10000000', ANALYTICS_IP_RATE_LIMIT: '10000000' };

const scratch = mkdtempSync(path.join(os.tmpdir(), 'leadline-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `leadline <args>` with a file as its standard input or output (binary, unlike leadline()). */
function leadlineWithFile(
  args: string[],
  env: Record<string, string>,
  file: { stdin: string } | { stdout: string },
): Promise<number | null> {
  const fd = 'stdin' in file ? openSync(file.stdin, 'r') : openSync(file.stdout, 'w');
  const child = spawn(process.execPath, [...cliCommand(), ...args], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { PATH: process.env.PATH, ...env },
    stdio: 'stdin' in file ? [fd, 'ignore', 'inherit'] : ['ignore', fd, 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      closeSync(fd);
      resolve(code);
    });
  });
}

/** A data directory of its own, for a restore. */
const freshDir = (name: string): TestDatabase => ({
  settings: { databaseUrl: undefined, dataDir: path.join(scratch, name) },
  drop: async () => {},
});

describeIntegration('leadline db backup while the website takes writes', () => {
  const database = useTestDatabase();
  let server: RunningServer | undefined;
  const sessionIds: string[] = [];
  beforeAll(async () => {
    server = await startServer(testConfig(database.current, loadLimits));
    for (let i = 0; i < CLIENTS; i++) {
      const payload = sessionPayload();
      const response = await post('/api/analytics/session', payload);
      expect(response.status).toBe(201);
      sessionIds.push(payload.sessionId);
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  const post = (urlPath: string, body: unknown) => {
    if (!server) throw new Error('the server has not started');
    return fetch(`${server.url}${urlPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER_USER_AGENT },
      body: JSON.stringify(body),
    });
  };

  it('restores into a fresh directory with every row acknowledged before it began', async () => {
    const running = server;
    if (!running) throw new Error('the server has not started');
    const load = startEventLoad(running.url, sessionIds);
    const forms: string[] = [];
    let posting = true;
    const formLoop = (async () => {
      for (let n = 0; posting; n++) {
        const email = `visitor-${n}@example.com`;
        const response = await post('/api/contact', { name: 'V', email, message: 'Hello there' });
        if (response.status === 201) forms.push(email);
      }
    })();
    try {
      await load.next(() => load.acknowledged.length >= 40 && forms.length >= 5, 60_000);
      const eventsBefore = [...load.acknowledged];
      const formsBefore = [...forms];
      const out = path.join(scratch, 'under-load.tgz');
      const backup = await leadline(['db', 'backup', '--out', out], database.env());
      expect(backup.stderr).toMatch(/^wrote a backup of .* to .*under-load\.tgz \(\d+\.\d MB\)\n$/);
      expect(backup.code).toBe(0);
      // The website went on taking writes while the copy was made.
      expect(load.acknowledged.length).toBeGreaterThan(eventsBefore.length);
      expect(statSync(out).mode & 0o777).toBe(0o600);

      const restored = freshDir('restored');
      const env = { DATA_DIR: restored.settings.dataDir, SESSION_SECRET };
      const restore = await leadline(['db', 'restore', out], env);
      expect(restore.stderr).toMatch(/^restored .* into .*restored \(\d+ files, \d+\.\d MB\)\n$/);
      expect(restore.code).toBe(0);

      const again = await leadline(['db', 'restore', out], env);
      expect(again.code).toBe(1);
      expect(again.stderr.trim()).toBe(
        `leadline: ${restored.settings.dataDir} already holds a database; pass --force to replace it with the backup`,
      );

      const copy = await startServer(testConfig(restored));
      try {
        const { knex } = copy.db;
        const events = (await knex('analytics_events')
          .whereIn('event_id', eventsBefore)
          .pluck('event_id')) as string[];
        expect(new Set(events).size).toBe(eventsBefore.length);
        expect(events).toHaveLength(eventsBefore.length);
        const emails = (await knex('contact_messages').pluck('email')) as string[];
        expect(emails).toEqual(expect.arrayContaining(formsBefore));
        // Consistent: every session's score is the sum of its ledger, as in one transaction's view.
        const { rows: off } = await knex.raw<{ rows: unknown[] }>(
          `select s.session_id from analytics_sessions s where s.score <>
             (select coalesce(sum(e.points), 0) from analytics_events e where e.session_id = s.session_id)`,
        );
        expect(off).toEqual([]);
        // Restoring over a directory a server holds is refused.
        const held = await leadline(['db', 'restore', out, '--force'], env);
        expect(held.code).toBe(1);
        expect(held.stderr.trim()).toBe(
          `leadline: the embedded database in ${restored.settings.dataDir} is in use by process ${process.pid}; stop the server before restoring`,
        );
      } finally {
        await copy.stop();
      }
    } finally {
      posting = false;
      await load.finish();
      await formLoop;
    }
  });
});

describeIntegration('leadline db backup and restore with no server running', () => {
  const database = useTestDatabase();

  it('backs up the directory itself, and checks a file before restoring it', async () => {
    const out = path.join(scratch, 'offline.tgz');
    const backup = await leadline(['db', 'backup', '--out', out], database.env());
    expect(backup.code).toBe(0);
    expect(statSync(out).mode & 0o777).toBe(0o600);

    const target = freshDir('offline');
    const env = { DATA_DIR: target.settings.dataDir, SESSION_SECRET };
    const garbage = path.join(scratch, 'garbage.tgz');
    writeFileSync(garbage, 'not a backup');
    const refused = await leadline(['db', 'restore', garbage], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `leadline: ${garbage} is not a backup of the embedded database (not gzip, or cut short)`,
    );
    expect((await leadline(['db', 'restore', path.join(scratch, 'missing.tgz')], env)).code).toBe(
      1,
    );
    // Nothing was touched: the directory has no database yet.
    expect(() => statSync(path.join(target.settings.dataDir, 'pgdata'))).toThrow();

    const restored = await leadline(['db', 'restore', out], env);
    expect(restored.code).toBe(0);
    const status = await leadline(['db', 'status', '--json'], env);
    expect(JSON.parse(status.stdout)).toMatchObject({ database: 'pglite', pending: [] });

    const forced = await leadline(['db', 'restore', out, '--force'], env);
    expect(forced.code).toBe(0);
    expect(forced.stderr).toContain('the database that was there is replaced');

    // Through standard output and input, as in a container with a read-only file system.
    const piped = path.join(scratch, 'piped.tgz');
    const source = { ...database.env(), SESSION_SECRET } as Record<string, string>;
    expect(await leadlineWithFile(['db', 'backup', '--out', '-'], source, { stdout: piped })).toBe(
      0,
    );
    const fromStdin = { DATA_DIR: freshDir('from-stdin').settings.dataDir, SESSION_SECRET };
    expect(await leadlineWithFile(['db', 'restore', '-'], fromStdin, { stdin: piped })).toBe(0);
    const piping = await leadline(['db', 'status', '--json'], fromStdin);
    expect(JSON.parse(piping.stdout)).toMatchObject({ database: 'pglite', pending: [] });
  });

  it('says to use pg_dump on PostgreSQL', async () => {
    const result = await leadline(['db', 'backup', '--out', path.join(scratch, 'pg.dump')], {
      DATABASE_URL: 'postgres://leadline@localhost:1/leadline',
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('pg_dump --format=custom');
  });
});
