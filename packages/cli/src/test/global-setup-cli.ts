/**
 * Once per run: the CLI bundled from its TypeScript source and the server's, as the tests' `leadline`
 * process. Loaded through tsx instead, each process resolved and compiled hundreds of files: about
 * 40% of the CPU time of a command. npm dependencies stay external, as in the built CLI.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';
import type { TestProject } from 'vitest/node';
import type {} from './leadline';

const cliRoot = fileURLToPath(new URL('../..', import.meta.url));

export default async function setup(project: TestProject) {
  // Inside the package, so that the bundle finds the npm dependencies where its source does.
  const cache = path.join(cliRoot, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(path.join(cache, 'leadline-test-cli-'));
  await build({
    config: false,
    entry: { leadline: path.join(cliRoot, 'src', 'index.ts') },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    outDir,
    silent: true,
    noExternal: [/^@leadline\//],
    external: [/^(?!@leadline\/)[^./]/],
    esbuildOptions(options) {
      options.conditions = ['source'];
    },
  });
  project.provide('cliBundle', path.join(outDir, 'leadline.js'));
  return () => rmSync(outDir, { recursive: true, force: true });
}
