import { pino, type Logger } from 'pino';
import type { LogLevel } from './config';

export type { Logger };

type Destination = ReturnType<typeof pino.destination>;

/** Every open destination, flushed once when the process exits. */
const destinations = new Set<Destination>();
let flushOnExit = false;

/**
 * JSON lines on stdout, written asynchronously: lines logged while a write is under way are joined
 * into the next write instead of costing a blocking write each, which matters at thousands of
 * requests a second. What is pending is flushed on exit.
 */
export function createLogger(level: LogLevel): Logger {
  const destination = pino.destination({ sync: false });
  destinations.add(destination);
  if (!flushOnExit) {
    flushOnExit = true;
    process.once('exit', () => {
      for (const pending of destinations) pending.flushSync();
    });
  }
  return pino(
    {
      level,
      base: { service: 'leadline' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: ['password', '*.password', 'req.headers.cookie'], remove: true },
    },
    destination,
  );
}
