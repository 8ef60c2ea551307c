/** Files the CLI writes for the owner (exports, backups): the owner's alone to read and write. */
import { open, type FileHandle } from 'node:fs/promises';

export const OWNER_FILE_MODE = 0o600;

/**
 * Opens `file` for writing, emptied: a new file is created 0600, and one already there (an earlier
 * export, written 0644 under the usual umask) is made 0600 before anything is written to it.
 * Anything else than a regular file (/dev/stdout, a pipe) is written to as it is.
 */
export async function openOwnerFile(file: string): Promise<FileHandle> {
  const handle = await open(file, 'w', OWNER_FILE_MODE);
  try {
    const stats = await handle.stat();
    if (stats.isFile() && (stats.mode & 0o777) !== OWNER_FILE_MODE)
      await handle.chmod(OWNER_FILE_MODE);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
