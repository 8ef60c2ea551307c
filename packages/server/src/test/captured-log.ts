/** A logger whose lines are kept in memory, for tests that search what the server logged. */
import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../logger';

export function capturedLog(level: Parameters<typeof createLogger>[0] = 'trace'): {
  lines: string[];
  logger: Logger;
} {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: createLogger(level, stream) };
}
