/** The embedded socket's reading of PostgreSQL's protocol, on any split of the bytes. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ProtocolError,
  ReadyForQueryScanner,
  errorResponse,
  plainStartup,
  readTyped,
  readUntyped,
  simpleQuery,
} from './protocol';

function typed(type: string, body: Buffer): Buffer {
  const message = Buffer.alloc(5 + body.length);
  message.write(type, 0, 'latin1');
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

const ready = (status: 'I' | 'T' | 'E') => typed('Z', Buffer.from(status, 'latin1'));

/** A backend message of another type, whose body may hold 'Z' bytes too. */
const otherMessage = fc
  .tuple(fc.constantFrom('D', 'C', 'T', 'E', 'N', 'S', '1', '2'), fc.uint8Array({ maxLength: 40 }))
  .map(([type, body]) => typed(type, Buffer.from(body)));

const readyMessage = fc.constantFrom<'I' | 'T' | 'E'>('I', 'T', 'E').map((status) => ({
  status,
  bytes: ready(status),
}));

/** Cuts `bytes` at the given points, in order. */
function chunks(bytes: Buffer, cuts: number[]): Buffer[] {
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const parts: Buffer[] = [];
  let from = 0;
  for (const point of [...points, bytes.length]) {
    parts.push(bytes.subarray(from, point));
    from = point;
  }
  return parts;
}

describe('ReadyForQueryScanner', () => {
  it("reports the last ReadyForQuery's status however the answer is cut", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            otherMessage.map((bytes) => ({ status: undefined, bytes })),
            readyMessage,
          ),
          {
            maxLength: 12,
          },
        ),
        fc.array(fc.nat(), { maxLength: 10 }),
        (messages, cuts) => {
          const scanner = new ReadyForQueryScanner();
          for (const part of chunks(Buffer.concat(messages.map((m) => m.bytes)), cuts))
            scanner.push(part);
          const last = messages.filter((m) => m.status !== undefined).at(-1);
          expect(scanner.status).toBe(last?.status);
        },
      ),
    );
  });

  it('forgets the status on reset, and carries a message cut across answers', () => {
    const scanner = new ReadyForQueryScanner();
    scanner.push(ready('T'));
    scanner.reset();
    expect(scanner.status).toBeUndefined();
    const answer = Buffer.concat([typed('C', Buffer.from('BEGIN\0')), ready('I')]);
    scanner.push(answer.subarray(0, 3));
    scanner.push(answer.subarray(3));
    expect(scanner.status).toBe('I');
  });
});

describe('reading client messages', () => {
  it('waits for whole messages and cuts them at their length', () => {
    const query = simpleQuery('select 1');
    expect(readTyped(query.subarray(0, 4))).toBeUndefined();
    expect(readTyped(query.subarray(0, query.length - 1))).toBeUndefined();
    const both = Buffer.concat([query, simpleQuery('select 2')]);
    expect(readTyped(both)).toEqual({ type: 'Q', bytes: query });
  });

  it('refuses a length below the header or beyond the limit', () => {
    const short = Buffer.from([0x51, 0, 0, 0, 3]);
    expect(() => readTyped(short)).toThrow(ProtocolError);
    const huge = Buffer.from([0x51, 0x7f, 0xff, 0xff, 0xff]);
    expect(() => readTyped(huge)).toThrow(ProtocolError);
    const negative = Buffer.alloc(8);
    negative.writeInt32BE(-1, 0);
    expect(() => readUntyped(negative)).toThrow(ProtocolError);
  });

  it('never throws anything but a ProtocolError on any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        for (const read of [readTyped, readUntyped]) {
          try {
            read(Buffer.from(bytes));
          } catch (error) {
            expect(error).toBeInstanceOf(ProtocolError);
          }
        }
      }),
    );
  });
});

describe('plainStartup', () => {
  it('keeps only the user and the database', () => {
    const fields = [
      'user',
      'ops',
      'database',
      'postgres',
      'statement_timeout',
      '1',
      'options',
      '-c x=1',
    ];
    const body = Buffer.from(`${fields.join('\0')}\0\0`);
    const startup = Buffer.alloc(8 + body.length);
    startup.writeInt32BE(startup.length, 0);
    startup.writeInt32BE(196608, 4);
    body.copy(startup, 8);
    const plain = plainStartup(startup);
    expect(plain.readInt32BE(0)).toBe(plain.length);
    expect(plain.readInt32BE(4)).toBe(196608);
    expect(plain.subarray(8).toString()).toBe('user\0ops\0database\0postgres\0\0');
  });

  it('writes an ErrorResponse with its fields', () => {
    const error = errorResponse('FATAL', '25P03', 'held too long');
    expect(error.toString('latin1', 0, 1)).toBe('E');
    expect(error.readInt32BE(1)).toBe(error.length - 1);
    expect(error.subarray(5).toString()).toBe('SFATAL\0VFATAL\0C25P03\0Mheld too long\0\0');
  });
});
