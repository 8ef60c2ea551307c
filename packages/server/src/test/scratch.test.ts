import { accessSync, constants } from 'node:fs';
import os from 'node:os';
import { expect, it } from 'vitest';
import { databaseScratchDir } from './scratch';

it('keeps the test databases where TMPDIR says, when it says', () => {
  expect(databaseScratchDir({ TMPDIR: os.tmpdir() })).toBe(os.tmpdir());
});

it('answers a directory the tests may write in: /dev/shm or the temporary directory', () => {
  const dir = databaseScratchDir({});
  expect(['/dev/shm', os.tmpdir()]).toContain(dir);
  expect(() => accessSync(dir, constants.W_OK)).not.toThrow();
});
