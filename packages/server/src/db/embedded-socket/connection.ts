/**
 * One local client of the embedded database (a `leadline` command), bridged to PGlite's one backend.
 *
 * PGlite is a single session shared with the server's own queries, so while this client has a
 * message in hand or a transaction open it holds the server's only Knex connection: the server's
 * requests wait for it, and it waits for theirs; a client's BEGIN never takes the server's queries
 * into its transaction. The hold ends when the backend is idle again ('I' after a Sync or a query),
 * when the client goes (its transaction rolled back), or after `holdLimitMs` (rolled back, the
 * client told and disconnected), so a command killed or stalled mid-transaction cannot wedge the site.
 */
import type { Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import type { Knex } from 'knex';
import {
  CANCEL_REQUEST_CODE,
  GSSENC_REQUEST_CODE,
  PROTOCOL_3,
  ProtocolError,
  ReadyForQueryScanner,
  SSL_REQUEST_CODE,
  errorResponse,
  plainStartup,
  readTyped,
  readUntyped,
  simpleQuery,
  syncMessage,
} from './protocol';

export interface BridgeContext {
  pglite: PGlite;
  knex: Knex;
  /** The longest a client may hold the database (one transaction, or one message's work). */
  holdLimitMs: number;
  log: (level: 'debug' | 'warn', message: string) => void;
}

/** The server's one connection, taken from Knex's pool of one. */
type Held = unknown;

export class BridgeConnection {
  private buffer = Buffer.alloc(0);
  private started = false;
  private held: Held | undefined;
  private holdTimer: NodeJS.Timeout | undefined;
  private closed = false;
  /** Everything this connection does runs in order on this chain. */
  private chain: Promise<void> = Promise.resolve();
  private readonly scanner = new ReadyForQueryScanner();
  /** Resolves once the connection has given everything back. */
  readonly finished: Promise<void>;
  private finish!: () => void;

  constructor(
    private readonly socket: Socket,
    private readonly context: BridgeContext,
  ) {
    this.finished = new Promise((resolve) => (this.finish = resolve));
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.enqueue(() => this.pump());
    });
    socket.on('error', () => this.enqueue(() => this.close()));
    socket.on('close', () => this.enqueue(() => this.close()));
  }

  /** Rolls back what the client left open and disconnects it (the server is stopping). */
  shutdown(): Promise<void> {
    this.enqueue(() => this.close());
    return this.finished;
  }

  private enqueue(step: () => Promise<void>): void {
    this.chain = this.chain.then(step).catch((error: unknown) => {
      this.context.log('warn', `embedded socket: ${(error as Error).message}`);
      this.socket.destroy();
      return this.close();
    });
  }

  private async pump(): Promise<void> {
    while (!this.closed) {
      if (!this.started) {
        const message = readUntyped(this.buffer);
        if (!message) return;
        this.buffer = this.buffer.subarray(message.bytes.length);
        await this.onUntyped(message.code, message.bytes);
        continue;
      }
      const message = readTyped(this.buffer);
      if (!message) return;
      this.buffer = this.buffer.subarray(message.bytes.length);
      if (message.type === 'X') return this.close();
      await this.execute(message.bytes, message.type === 'Q' || message.type === 'S');
    }
  }

  private async onUntyped(code: number, bytes: Buffer): Promise<void> {
    if (code === SSL_REQUEST_CODE || code === GSSENC_REQUEST_CODE) {
      // No encryption on a local socket: 'N', and the client goes on in the clear.
      this.socket.write('N');
      return;
    }
    if (code === CANCEL_REQUEST_CODE) return this.close();
    if (code !== PROTOCOL_3) throw new ProtocolError(`unsupported protocol ${code}`);
    this.started = true;
    await this.execute(plainStartup(bytes), true);
  }

  /**
   * Runs one message on PGlite with the database held, passing the answer to the client. The hold
   * is let go when `mayEnd` (a query, a Sync, the start-up) leaves the backend idle.
   */
  private async execute(message: Buffer, mayEnd: boolean): Promise<void> {
    await this.hold();
    if (this.closed) return;
    this.scanner.reset();
    const { pglite } = this.context;
    await pglite.runExclusive(() =>
      pglite.execProtocolRawStream(new Uint8Array(message), {
        onRawData: (data) => {
          this.scanner.push(data);
          if (!this.socket.destroyed) this.socket.write(Buffer.from(data));
        },
      }),
    );
    if (mayEnd && this.scanner.status === 'I') await this.letGo();
  }

  private async hold(): Promise<void> {
    if (this.held !== undefined) return;
    const held: Held = await this.context.knex.client.acquireConnection();
    this.held = held;
    this.holdTimer = setTimeout(() => this.enqueue(() => this.expire()), this.context.holdLimitMs);
    this.holdTimer.unref();
  }

  private async letGo(): Promise<void> {
    const held = this.held;
    if (held === undefined) return;
    clearTimeout(this.holdTimer);
    this.held = undefined;
    await this.context.knex.client.releaseConnection(held);
  }

  /** The client held the database too long: its transaction is rolled back and it is disconnected. */
  private async expire(): Promise<void> {
    if (this.held === undefined || this.closed) return;
    const seconds = Math.round(this.context.holdLimitMs / 1000);
    this.context.log(
      'warn',
      `embedded socket: a local client held the database for ${seconds} s; its transaction was rolled back`,
    );
    if (!this.socket.destroyed)
      this.socket.end(
        errorResponse(
          'FATAL',
          '25P03',
          `held the embedded database for more than ${seconds} s while the server runs; the transaction was rolled back`,
        ),
      );
    await this.close();
  }

  private async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (!this.socket.destroyed) this.socket.destroySoon();
    try {
      if (this.held !== undefined) await this.rollBack();
    } finally {
      await this.letGo();
      this.finish();
    }
  }

  /** Ends any extended-protocol exchange the client left half-way, then its transaction. */
  private async rollBack(): Promise<void> {
    const { pglite } = this.context;
    await pglite.runExclusive(async () => {
      await pglite.execProtocolRaw(new Uint8Array(syncMessage()));
      if (pglite.isInTransaction())
        await pglite.execProtocolRaw(new Uint8Array(simpleQuery('ROLLBACK')));
    });
  }
}
