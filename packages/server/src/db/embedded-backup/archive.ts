/**
 * Backup files: a gzipped tar of a PostgreSQL data directory of the embedded database's version,
 * its members named relative to the directory. A file is checked before anything is touched: every
 * header's checksum right, every file whole, no path leaving the directory.
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

/** A tar that cannot be read to its end; the caller says which file. */
class TarError extends Error {}

export interface TarEntry {
  /** The member's name as written (prefix and name joined). */
  name: string;
  /** Where its 512-byte header starts in the tar. */
  headerOffset: number;
  /** Where its data starts, and how many bytes it has. */
  dataOffset: number;
  size: number;
}

/** A tar's members in order, each header's checksum and each member's length checked. */
export function* tarEntries(tar: Buffer): Generator<TarEntry, void, undefined> {
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return;
    if (!checksumOk(header)) throw new TarError(`a damaged header at byte ${offset}`);
    const prefix = field(header, 345, 155);
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const dataOffset = offset + BLOCK;
    if (!Number.isFinite(size) || size < 0 || dataOffset + size > tar.length)
      throw new TarError(`${name} is cut short`);
    yield { name, headerOffset: offset, dataOffset, size };
    offset = dataOffset + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new TarError('it is cut short');
}

/** Writes `text` into a header's field, NUL-padded. */
function setField(header: Buffer, start: number, length: number, text: string): void {
  header.fill(0, start, start + length);
  header.write(text, start, length, 'utf8');
}

function setChecksum(header: Buffer): void {
  header.fill(0x20, 148, 156);
  const sum = header.reduce((total, byte) => total + byte, 0);
  setField(header, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
}

/**
 * Names the members of PGlite's tarball of a data directory relative to it (PG_VERSION, base/1/112)
 * instead of from the root (/PG_VERSION), as tar archives should: `tar -x` then unpacks it where it
 * is told, without a warning. Rewrites the headers in place, and returns the same tar.
 */
export function relativeMemberNames(tar: Buffer): Buffer {
  for (const entry of tarEntries(tar)) {
    if (!entry.name.startsWith('/')) continue;
    const header = tar.subarray(entry.headerOffset, entry.headerOffset + BLOCK);
    // The leading slash is at the start of the prefix when there is one, else of the name.
    const [start, length] = field(header, 345, 155) ? [345, 155] : [0, 100];
    setField(header, start, length, field(header, start, length).replace(/^\/+/, '') || '.');
    setChecksum(header);
  }
  return tar;
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
  try {
    for (const entry of tarEntries(tar)) {
      // Backups of earlier versions name their members from the root (/PG_VERSION): the names
      // are read relative to the data directory either way, so only ".." could leave it.
      if (entry.name.split('/').includes('..'))
        throw invalid(`a path outside the directory (${entry.name})`);
      const path = entry.name.replace(/^\/+/, '');
      if (path === 'PG_VERSION' || path === 'global/pg_control')
        contents.set(
          path,
          tar.toString('latin1', entry.dataOffset, entry.dataOffset + Math.min(entry.size, 64)),
        );
      files += 1;
      bytes += entry.size;
    }
  } catch (error) {
    if (error instanceof TarError) throw invalid(error.message);
    throw error;
  }
  const version = contents.get('PG_VERSION')?.trim();
  if (version === undefined || !contents.has('global/pg_control'))
    throw invalid('no PostgreSQL data directory in it');
  if (version !== EMBEDDED_PG_MAJOR)
    throw invalid(`made by PostgreSQL ${version}, the embedded database is ${EMBEDDED_PG_MAJOR}`);
  return { files, bytes };
}
