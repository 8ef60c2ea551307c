import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, logStream } from './logger';

async function linesOf(format: 'json' | 'pretty' | undefined, isTerminal: boolean) {
  const sink = new PassThrough();
  let text = '';
  sink.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const stream = await logStream(format, isTerminal, sink);
  const logger = createLogger('info', stream ?? sink);
  logger.info({ requestId: 'r-1', status: 201 }, 'request');
  logger.flush();
  await new Promise((resolve) => setImmediate(resolve));
  return { text, pretty: stream !== undefined };
}

describe('the log format', () => {
  it('is readable at a terminal and JSON lines elsewhere, unless LOG_FORMAT says', async () => {
    expect((await linesOf(undefined, true)).pretty).toBe(true);
    expect((await linesOf(undefined, false)).pretty).toBe(false);
    expect((await linesOf('json', true)).pretty).toBe(false);
    expect((await linesOf('pretty', false)).pretty).toBe(true);
  });

  it('writes one readable line with the level, the message and the fields', async () => {
    const { text } = await linesOf('pretty', false);
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: request \{.*"requestId":"r-1".*\}\n$/);
  });

  it('writes JSON lines otherwise', async () => {
    const { text } = await linesOf('json', false);
    expect(JSON.parse(text)).toMatchObject({ level: 30, msg: 'request', requestId: 'r-1' });
  });
});

describe('what no line carries', () => {
  it("leaves out a database error's detail, which quotes the row", async () => {
    let text = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    const logger = createLogger('info', sink);
    const error = Object.assign(new Error('null value in column "session_id"'), {
      code: '23502',
      detail: 'Failing row contains (ada@example.com, Ada Lovelace).',
      query: 'insert into contact_messages (email, name) values ($1, $2)',
      params: ['ada@example.com', 'Ada Lovelace'],
    });
    logger.error({ err: error }, 'unhandled error');
    logger.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(JSON.parse(text)).toMatchObject({ err: { code: '23502', message: expect.any(String) } });
    expect(text).not.toContain('ada@example.com');
  });
});
