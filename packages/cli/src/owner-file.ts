/**
 * What the CLI writes for the owner (exports, backups): the owner's alone to read and write. A file
 * is written under a temporary name beside the target, created 0600, and renamed over the target once
 * whole: whatever the target was (an earlier export, a link someone left there) is replaced, never
 * written through, and a reader that holds the earlier file open keeps reading the earlier contents.
 */
import { randomBytes } from 'node:crypto';
import { constants, fstatSync, type Stats } from 'node:fs';
import { open, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

const OWNER_FILE_MODE = 0o600;

/** `--out -`: standard output. */
export const STANDARD_OUTPUT = '-';

/** How messages name an output. */
export const outputName = (out: string) => (out === STANDARD_OUTPUT ? 'standard output' : out);

/** `write` writes to the stream it is given and leaves ending it to the caller. */
export type WriteOutput = (sink: Writable) => Promise<void>;

/**
 * Writes `out` through `write`. Standard output (`-`, or a path that is this process's standard
 * output or error, such as /dev/stdout redirected to a file) is written as it is, and so is a target
 * that exists and is not a regular file (/dev/null, a named pipe); anything else is replaced.
 */
export async function writeOwnerOutput(out: string, write: WriteOutput): Promise<void> {
  if (out === STANDARD_OUTPUT) return write(process.stdout);
  const target = await existing(out);
  const stream = target && ownStream(target);
  if (stream) return write(stream);
  const direct = target && !target.isFile() ? await openUnlessRegular(out) : undefined;
  if (direct) return writeThrough(direct, write);
  return replace(out, write);
}

async function existing(out: string): Promise<Stats | undefined> {
  try {
    return await stat(out);
  } catch (error) {
    // A dangling link is no file: it is replaced like a missing one.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** process.stdout or process.stderr when `target` is the file it writes to. */
function ownStream(target: Stats): Writable | undefined {
  for (const [fd, stream] of [
    [1, process.stdout],
    [2, process.stderr],
  ] as const) {
    try {
      const own = fstatSync(fd);
      if (own.dev === target.dev && own.ino === target.ino) return stream;
    } catch {
      // closed
    }
  }
  return undefined;
}

/**
 * Opens a device or pipe to write to it, neither creating nor emptying anything; undefined when what
 * is there by now is a regular file (swapped in since it was looked at), which is then replaced.
 */
async function openUnlessRegular(out: string): Promise<FileHandle | undefined> {
  const handle = await open(out, constants.O_WRONLY | constants.O_NOCTTY);
  try {
    if (!(await handle.stat()).isFile()) return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
  await handle.close();
  return undefined;
}

/** Writes through a stream on `handle`, which closes it (after an fsync with `flush`). */
async function writeThrough(
  handle: FileHandle,
  write: WriteOutput,
  { flush = false } = {},
): Promise<void> {
  const sink = handle.createWriteStream({ flush });
  try {
    await write(sink);
    if (!sink.writableEnded) sink.end();
    await finished(sink);
  } catch (error) {
    sink.destroy();
    await finished(sink).catch(() => undefined);
    throw error;
  }
}

/** Writes a new owner-only file beside `out` and renames it over `out` once it is whole. */
async function replace(out: string, write: WriteOutput): Promise<void> {
  const partial = `${out}.partial-${randomBytes(4).toString('hex')}`;
  // 'wx' creates the file or fails: no link or earlier file under that name is followed.
  const handle = await open(partial, 'wx', OWNER_FILE_MODE);
  try {
    // On disk before it takes the target's place, so a crash leaves the earlier file or this one.
    await writeThrough(handle, write, { flush: true });
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
