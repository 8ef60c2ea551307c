import type { Logger } from './logger';

declare module 'koa' {
  interface DefaultState {
    requestId: string;
    log: Logger;
  }
}
