#!/usr/bin/env node
// The `leadline` command as npm links it. It is committed, not built, so that `npm ci` on a fresh
// clone links it before anything is built; it runs the build, or says how to make one.
/* global console, process, URL */
import { existsSync } from 'node:fs';

const NOT_BUILT = 'leadline: the CLI is not built yet: run `npm run build` in the checkout first';
const built = new URL('../dist/index.js', import.meta.url);

if (!existsSync(built)) {
  console.error(NOT_BUILT);
  process.exitCode = 1;
} else {
  try {
    await import(built.href);
  } catch (error) {
    // Built alone, the CLI still needs the server's build (`@leadline/server/operations`).
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    console.error(`${NOT_BUILT} (${error.message})`);
    process.exitCode = 1;
  }
}
