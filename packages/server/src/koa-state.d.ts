import type { Logger } from './logger';

declare module 'koa' {
  interface DefaultState {
    requestId: string;
    log: Logger;
    /** The request's validated input, set by validate(). */
    input?: unknown;
  }
}
