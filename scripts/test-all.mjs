/**
 * `npm test`: runs every suite, two at a time (most are single-threaded: two fill two cores), goes on
 * after a failure so that one run shows everything, and ends with one table of every suite, its time
 * and what failed; the exit code is non-zero when anything failed. A suite's output is printed in one
 * piece when it ends. `npm test -- server cli/cli-postgres` runs only the steps named (a workspace's
 * name runs all of its steps); `--jobs 1` (or TEST_JOBS=1) runs one at a time, its output as it
 * comes; `npm test -- --list` lists the steps.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { startSharedPostgres } from './shared-postgres.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A workspace's npm script, with arguments for vitest (such as `--project`). */
const script = (workspace, name, ...args) => ({
  workspace,
  script: name,
  command: [
    'npm',
    'run',
    '--silent',
    name,
    '-w',
    `@leadline/${workspace}`,
    ...(args.length ? ['--', ...args] : []),
  ],
});
const project = (workspace, name, extra = {}) => ({
  name: `${workspace}/${name}`,
  project: name,
  ...script(workspace, 'test', '--project', name),
  ...extra,
});

const WORKSPACES = ['domain', 'tracker', 'server', 'cli', 'web'];

/**
 * Every suite of `npm test`, each vitest project on its own so that the table names it. The vitest
 * projects of each workspace are listed here too; scripts/test-all.test.mjs checks that none is missing.
 */
export const STEPS = [
  ...WORKSPACES.map((workspace) => ({
    name: `${workspace}/typecheck`,
    ...script(workspace, 'typecheck'),
  })),
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'scripts', command: ['npx', '--no', 'vitest', 'run', '--dir', 'scripts'] },
  { name: 'domain/unit', ...script('domain', 'test') },
  { name: 'tracker/unit', ...script('tracker', 'test') },
  // tracker.js's size budget, checked by its build.
  { name: 'tracker/size', ...script('tracker', 'build') },
  project('server', 'unit'),
  project('server', 'integration-pglite'),
  // postgres: the step needs a PostgreSQL server (the run starts one for all: shared-postgres.mjs).
  project('server', 'integration-postgres', { postgres: true }),
  project('cli', 'cli-pglite'),
  project('cli', 'cli-pglite-server'),
  project('cli', 'cli-postgres', { postgres: true }),
  { name: 'web/unit', ...script('web', 'test:unit') },
  // The longest step (it builds the app first) starts at once, beside the others.
  { name: 'web/e2e', ...script('web', 'test:e2e'), startFirst: true },
];

/** The steps named (a step's name, or what comes before its `/`), in the order of `steps`. */
export function selectSteps(steps, names) {
  if (names.length === 0) return steps;
  const unknown = names.filter((name) => !steps.some((step) => matches(step, name)));
  if (unknown.length > 0) {
    throw new Error(
      `no step named ${unknown.join(', ')}; the steps: ${steps.map((step) => step.name).join(', ')}`,
    );
  }
  return steps.filter((step) => names.some((name) => matches(step, name)));
}
const matches = (step, name) => step.name === name || step.name.startsWith(`${name}/`);

// eslint-disable-next-line no-control-regex -- the escape sequences of colours are what it removes
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
const MAX_CAPTURE = 4 * 1024 * 1024;

/**
 * What a step's output says about its tests: vitest's counts, the tests it reports as FAIL and its
 * unhandled errors. Other tools' failures are told by the last lines they printed.
 */
export function readOutput(output) {
  const lines = output.replace(ANSI, '').split(/\r?\n/);
  const countLines = lines.filter((line) => /^\s*Tests\s+\d+ \w+/.test(line));
  const counts = {};
  for (const part of (countLines.at(-1) ?? '').replace(/\(\d+\)\s*$/, '').split('|')) {
    const [, n, state] = /(\d+) (\w+)/.exec(part) ?? [];
    if (n && state) counts[state] = Number(n);
  }
  const failed = [
    ...new Set(
      lines
        .map((line) => /^\s*FAIL\s+(.+?)\s*$/.exec(line)?.[1])
        .filter((test) => test !== undefined),
    ),
  ];
  const unhandled = lines
    .map((line) => /Vitest caught (\d+) unhandled errors?/.exec(line)?.[1])
    .find(Boolean);
  const tail = lines
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !/^npm (error|warn|ERR!)/.test(line))
    .slice(-6);
  return { counts, failed, unhandled: unhandled ? Number(unhandled) : 0, tail };
}

