/**
 * What the embedded database and the CLI write is the owner's alone, under the usual umask 022:
 * DATA_DIR and its directories 0700, every file in them and every output 0600 (PGlite only: see
 * vitest.config.ts). The server and the commands run as real processes, which inherit the umask.
 */
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { openDatabase } from '@leadline/server/operations';
import { tarEntries } from '../../server/src/db/embedded-backup/archive';
import { sessionPayload, eventPayload } from '../../server/src/test/analytics-factories';
import { BROWSER_USER_AGENT } from '../../server/src/test/browser';
import { listeningPort, spawnServer, type ChildServer } from '../../server/src/test/child-server';
import { describeIntegration, useTestDatabase } from '../../server/src/test/harness';
import { leadline } from './test/leadline';
import { scratchUnderUmask022 } from './test/owner-scratch';

const scratch = scratchUnderUmask022('leadline-modes-');

/** `path mode` of each entry under `root` (itself included) that group or others may read or write. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stats = lstatSync(entry);
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & 0o066) !== 0)
      found.push(`${path.relative(root, entry) || '.'} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return found;
}

/** Everything under `root` (itself included). */
function countEntries(root: string): number {
  const stats = lstatSync(root);
  if (!stats.isDirectory()) return 1;
  return readdirSync(root).reduce((sum, name) => sum + countEntries(path.join(root, name)), 1);
}

async function stop(server: ChildServer): Promise<void> {
  server.process.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

function post(port: number, urlPath: string, body: unknown): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER_USER_AGENT },
    body: JSON.stringify(body),
  });
}

const tightenedLines = (server: ChildServer) =>
  server
    .stdout()
    .split('\n')
    .filter((line) => line.includes('"tightened"'))
    .map((line) => JSON.parse(line) as { tightened: number; msg: string });

describeIntegration('the files of the embedded database and of the CLI under umask 022', () => {
  it('keeps DATA_DIR, a restore and every output readable by the owner alone', async () => {
    const dataDir = path.join(scratch, 'data');
    const outputs = path.join(scratch, 'outputs');
    const env = { DATA_DIR: dataDir };
    // A fresh directory: created by the server, the database made by initdb, then migrated.
    const server = spawnServer(env);
    const port = await listeningPort(server);
    try {
      const message = { name: 'Jane', email: 'jane@example.com', message: 'Hello there' };
      expect((await post(port, '/api/contact', message)).status).toBe(201);
      const session = sessionPayload();
      expect((await post(port, '/api/analytics/session', session)).status).toBe(201);
      for (const type of ['SERVICES_PAGE_VIEWED', 'CALCULATOR_STARTED'])
        expect(
          (await post(port, '/api/analytics/event', eventPayload(session.sessionId, type))).status,
        ).toBeLessThan(300);

      // As the README has the owner make it.
      mkdirSync(outputs, { mode: 0o700 });
      // An output that already exists, as a previous export under umask 022 left it.
      writeFileSync(path.join(outputs, 'contacts.csv'), 'old\n', { mode: 0o644 });
      chmodSync(path.join(outputs, 'contacts.csv'), 0o644);
      const commands = [
        ['db', 'backup', '--out', path.join(outputs, 'running.tgz')],
        ['export', 'contacts', '--out', path.join(outputs, 'contacts.csv')],
        ['export', 'leads', '--out', path.join(outputs, 'leads.csv')],
        ['export', 'person', '--email', 'jane@example.com', '--out', path.join(outputs, 'p.json')],
      ];
      for (const args of commands) {
        const result = await leadline(args, env);
        expect(result.stderr).toMatch(/^wrote /);
        expect(result.code).toBe(0);
      }
      expect(readFileSync(path.join(outputs, 'contacts.csv'), 'utf8')).toContain('jane@');
    } finally {
      await stop(server);
    }
    // A fresh directory needed no tightening: it was created private.
    expect(tightenedLines(server)).toEqual([]);
    expect(openToOthers(dataDir)).toEqual([]);

    const backup = path.join(outputs, 'running.tgz');
    const names = [...tarEntries(gunzipSync(readFileSync(backup)))].map((entry) => entry.name);
    expect(names).toContain('PG_VERSION');
    expect(names.filter((name) => name.startsWith('/'))).toEqual([]);

    const replaced = await leadline(['db', 'restore', backup, '--force'], env);
    expect(replaced.code).toBe(0);
    const fresh = { DATA_DIR: path.join(scratch, 'restored') };
    expect((await leadline(['db', 'restore', backup], fresh)).code).toBe(0);
    const restarted = spawnServer(env);
    await listeningPort(restarted);
    await stop(restarted);
    expect(tightenedLines(restarted)).toEqual([]);

    expect(openToOthers(dataDir)).toEqual([]);
    expect(openToOthers(fresh.DATA_DIR)).toEqual([]);
    expect(openToOthers(outputs)).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
  });
});

describeIntegration('an embedded database left readable by others', () => {
  const database = useTestDatabase();

  it('is made private when the server starts, and says so once', async () => {
    const { dataDir } = database.current.settings;
    // As the versions before this one left it: PGlite's files 0666, the directories 0755.
    const loosen = (entry: string) => {
      const stats = lstatSync(entry);
      if (stats.isDirectory()) {
        chmodSync(entry, 0o755);
        for (const name of readdirSync(entry)) loosen(path.join(entry, name));
      } else chmodSync(entry, 0o666);
    };
    loosen(dataDir);
    const loose = countEntries(dataDir);
    expect(openToOthers(dataDir)).toHaveLength(loose);

    const server = spawnServer(database.env());
    await listeningPort(server);
    await stop(server);
    expect(tightenedLines(server)).toEqual([
      expect.objectContaining({ tightened: loose, msg: expect.stringContaining(String(loose)) }),
    ]);
    expect(openToOthers(dataDir)).toEqual([]);

    const again = spawnServer(database.env());
    await listeningPort(again);
    await stop(again);
    expect(tightenedLines(again)).toEqual([]);
  });

  it('restores a backup of an older version (absolute member names) privately', async () => {
    const db = await openDatabase(database.current.settings);
    let tarball: Blob | undefined;
    try {
      // What `db backup` wrote before: PGlite's own tarball, its names starting with a slash.
      tarball = await db.embedded?.pglite.dumpDataDir('gzip');
    } finally {
      await db.close();
    }
    if (!tarball) throw new Error('not the embedded database');
    const old = path.join(scratch, 'old.tgz');
    writeFileSync(old, Buffer.from(await tarball.arrayBuffer()));
    const names = [...tarEntries(gunzipSync(readFileSync(old)))].map((entry) => entry.name);
    expect(names).toContain('/PG_VERSION');

    const env = { DATA_DIR: path.join(scratch, 'from-old') };
    const restore = await leadline(['db', 'restore', old], env);
    expect(restore.code).toBe(0);
    const status = await leadline(['db', 'status', '--json'], env);
    expect(JSON.parse(status.stdout)).toMatchObject({ database: 'pglite', pending: [] });
    expect(openToOthers(env.DATA_DIR)).toEqual([]);
  });
});
