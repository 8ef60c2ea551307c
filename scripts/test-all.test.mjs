/** `npm test`'s runner (test-all.mjs), on steps that are real processes, and its list of suites. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STEPS, main, readJobs, readOutput, selectSteps } from './test-all.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A step that runs `code` in a new Node.js process. */
const node = (name, code) => ({ name, command: [process.execPath, '-e', code] });

/** Collects what is written to it. */
const sink = () => {
  const stream = { text: '', write: (chunk) => ((stream.text += chunk), true) };
  return stream;
};

/** What vitest prints for a failed run (its colours included). */
const VITEST_FAILED = [
  '\u001b[31m⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯\u001b[39m',
  '',
  '\u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m |integration-pglite| src/features/delivery/webhooks.int.test.ts > webhooks > delivers a signed lead.created',
  'AssertionError: expected "sending" to be "sent"',
  ' FAIL  |integration-pglite| src/features/delivery/mail.int.test.ts > mail > alerts the owner once',
  ' FAIL  |integration-pglite| src/features/delivery/webhooks.int.test.ts > webhooks > delivers a signed lead.created',
  '',
  '\u001b[2m Test Files \u001b[22m \u001b[1m\u001b[31m2 failed\u001b[39m\u001b[22m\u001b[2m | \u001b[22m\u001b[1m\u001b[32m40 passed\u001b[39m\u001b[22m\u001b[90m (42)\u001b[39m',
  '\u001b[2m      Tests \u001b[22m \u001b[1m\u001b[31m2 failed\u001b[39m\u001b[22m\u001b[2m | \u001b[22m\u001b[1m\u001b[32m398 passed\u001b[39m\u001b[22m\u001b[2m | \u001b[22m\u001b[33m3 skipped\u001b[39m\u001b[90m (403)\u001b[39m',
  'Vitest caught 1 unhandled error during the test run.',
].join('\n');

