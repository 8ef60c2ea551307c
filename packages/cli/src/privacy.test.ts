/**
 * `leadline export person`, `leadline forget` and `leadline erasures` as real processes on both
 * databases; the confirmation typed at a real terminal (util-linux `script` gives the CLI a pty).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import type { PersonExport } from '@leadline/server/operations';
import { describeIntegration } from '../../server/src/test/harness';
import { useCliDatabase, type CliDatabase } from './test/database';
import { cliCommand, leadline } from './test/leadline';
import { lineItemsJson } from '../../server/src/test/site';

const ADDRESS = 'ada@example.com';
const SESSION = 's-ada-session-0123456789';

function seed(database: CliDatabase): Promise<void> {
  return database.withDb(async (db) => {
    await db.knex('analytics_sessions').insert({
      session_id: SESSION,
      visitor_id: 'v-ada',
      email: ADDRESS,
      source: 'direct',
      device_type: 'desktop',
    });
    await db.knex('analytics_events').insert({
      session_id: SESSION,
      event_type: 'PAGE_VIEW',
      event_category: 'navigation',
      points: 5,
      page_url: '/services',
    });
    await db.knex('calculator_leads').insert([
      {
        email: 'Ada@Example.com',
        selected_features: ['auth'],
        line_items: lineItemsJson(['auth']),
        total_cost: 2000,
        session_id: SESSION,
      },
      {
        email: 'bob@example.com',
        selected_features: ['api'],
        line_items: lineItemsJson(['api']),
        total_cost: 3000,
      },
    ]);
  });
}

/** Rows of the erased person left anywhere (every table, every column). */
function leftovers(database: CliDatabase): Promise<string[]> {
  return database.withDb(async (db) => {
    const tables = await db
      .knex('information_schema.tables')
      .where({ table_schema: 'public', table_type: 'BASE TABLE' })
      .pluck<string[]>('table_name');
    const found: string[] = [];
    for (const table of tables) {
      for (const needle of [ADDRESS, SESSION]) {
        const { rows } = await db.knex.raw<{ rows: { n: number | string }[] }>(
          'select count(*) as n from ?? t where position(? in lower(t::text)) > 0',
          [table, needle.toLowerCase()],
        );
        if (Number(rows[0]?.n) > 0) found.push(`${table}: ${needle}`);
      }
    }
    return found;
  });
}

/** The CLI under a pseudo-terminal: `answer` is typed once the prompt shows. */
function atTerminal(args: string[], env: Record<string, string | undefined>, answer: string) {
  const cliRoot = fileURLToPath(new URL('..', import.meta.url));
  const command = [process.execPath, ...cliCommand(), ...args]
    .map((part) => `'${part.replaceAll("'", "'\\''")}'`)
    .join(' ');
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn('script', ['-qec', command, '/dev/null'], {
      cwd: cliRoot,
      env: { PATH: process.env.PATH, TERM: 'dumb', ...env },
    });
    let output = '';
    let typed = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      if (!typed && output.includes('to confirm:')) {
        typed = true;
        child.stdin.write(`${answer}\r`);
      }
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describeIntegration('leadline export person, forget and erasures', () => {
  const database = useCliDatabase();

  it('exports, refuses to erase unconfirmed, erases with --yes, and proves it', async () => {
    const env = database.env();
    await seed(database);

    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'leadline-export-')), 'ada.json');
    const exported = await leadline(
      ['export', 'person', '--email', 'ADA@example.com', '--out', file],
      env,
    );
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stderr).toMatch(/^wrote \d+ rows about ada@example.com to /);
    const document = JSON.parse(readFileSync(file, 'utf8')) as PersonExport;
    expect(document.found).toBe(true);
    expect(document.sessionIds).toEqual([SESSION]);
    expect(document.tables.calculator_leads).toHaveLength(1);
    expect(document.tables.analytics_events).toHaveLength(1);

    const badUsage = await leadline(['export', 'person', '--email', 'not-an-address'], env);
    expect(badUsage.code).toBe(2);
    expect((await leadline(['export', 'leads', '--email', ADDRESS], env)).code).toBe(2);

    const piped = await leadline(['forget', '--email', ADDRESS], env);
    expect(piped.code).toBe(2);
    expect(piped.stderr).toContain('add --yes');
    expect(await leftovers(database)).not.toEqual([]);

    const erased = await leadline(['forget', '--email', ADDRESS, '--yes'], env);
    expect(erased.code, erased.stderr).toBe(0);
    expect(erased.stdout).toMatch(
      /^erased ada@example.com \(audit line .+\): .*calculator_leads 1/,
    );
    expect(await leftovers(database)).toEqual([]);

    const proof = await leadline(['erasures', '--email', 'Ada@example.com', '--json'], env);
    expect(proof.code).toBe(0);
    const lines = JSON.parse(proof.stdout) as {
      erasedBy: string;
      rowCounts: Record<string, number>;
    }[];
    expect(lines).toHaveLength(1);
    expect(lines[0]?.erasedBy).toMatch(/^cli/);
    expect(lines[0]?.rowCounts).toMatchObject({ analytics_sessions: 1, analytics_events: 1 });
    expect((await leadline(['erasures', '--email', 'bob@example.com'], env)).stdout).toBe(
      'no erasure of bob@example.com is recorded\n',
    );
  });

  it('on a terminal, erases only when the address is typed again', async () => {
    const env = database.env();
    await seed(database);
    const wrong = await atTerminal(['forget', '--email', ADDRESS], env, 'someone@example.com');
    expect(wrong.output).toContain('the addresses differ: nothing was erased');
    expect(wrong.code).toBe(1);
    expect(await leftovers(database)).not.toEqual([]);

    const right = await atTerminal(['forget', '--email', ADDRESS], env, ' ADA@example.com');
    expect(right.output).toMatch(/erased ada@example.com/);
    expect(right.code).toBe(0);
    expect(await leftovers(database)).toEqual([]);
  });
});
