import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lockDataDir, migrateToLatest, openDatabase, verifyPassword } from '@leadline/server';

const cliRoot = fileURLToPath(new URL('..', import.meta.url));

/** The CLI as a real process, on its TypeScript source. */
function leadline(args: string[], env: Record<string, string>, input?: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/index.ts', ...args],
      {
        cwd: cliRoot,
        env: { PATH: process.env.PATH, ...env },
      },
    );
    child.stdin.end(input ?? '');
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

describe('leadline admin', () => {
  it('creates, lists, re-passwords and removes users, with one-line errors', async () => {
    const env = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'leadline-cli-')) };
    const created = await leadline(
      ['admin', 'create', '--email', 'Owner@Example.com', '--password-stdin', '--json'],
      env,
      'a long enough password\n',
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ email: 'owner@example.com', role: 'admin' });

    const viewer = await leadline(
      ['admin', 'create', '--email', 'viewer@example.com', '--role', 'viewer', '--password-stdin'],
      env,
      'another long password',
    );
    expect(viewer.stdout.trim()).toBe('created viewer viewer@example.com');

    const duplicate = await leadline(
      ['admin', 'create', '--email', 'owner@example.com', '--password-stdin'],
      env,
      'a long enough password',
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr.trim()).toBe(
      'leadline: A user with the e-mail owner@example.com already exists.',
    );

    const short = await leadline(
      ['admin', 'create', '--email', 'short@example.com', '--password-stdin'],
      env,
      'short',
    );
    expect(short.code).toBe(1);
    expect(short.stderr.trim()).toBe('leadline: The password must be at least 12 characters long.');

    const badRole = await leadline(
      ['admin', 'create', '--email', 'x@example.com', '--role', 'owner', '--password-stdin'],
      env,
      'x',
    );
    expect(badRole.code).toBe(2);

    const noTerminal = await leadline(['admin', 'create', '--email', 'tty@example.com'], env);
    expect(noTerminal.code).toBe(2);
    expect(noTerminal.stderr).toContain('--password-stdin');

    const list = await leadline(['admin', 'list', '--json'], env);
    expect(
      (JSON.parse(list.stdout) as { email: string; role: string }[]).map(({ email, role }) => [
        email,
        role,
      ]),
    ).toEqual([
      ['owner@example.com', 'admin'],
      ['viewer@example.com', 'viewer'],
    ]);

    const changed = await leadline(
      ['admin', 'set-password', '--email', 'owner@example.com', '--password-stdin'],
      env,
      'a brand new password',
    );
    expect(changed.code).toBe(0);
    const db = await openDatabase({ dataDir: env.DATA_DIR });
    try {
      const row = await db.knex('users').where({ email: 'owner@example.com' }).first();
      expect(await verifyPassword('a brand new password', row.password_hash)).toBe(true);
    } finally {
      await db.close();
    }

    const removed = await leadline(['admin', 'remove', '--email', 'viewer@example.com'], env);
    expect(removed.stdout.trim()).toBe('removed viewer@example.com');
    const missing = await leadline(['admin', 'remove', '--email', 'viewer@example.com'], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe('leadline: No user has the e-mail viewer@example.com.');
  });
});

describe('leadline scores recompute', () => {
  it('rebuilds scores from the ledger and says what changed', async () => {
    const env = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'leadline-cli-')) };
    const db = await openDatabase({ dataDir: env.DATA_DIR });
    try {
      await migrateToLatest(db.knex);
      await db
        .knex('analytics_sessions')
        .insert({ session_id: 'cli-session', visitor_id: 'v', device_type: 'desktop', score: 999 });
      await db.knex('analytics_events').insert([
        {
          session_id: 'cli-session',
          event_type: 'SERVICES_PAGE_VIEWED',
          event_category: 'navigation',
          points: 0,
        },
        {
          session_id: 'cli-session',
          event_type: 'PORTFOLIO_VIEWED',
          event_category: 'engagement',
          points: 0,
        },
      ]);
    } finally {
      await db.close();
    }
    const result = await leadline(['scores', 'recompute', '--json'], env);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({
      sessions: 1,
      events: 2,
      eventsChanged: 2,
      scoresChanged: 1,
      hotLeadsCreated: 0,
    });
    const text = await leadline(['scores', 'recompute', '--session', 'cli-session'], env);
    expect(text.stdout.trim()).toBe(
      '1 sessions and 2 events replayed: 0 events and 0 scores changed, 0 hot leads created',
    );
    const check = await openDatabase({ dataDir: env.DATA_DIR });
    try {
      expect(
        (await check.knex('analytics_sessions').where({ session_id: 'cli-session' }).first()).score,
      ).toBe(30);
    } finally {
      await check.close();
    }
  });
});

describe('leadline export', () => {
  it('writes CSV to stdout or a file, with filters; bad filters are usage errors', async () => {
    const env = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'leadline-cli-')) };
    const db = await openDatabase({ dataDir: env.DATA_DIR });
    try {
      await migrateToLatest(db.knex);
      await db.knex('calculator_leads').insert([
        { email: 'new@example.com', selected_features: ['auth'], total_cost: 2000, status: 'new' },
        {
          email: 'done@example.com',
          selected_features: ['api'],
          total_cost: 4000,
          status: 'closed',
          name: '@evil',
        },
      ]);
    } finally {
      await db.close();
    }
    const all = await leadline(['export', 'leads'], env);
    expect(all.code).toBe(0);
    const lines = all.stdout.split('\r\n');
    expect(lines[0]).toBe(
      'id,createdAt,name,email,selectedFeatures,totalCost,status,notes,sessionId',
    );
    expect(lines).toHaveLength(4);
    expect(all.stdout).toContain(",'@evil,done@example.com,api,4000,closed,,");

    const out = path.join(env.DATA_DIR, 'closed.csv');
    const closed = await leadline(['export', 'leads', '--status', 'closed', '--out', out], env);
    expect(closed.code).toBe(0);
    expect(closed.stderr.trim()).toBe(`wrote 1 rows to ${out}`);
    expect(readFileSync(out, 'utf8').split('\r\n')).toHaveLength(3);

    const badStatus = await leadline(['export', 'leads', '--status', 'won'], env);
    expect(badStatus.code).toBe(2);
    expect(badStatus.stderr.trim()).toBe(
      'leadline: status must be one of: new, contacted, qualified, closed.',
    );
    expect((await leadline(['export', 'leads', '--since', 'someday'], env)).code).toBe(2);
    expect((await leadline(['export', 'everything'], env)).code).toBe(2);
  });
});
