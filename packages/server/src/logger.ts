import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogFormat, LogLevel } from './config';

export type { Logger };

type Destination = ReturnType<typeof pino.destination>;

/** Every open destination, flushed once when the process exits. */
const destinations = new Set<Destination>();
let flushOnExit = false;

/**
 * JSON lines on stdout, written asynchronously: lines logged while a write is under way are joined
 * into the next write instead of costing a blocking write each, which matters at thousands of
 * requests a second. What is pending is flushed on exit. Tests may pass a stream of their own, to
 * read every line the server writes.
 *
 * No line carries a client's address: the request lines have the method, path, status and time, and
 * nothing logs ctx.ip or request headers (the privacy promise, tested in no-raw-ip.int.test.ts).
 */
export function createLogger(level: LogLevel, stream?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'leadline' },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Addresses too, should a line ever be given one: no client address is written to the log.
      redact: {
        paths: [
          'password',
          '*.password',
          'req.headers.cookie',
          'ip',
          '*.ip',
          'remoteAddress',
          'req.headers["x-forwarded-for"]',
          // PostgreSQL's detail of a failed statement quotes the row ("Failing row contains (...)",
          // "Key (email)=(...)"): a visitor's data, which no log line repeats.
          'err.detail',
          // PGlite's errors carry the statement and its bound values (addresses, names, messages).
          'err.query',
          'err.params',
          'err.queryOptions',
        ],
        remove: true,
      },
    },
    stream ?? stdoutDestination(),
  );
}

function stdoutDestination(): Destination {
  const destination = pino.destination({ sync: false });
  destinations.add(destination);
  if (!flushOnExit) {
    flushOnExit = true;
    process.once('exit', () => {
      for (const pending of destinations) pending.flushSync();
    });
  }
  return destination;
}

/**
 * Readable lines for a person at a terminal (LOG_FORMAT=pretty, the default when stdout is one):
 * pino-pretty in this thread, loaded only then. Everywhere else (Docker, CI, a pipe) JSON lines.
 */
export async function logStream(
  format: LogFormat | undefined,
  isTerminal = process.stdout.isTTY === true,
  destination: NodeJS.WritableStream = process.stdout,
): Promise<DestinationStream | undefined> {
  if ((format ?? (isTerminal ? 'pretty' : 'json')) === 'json') return undefined;
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    colorize: isTerminal,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,service',
    singleLine: true,
    sync: true,
    destination,
  });
}
