import { pino, type Logger } from 'pino';
import type { LogLevel } from './config';

export type { Logger };

export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: { service: 'leadline' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['password', '*.password', 'req.headers.cookie'], remove: true },
  });
}
