/**
 * The embedded database's files are the owner's alone from their creation. PGlite's Node file
 * system (Emscripten's NODEFS) creates every file 0777, then chmods it to the mode asked for: what
 * PostgreSQL asks for less Emscripten's own umask, 022 (0600, or 0644 for a file it opens with
 * fopen), and for the files of a data directory's tarball (initdb's result on a new database, a
 * backup on a restore) Emscripten's default, 0666. The process's umask narrows no chmod, so 968
 * files of a new database came out world-writable. Here every mode NODEFS creates or sets is
 * narrowed to the owner's first (files 0600, directories 0700): no file is open to another user,
 * even for a moment.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { NodeFS } from '@electric-sql/pglite/nodefs';
import { makePrivateDir, ownerOnlyMode } from './private-files';

type ModuleOptions = Parameters<NodeFS['init']>[1];
type PostgresModule = Parameters<NonNullable<ModuleOptions['preRun']>[number]>[0];

/** The parts of Emscripten's NODEFS that set a mode on the host's file system. */
interface NodeFsOperations {
  node_ops: {
    mknod(parent: unknown, name: string, mode: number, dev: number): unknown;
    setattr(node: unknown, attr: { mode?: number }): void;
  };
  stream_ops: { setattr?(stream: unknown, attr: { mode?: number }): void };
}

/** Narrows every mode this module's NODEFS gives a file (its own object: one per PGlite). */
function keepOwnerOnly(module: PostgresModule): void {
  const nodefs = module.NODEFS as unknown as Partial<NodeFsOperations>;
  const { node_ops: nodeOps, stream_ops: streamOps } = nodefs;
  // Without these, files would be created with PGlite's modes: refuse rather than expose them.
  if (typeof nodeOps?.mknod !== 'function' || typeof nodeOps.setattr !== 'function' || !streamOps)
    throw new Error('this PGlite has no NODEFS to keep the data directory private');
  const { mknod, setattr } = nodeOps;
  nodeOps.mknod = (parent, name, mode, dev) => mknod(parent, name, ownerOnlyMode(mode), dev);
  nodeOps.setattr = (node, attr) => setattr(node, narrowed(attr));
  const streamSetattr = streamOps.setattr;
  if (streamSetattr) streamOps.setattr = (stream, attr) => streamSetattr(stream, narrowed(attr));
}

/** Emscripten's chmod passes the mode with the node's file-type bits, which ownerOnlyMode reads. */
const narrowed = <T extends { mode?: number }>(attr: T): T =>
  attr.mode === undefined ? attr : { ...attr, mode: ownerOnlyMode(attr.mode) };

/**
 * PGlite's Node file system on `directory`, created owner-only if it is missing (NodeFS would
 * create it with the umask's mode), with every mode it gives a file there narrowed to the owner's.
 */
export async function ownerOnlyNodeFS(directory: string): Promise<NodeFS> {
  const { NodeFS } = await import('@electric-sql/pglite/nodefs');
  class OwnerOnlyNodeFS extends NodeFS {
    override async init(pg: PGlite, options: ModuleOptions) {
      const { emscriptenOpts } = await super.init(pg, options);
      // After NodeFS's own step, which mounts the directory: its NODEFS exists by then.
      const preRun = [...(emscriptenOpts.preRun ?? []), keepOwnerOnly];
      return { emscriptenOpts: { ...emscriptenOpts, preRun } };
    }
  }
  makePrivateDir(directory);
  return new OwnerOnlyNodeFS(directory);
}
