/**
 * The embedded database reached through a running server's socket, with the ordinary `pg` driver: what
 * `leadline` commands use when the server holds DATA_DIR.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import knexFactory from 'knex';
import { pgTypes, type Database } from '../connect';
import { EMBEDDED_SOCKET_PORT, embeddedSocketPath } from './server';

/**
 * Opens the running server's embedded database, or returns undefined when no socket answers (an old
 * server, one on another host sharing the volume, or a path too long for a socket).
 */
export async function openRunningEmbedded(dataDir: string): Promise<Database | undefined> {
  if (!existsSync(embeddedSocketPath(dataDir))) return undefined;
  const knex = knexFactory({
    client: 'pg',
    connection: {
      host: path.resolve(dataDir),
      port: EMBEDDED_SOCKET_PORT,
      user: 'postgres',
      database: 'postgres',
      types: pgTypes,
    },
    // One connection, as on the embedded database opened directly: the server runs one session.
    pool: { min: 0, max: 1 },
  });
  try {
    await knex.raw('select 1');
  } catch (error) {
    await knex.destroy();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ECONNREFUSED' || code === 'ENOENT') return undefined;
    throw error;
  }
  return {
    knex,
    kind: 'pglite',
    location: dataDir,
    unbounded: (work) => work(knex),
    close: () => knex.destroy(),
  };
}
