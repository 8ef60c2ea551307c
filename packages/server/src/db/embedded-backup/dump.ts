/**
 * A consistent copy of the embedded database: taken with the server's one connection in hand (no
 * request's transaction, nor a local command's, is half-way), after a checkpoint, as PGlite's gzipped
 * tarball of its data directory.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Knex } from 'knex';

export async function dumpEmbedded(pglite: PGlite, knex: Knex): Promise<Buffer> {
  const held: unknown = await knex.client.acquireConnection();
  try {
    // Everything committed goes to the data files first (the WAL would replay it anyway).
    await pglite.exec('CHECKPOINT');
    const tarball = await pglite.dumpDataDir('gzip');
    return Buffer.from(await tarball.arrayBuffer());
  } finally {
    await knex.client.releaseConnection(held);
  }
}