/** The steps write into a pipe: on a terminal, they keep their colours all the same. */
const stepEnv = () =>
  process.stdout.isTTY && !('FORCE_COLOR' in process.env) && !('NO_COLOR' in process.env)
    ? { ...process.env, FORCE_COLOR: '1' }
    : process.env;

/** Runs one step, its output passed through as it comes, and answers how it went. */
export function runStep(step, { stdout = process.stdout, stderr = process.stderr, env } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    let captured = '';
    const keep = (chunk) => {
      captured += chunk;
      if (captured.length > MAX_CAPTURE) captured = captured.slice(-MAX_CAPTURE / 2);
    };
    const [command, ...args] = step.command;
    const child = spawn(command, args, {
      cwd: step.cwd ?? ROOT,
      env: env ?? stepEnv(),
      stdio: ['inherit', 'pipe', 'pipe'],
    });
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout.write(chunk), keep(chunk)));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr.write(chunk), keep(chunk)));
    const done = (code, signal, error) =>
      resolve({
        name: step.name,
        passed: code === 0,
        code,
        signal,
        ms: Date.now() - started,
        ...readOutput(error ? `${captured}\n${error.message}` : captured),
      });
    child.on('error', (error) => done(null, null, error));
    child.on('close', (code, signal) => done(code, signal));
  });
}

const interrupted = (result) => result.signal === 'SIGINT' || result.signal === 'SIGTERM';

/**
 * Runs all the steps, unless one is interrupted (Ctrl-C), `jobs` at a time (those marked startFirst
 * first, then in their order), and answers their results in the order of `steps`.
 */
