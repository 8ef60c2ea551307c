/**
 * The few pieces of PostgreSQL's wire protocol (version 3) the embedded socket needs: cutting the
 * client's byte stream into messages, reading the transaction status in the backend's answers, and
 * the messages the bridge writes itself.
 */

/** Codes sent in place of a protocol version in a message without a type byte. */
export const SSL_REQUEST_CODE = 80877103;
export const GSSENC_REQUEST_CODE = 80877104;
export const CANCEL_REQUEST_CODE = 80877102;
export const PROTOCOL_3 = 196608;

/** The longest message accepted (PostgreSQL's own limit for most messages is 1 GB). */
const MAX_MESSAGE_BYTES = 256 * 1024 * 1024;

export class ProtocolError extends Error {
  override name = 'ProtocolError';
}

/** A message before start-up (no type byte): its code and its whole bytes. */
export interface UntypedMessage {
  code: number;
  bytes: Buffer;
}

/** A message after start-up: its type byte and its whole bytes. */
export interface TypedMessage {
  type: string;
  bytes: Buffer;
}

function checkedLength(length: number, minimum: number): number {
  if (length < minimum || length > MAX_MESSAGE_BYTES)
    throw new ProtocolError(`invalid message length ${length}`);
  return length;
}

/** The first complete start-up phase message in `buffer`, or undefined if more bytes are needed. */
export function readUntyped(buffer: Buffer): UntypedMessage | undefined {
  if (buffer.length < 8) return undefined;
  const length = checkedLength(buffer.readInt32BE(0), 8);
  if (buffer.length < length) return undefined;
  return { code: buffer.readInt32BE(4), bytes: buffer.subarray(0, length) };
}

/** The first complete typed message in `buffer`, or undefined if more bytes are needed. */
export function readTyped(buffer: Buffer): TypedMessage | undefined {
  if (buffer.length < 5) return undefined;
  const length = 1 + checkedLength(buffer.readInt32BE(1), 4);
  if (buffer.length < length) return undefined;
  return { type: buffer.toString('latin1', 0, 1), bytes: buffer.subarray(0, length) };
}

/**
 * A start-up message naming only the user and the database. The embedded database is one session
 * shared with the server, so a client's session settings (statement_timeout, options, ...) must not
 * reach it; PGlite ignores them anyway.
 */
export function plainStartup(startup: Buffer): Buffer {
  const fields = startup.subarray(8).toString('utf8').split('\0');
  const wanted = new Map<string, string>();
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const [key, value] = fields.slice(index, index + 2);
    if ((key === 'user' || key === 'database') && value !== undefined) wanted.set(key, value);
  }
  const body = Buffer.from(
    [...wanted].map(([key, value]) => `${key}\0${value}\0`).join('') + '\0',
    'utf8',
  );
  const message = Buffer.alloc(8 + body.length);
  message.writeInt32BE(8 + body.length, 0);
  message.writeInt32BE(PROTOCOL_3, 4);
  body.copy(message, 8);
  return message;
}

function typed(type: string, body: Buffer): Buffer {
  const message = Buffer.alloc(5 + body.length);
  message.write(type, 0, 'latin1');
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/** A simple-protocol query ('Q'). */
export const simpleQuery = (sql: string) => typed('Q', Buffer.from(`${sql}\0`, 'utf8'));

/** Sync ('S'): ends an extended-protocol exchange (and any error state it is in). */
export const syncMessage = () => typed('S', Buffer.alloc(0));

/** An ErrorResponse ('E') with a severity, an SQLSTATE code and a message. */
export function errorResponse(severity: 'ERROR' | 'FATAL', code: string, message: string): Buffer {
  const fields = [`S${severity}`, `V${severity}`, `C${code}`, `M${message}`]
    .map((field) => `${field}\0`)
    .join('');
  return typed('E', Buffer.from(`${fields}\0`, 'utf8'));
}

/**
 * Follows the backend's messages across the chunks they arrive in and remembers the status of the
 * last ReadyForQuery ('Z'): 'I' idle, 'T' in a transaction, 'E' in a failed transaction.
 */
export class ReadyForQueryScanner {
  /** Header bytes of the message being read (type and length), until all five are in. */
  private header = Buffer.alloc(0);
  /** Bytes of the current message's body still to come. */
  private remaining = 0;
  private inReady = false;
  /** The last ReadyForQuery's status since reset(), if any. */
  status: 'I' | 'T' | 'E' | undefined;

  reset(): void {
    this.status = undefined;
  }

  push(chunk: Uint8Array): void {
    let offset = 0;
    while (offset < chunk.length) {
      if (this.remaining > 0) {
        const take = Math.min(this.remaining, chunk.length - offset);
        if (this.inReady && take > 0 && this.remaining === 1)
          this.status = Buffer.from(chunk.subarray(offset, offset + 1)).toString('latin1') as
            'I' | 'T' | 'E';
        this.remaining -= take;
        offset += take;
        continue;
      }
      const need = 5 - this.header.length;
      const part = chunk.subarray(offset, offset + need);
      this.header = Buffer.concat([this.header, part]);
      offset += part.length;
      if (this.header.length < 5) return;
      this.inReady = this.header[0] === 0x5a; // 'Z'
      this.remaining = this.header.readInt32BE(1) - 4;
      this.header = Buffer.alloc(0);
    }
  }
}
