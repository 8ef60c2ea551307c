/**
 * How every process opens the embedded database (the server, the CLI without a server, a restore):
 * PGlite with pg_trgm, and PostgreSQL's memory settings for a small server.
 *
 * shared_buffers is 16 MB instead of PostgreSQL's 128 MB. PGlite keeps the buffers in its WebAssembly
 * memory, which never shrinks, so they are resident as soon as a large query or a load has gone
 * through them, on a VPS of 1 GB shared with the system. Pages that do not fit are read again from the
 * operating system's page cache, which the kernel can give back under pressure. scripts/bench-memory.ts
 * measures the server with it; docs/benchmarks.md gives what it cost ingestion (none measurable).
 */
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { ownerOnlyNodeFS } from './owner-only-nodefs';

export const EMBEDDED_SHARED_BUFFERS = '16MB';

export async function openPGlite(
  directory: string,
  options: Pick<PGliteOptions, 'loadDataDir'> = {},
): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return new PGlite(directory, {
    // Its files owner-only from their creation (owner-only-nodefs.ts).
    fs: await ownerOnlyNodeFS(directory),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
    ...options,
  });
}
