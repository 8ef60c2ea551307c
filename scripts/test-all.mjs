/**
 * `npm test`: runs every suite one after another, goes on after a failure so that one run shows
 * everything, and ends with one table of every suite, its time and what failed; the exit code is
 * non-zero when anything failed. `npm test -- server cli/cli-postgres` runs only the steps named (a
 * workspace's name runs all of its steps); `npm test -- --list` lists them.
 */
import { spawn } from 'node:child_process';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';

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
const project = (workspace, name) => ({
  name: `${workspace}/${name}`,
  project: name,
  ...script(workspace, 'test', '--project', name),
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
  project('server', 'integration-postgres'),
  project('cli', 'cli-pglite'),
  project('cli', 'cli-pglite-server'),
  project('cli', 'cli-postgres'),
  { name: 'web/unit', ...script('web', 'test:unit') },
  { name: 'web/e2e', ...script('web', 'test:e2e') },
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

/** Runs the steps one after another, all of them, unless one is interrupted (Ctrl-C). */
export async function runSteps(steps, options = {}) {
  const out = options.stdout ?? process.stdout;
  const results = [];
  for (const step of steps) {
    out.write(`\n== ${step.name}: ${step.command.join(' ')}\n`);
    const result = await runStep(step, options);
    results.push(result);
    if (result.signal === 'SIGINT' || result.signal === 'SIGTERM') break;
  }
  return results;
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

/** The closing table: every step run, and under it what failed in each failed step. */
export function formatSummary(results, notRun = []) {
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
  lines.push(
    '',
    `steps: ${results.length - failed.length} passed, ${failed.length} failed${notRun.length ? `, ${notRun.length} not run` : ''} (${duration(total)})`,
  );
  return `${lines.join('\n')}\n`;
}

/** The command: answers its exit code (0 when every step passed, 1 when any failed, 2 on a bad name). */
export async function main(argv, steps = STEPS, options = {}) {
  const out = options.stdout ?? process.stdout;
  if (argv.includes('--list')) {
    out.write(`${steps.map((step) => `${step.name}\t${step.command.join(' ')}`).join('\n')}\n`);
    return 0;
  }
  let selected;
  try {
    selected = selectSteps(steps, argv);
  } catch (error) {
    (options.stderr ?? process.stderr).write(`test-all: ${error.message}\n`);
    return 2;
  }
  const results = await runSteps(selected, options);
  const notRun = selected.slice(results.length);
  out.write(formatSummary(results, notRun));
  return results.every((result) => result.passed) && notRun.length === 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.slice(2));
}