describe('npm test (scripts/test-all.mjs)', () => {
  it('runs every step after a failure, ends with one table of all of them, and exits 1', async () => {
    const stdout = sink();
    const stderr = sink();
    const steps = [
      node('typecheck', 'console.log("no errors")'),
      node('server/unit', `console.error(${JSON.stringify(VITEST_FAILED)}); process.exit(1)`),
      node(
        'lint',
        'console.log("[warn] jane.json"); console.log("[warn] Code style issues found"); process.exit(2)',
      ),
      node('web/e2e', 'console.log("      Tests  59 passed (59)")'),
    ];

    const code = await main([], steps, { stdout, stderr });

    expect(code).toBe(1);
    // Each step's own output passed through, on the stream it was written to.
    expect(stdout.text).toContain('no errors');
    expect(stderr.text).toContain('Failed Tests 2');
    const summary = stdout.text.slice(stdout.text.lastIndexOf('== npm test: every suite'));
    const rows = summary.split('\n');
    expect(rows.find((row) => row.trim().startsWith('typecheck'))).toMatch(/passed\s+\d+s$/);
    expect(rows.find((row) => row.trim().startsWith('server/unit'))).toMatch(
      /FAILED \(exit 1\)\s+\d+s\s+2 failed, 398 passed, 3 skipped$/,
    );
    expect(rows.find((row) => row.trim().startsWith('lint'))).toMatch(/FAILED \(exit 2\)/);
    expect(rows.find((row) => row.trim().startsWith('web/e2e'))).toMatch(
      /passed\s+\d+s\s+59 passed$/,
    );
    // What failed, once each, under the table.
    expect(summary).toContain(
      [
        'server/unit failed:',
        '  FAIL |integration-pglite| src/features/delivery/webhooks.int.test.ts > webhooks > delivers a signed lead.created',
        '  FAIL |integration-pglite| src/features/delivery/mail.int.test.ts > mail > alerts the owner once',
        "  1 unhandled error(s): see the step's output",
      ].join('\n'),
    );
    expect(summary).toContain(
      ['lint failed:', '  [warn] jane.json', '  [warn] Code style issues found'].join('\n'),
    );
    expect(rows.filter(Boolean).at(-1)).toMatch(
      /^steps: 2 passed, 2 failed \(\d+s, 2 at a time: the steps' times add up to \d+s\)$/,
    );
  });

  it('runs two steps at a time, and prints the output of each in one piece', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'test-all-'));
    // Each step says it has started, then waits for the other to say so: together, or not at all.
    const meet = (me, other) =>
      [
        'const fs = require("node:fs");',
        `fs.writeFileSync(${JSON.stringify(path.join(dir, me))}, "");`,
        `console.log("${me}: first line");`,
        'const deadline = Date.now() + 10000;',
        `while (!fs.existsSync(${JSON.stringify(path.join(dir, other))})) {`,
        '  if (Date.now() > deadline) { console.log("alone"); process.exit(1); }',
        '}',
        `console.log("${me}: last line");`,
      ].join(' ');
    const stdout = sink();
    try {
      const steps = [node('a', meet('a', 'b')), node('b', meet('b', 'a'))];
      expect(await main([], steps, { stdout, stderr: sink(), jobs: 2 })).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    for (const name of ['a', 'b']) {
      expect(stdout.text).toContain(`-- ${name}: started\n`);
      expect(stdout.text).toMatch(
        new RegExp(`== ${name}: \\S+ -e [^\\n]+\\n${name}: first line\\n${name}: last line\\n`),
      );
    }
  });

  it('runs one step at a time with --jobs 1, its output as it comes', async () => {
    const stdout = sink();
    const steps = [node('a', 'console.log("from a")'), node('b', 'console.log("from b")')];
    expect(await main(['--jobs', '1'], steps, { stdout, stderr: sink() })).toBe(0);
    expect(stdout.text).not.toContain('started');
    expect(stdout.text).toMatch(/== a: [^\n]+\nfrom a\n\n== b: [^\n]+\nfrom b\n/);
    expect(stdout.text).toMatch(/steps: 2 passed, 0 failed \(\d+s\)\n$/);
  });

  it('reads --jobs, --jobs=N and TEST_JOBS, and refuses anything but a whole number', async () => {
    expect(readJobs(['--jobs', '3', 'lint'], {})).toEqual({ jobs: 3, rest: ['lint'] });
    expect(readJobs(['lint', '--jobs=1'], {})).toEqual({ jobs: 1, rest: ['lint'] });
    expect(readJobs(['lint'], { TEST_JOBS: '4' })).toEqual({ jobs: 4, rest: ['lint'] });
    expect(readJobs([], {}).jobs).toBe(Math.min(2, os.availableParallelism()));
    const stderr = sink();
    expect(await main(['--jobs', 'many'], [node('a', '')], { stdout: sink(), stderr })).toBe(2);
    expect(stderr.text).toBe('test-all: --jobs takes a whole number, not many\n');
  });

  it('exits 0 when every step passed', async () => {
    const stdout = sink();
    const steps = [node('a', ''), node('b', '')];
    expect(await main([], steps, { stdout, stderr: sink() })).toBe(0);
    expect(stdout.text).toMatch(/steps: 2 passed, 0 failed \(\d+s, 2 at a time: [^)]+\)\n$/);
  });

  it('reports a step whose command cannot start as failed, and goes on', async () => {
    const stdout = sink();
    const steps = [{ name: 'missing', command: ['leadline-no-such-command'] }, node('after', '')];
    expect(await main([], steps, { stdout, stderr: sink() })).toBe(1);
    expect(stdout.text).toMatch(/missing\s+FAILED \(exit \?\)/);
    expect(stdout.text).toContain('ENOENT');
    expect(stdout.text).toMatch(/after\s+passed/);
  });

  it('reads vitest’s counts, failed tests and unhandled errors', () => {
    expect(readOutput(VITEST_FAILED)).toMatchObject({
      counts: { failed: 2, passed: 398, skipped: 3 },
      failed: [
        '|integration-pglite| src/features/delivery/webhooks.int.test.ts > webhooks > delivers a signed lead.created',
        '|integration-pglite| src/features/delivery/mail.int.test.ts > mail > alerts the owner once',
      ],
      unhandled: 1,
    });
    const tsc = readOutput(
      "src/config.ts(12,3): error TS2322: Type 'string' is not assignable to type 'number'.\nnpm error code 2\n",
    );
    expect(tsc).toMatchObject({ counts: {}, failed: [], unhandled: 0 });
    expect(tsc.tail).toEqual([
      "src/config.ts(12,3): error TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
  });

  it('runs only the steps named: a step, or a workspace’s steps', async () => {
    const names = (selected) => selected.map((step) => step.name);
    expect(names(selectSteps(STEPS, ['lint', 'cli']))).toEqual([
      'cli/typecheck',
      'lint',
      'cli/cli-pglite',
      'cli/cli-pglite-server',
      'cli/cli-postgres',
    ]);
    expect(names(selectSteps(STEPS, []))).toEqual(names(STEPS));
    const stderr = sink();
    expect(await main(['server/nope'], STEPS, { stdout: sink(), stderr })).toBe(2);
    expect(stderr.text).toMatch(/^test-all: no step named server\/nope; the steps: .*server\/unit/);
  });

  it('is what `npm test` runs, as a command', () => {
    const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
    expect(scripts.test).toBe('node scripts/test-all.mjs');
    const listed = spawnSync(process.execPath, ['scripts/test-all.mjs', '--list'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(listed.status).toBe(0);
    expect(
      listed.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t')[0]),
    ).toEqual(STEPS.map((step) => step.name));
  });

  it('has a step for every workspace’s typecheck and every suite of its tests', async () => {
    const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    for (const folder of workspaces) {
      const workspace = path.basename(folder);
      const { scripts } = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
      const stepsOf = (script) =>
        STEPS.filter((step) => step.workspace === workspace && step.script === script);
      if (scripts.typecheck) expect(stepsOf('typecheck'), workspace).toHaveLength(1);
      if (!scripts.test) continue;
      // A test script that runs others (`npm run test:unit && npm run test:e2e`): one step each.
      const parts = [...scripts.test.matchAll(/npm run (\S+)/g)].map((match) => match[1]);
      for (const part of parts) expect(stepsOf(part), `${workspace} ${part}`).toHaveLength(1);
      if (parts.length > 0) continue;
      // `vitest run`: one step per project of its config, or one for all when it has none.
      const config = (await import(path.join(root, folder, 'vitest.config.ts'))).default;
      const projects = (config.test?.projects ?? []).map((entry) => entry.test.name);
      const projectSteps = stepsOf('test').map((step) => step.project);
      expect(projectSteps, workspace).toEqual(projects.length > 0 ? projects : [undefined]);
    }
  });
});
