/**
 * A consistent copy of the embedded database: taken with the server's one connection in hand (no
 * request's transaction, nor a local command's, is half-way), after a checkpoint, as PGlite's
 * tarball of its data directory, its members named relative to it, gzipped.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import type { Knex } from 'knex';
import { relativeMemberNames } from './archive';

const gzipped = promisify(gzip);

export async function dumpEmbedded(pglite: PGlite, knex: Knex): Promise<Buffer> {
  const held: unknown = await knex.client.acquireConnection();
  let tarball: Blob;
  try {
    // Everything committed goes to the data files first (the WAL would replay it anyway).
    await pglite.exec('CHECKPOINT');
    tarball = await pglite.dumpDataDir('none');
  } finally {
    await knex.client.releaseConnection(held);
  }
  // Compressed off the database's one connection: requests go on meanwhile.
  return gzipped(relativeMemberNames(Buffer.from(await tarball.arrayBuffer())));
}