export async function runSteps(steps, { jobs = 1, ...options } = {}) {
  const out = options.stdout ?? process.stdout;
  const err = options.stderr ?? process.stderr;
  const lanes = Math.min(jobs, steps.length);
  const queue =
    lanes > 1 ? [...steps].sort((a, b) => (b.startFirst ?? 0) - (a.startFirst ?? 0)) : [...steps];
  const results = new Map();
  let stopped = false;
  const lane = async () => {
    while (queue.length > 0 && !stopped) {
      const step = queue.shift();
      const header = `\n== ${step.name}: ${step.command.join(' ')}\n`;
      let result;
      if (lanes === 1) {
        out.write(header);
        result = await runStep(step, options);
      } else {
        out.write(`-- ${step.name}: started\n`);
        const chunks = [];
        const keep = (stream) => ({ write: (chunk) => (chunks.push([stream, chunk]), true) });
        result = await runStep(step, { ...options, stdout: keep(out), stderr: keep(err) });
        out.write(header);
        for (const [stream, chunk] of chunks) stream.write(chunk);
      }
      results.set(step, result);
      if (interrupted(result)) stopped = true;
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return steps.filter((step) => results.has(step)).map((step) => results.get(step));
}

export function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60
    ? `${seconds}s`
    : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
}

const describeCounts = ({ counts }) =>
  ['failed', 'passed', 'skipped', 'todo']
    .filter((state) => counts[state])
    .map((state) => `${counts[state]} ${state}`)
    .join(', ');

const outcome = (result) =>
  result.passed
    ? 'passed'
    : result.signal
      ? `stopped (${result.signal})`
      : `FAILED (exit ${result.code ?? '?'})`;

/**
 * The closing table: every step run, and under it what failed in each failed step. `wallMs` is how
 * long the run took, when its steps ran `jobs` at a time.
 */
export function formatSummary(results, notRun = [], { wallMs, jobs = 1 } = {}) {
  const width = Math.max(
    4,
    ...results.map((result) => result.name.length),
    ...notRun.map((step) => step.name.length),
  );
  const row = (name, result, time, tests) =>
    `  ${name.padEnd(width)}  ${result.padEnd(16)}${time.padStart(7)}  ${tests}`.trimEnd();
  const lines = ['', '== npm test: every suite', row('step', 'result', 'time', 'tests')];
  for (const result of results) {
    lines.push(row(result.name, outcome(result), duration(result.ms), describeCounts(result)));
  }
  for (const step of notRun) lines.push(row(step.name, 'not run', '', ''));
  const failed = results.filter((result) => !result.passed);
  for (const result of failed) {
    lines.push('', `${result.name} failed:`);
    const shown =
      result.failed.length > 0 ? result.failed.map((test) => `FAIL ${test}`) : result.tail;
    for (const line of shown.slice(0, 20)) lines.push(`  ${line}`);
    if (shown.length > 20) lines.push(`  ... and ${shown.length - 20} more`);
    if (result.unhandled > 0)
      lines.push(`  ${result.unhandled} unhandled error(s): see the step's output`);
  }
  const total = results.reduce((sum, result) => sum + result.ms, 0);
  const time =
    jobs > 1 && wallMs !== undefined
      ? `${duration(wallMs)}, ${jobs} at a time: the steps' times add up to ${duration(total)}`
      : duration(wallMs ?? total);
  lines.push(
    '',
    `steps: ${results.length - failed.length} passed, ${failed.length} failed${notRun.length ? `, ${notRun.length} not run` : ''} (${time})`,
  );
  return `${lines.join('\n')}\n`;
}

/**
 * How many steps run at once (`--jobs N` or `--jobs=N`, else TEST_JOBS, else two, or one on a
 * one-core machine), and the arguments left.
 */
export function readJobs(argv, env = process.env) {
  const at = argv.findIndex((arg) => arg === '--jobs' || arg.startsWith('--jobs='));
  const inline = at >= 0 && argv[at].startsWith('--jobs=');
  const given = at < 0 ? env.TEST_JOBS : inline ? argv[at].slice('--jobs='.length) : argv[at + 1];
  const rest = at < 0 ? argv : argv.filter((_, i) => i !== at && (inline || i !== at + 1));
  if (given === undefined || given === '') {
    return { jobs: Math.min(2, os.availableParallelism()), rest };
  }
  const jobs = Number(given);
  if (!Number.isInteger(jobs) || jobs < 1)
    throw new Error(`--jobs takes a whole number, not ${given}`);
  return { jobs, rest };
}

/** The command: answers its exit code (0 when every step passed, 1 when any failed, 2 on a bad argument). */
export async function main(argv, steps = STEPS, options = {}) {
  const out = options.stdout ?? process.stdout;
  if (argv.includes('--list')) {
    out.write(`${steps.map((step) => `${step.name}\t${step.command.join(' ')}`).join('\n')}\n`);
    return 0;
  }
  let selected;
  let jobs;
  try {
    const read = readJobs(argv, options.env);
    jobs = options.jobs ?? read.jobs;
    selected = selectSteps(steps, read.rest);
  } catch (error) {
    (options.stderr ?? process.stderr).write(`test-all: ${error.message}\n`);
    return 2;
  }
  const started = Date.now();
  const results = await runSteps(selected, { ...options, jobs });
  const ran = new Set(results.map((result) => result.name));
  const notRun = selected.filter((step) => !ran.has(step.name));
  const wallMs = Date.now() - started;
  out.write(formatSummary(results, notRun, { wallMs, jobs: Math.min(jobs, selected.length) }));
  return results.every((result) => result.passed) && notRun.length === 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const argv = process.argv.slice(2);
  const listing = argv.includes('--list');
  let selected = STEPS;
  try {
    selected = selectSteps(STEPS, readJobs(argv).rest);
  } catch {
    // main says what is wrong with the arguments
  }
  const shared = listing ? undefined : await startSharedPostgres(selected);
  const env = shared ? { ...stepEnv(), TEST_DATABASE_URL: shared.url } : undefined;
  try {
    process.exitCode = await main(argv, STEPS, env ? { env } : {});
  } finally {
    await shared?.stop();
  }
}
