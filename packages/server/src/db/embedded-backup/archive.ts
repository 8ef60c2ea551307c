/**
 * Checks a backup file before anything is touched: a gzipped tar of a PostgreSQL data directory of
 * the embedded database's version, every header's checksum right, every file whole, no path leaving
 * the directory.
 */
import { gunzipSync } from 'node:zlib';

/** The PostgreSQL major version of the embedded database (PGlite 0.5). */
export const EMBEDDED_PG_MAJOR = '18';

export class BackupFileError extends Error {
  override name = 'BackupFileError';
  readonly code = 'EBADBACKUP';
}

const BLOCK = 512;

function field(header: Buffer, start: number, length: number): string {
  const text = header.toString('utf8', start, start + length);
  const end = text.indexOf('\0');
  return end === -1 ? text : text.slice(0, end);
}

function checksumOk(header: Buffer): boolean {
  const stored = Number.parseInt(field(header, 148, 8).trim(), 8);
  let sum = 0;
  for (let index = 0; index < BLOCK; index++)
    sum += index >= 148 && index < 156 ? 0x20 : (header[index] ?? 0);
  return stored === sum;
}

export interface BackupSummary {
  files: number;
  /** Bytes of the data directory once unpacked. */
  bytes: number;
}

export function checkBackup(file: Buffer, name: string): BackupSummary {
  let tar: Buffer;
  try {
    tar = gunzipSync(file);
  } catch {
    throw new BackupFileError(
      `${name} is not a backup of the embedded database (not gzip, or cut short)`,
    );
  }
  const invalid = (why: string) =>
    new BackupFileError(`${name} is not a usable backup of the embedded database: ${why}`);
  const contents = new Map<string, string>();
  let files = 0;
  let bytes = 0;
  let offset = 0;
  let ended = false;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) {
      ended = true;
      break;
    }
    if (!checksumOk(header)) throw invalid(`a damaged header at byte ${offset}`);
    const prefix = field(header, 345, 155);
    const entry = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    if (entry.split('/').includes('..')) throw invalid(`a path outside the directory (${entry})`);
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const start = offset + BLOCK;
    if (!Number.isFinite(size) || size < 0 || start + size > tar.length)
      throw invalid(`${entry} is cut short`);
    const path = entry.replace(/^\/+/, '');
    if (path === 'PG_VERSION' || path === 'global/pg_control')
      contents.set(path, tar.toString('latin1', start, start + Math.min(size, 64)));
    files += 1;
    bytes += size;
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  if (!ended) throw invalid('it is cut short');
  const version = contents.get('PG_VERSION')?.trim();
  if (version === undefined || !contents.has('global/pg_control'))
    throw invalid('no PostgreSQL data directory in it');
  if (version !== EMBEDDED_PG_MAJOR)
    throw invalid(`made by PostgreSQL ${version}, the embedded database is ${EMBEDDED_PG_MAJOR}`);
  return { files, bytes };
}
