/** The server's library surface, for the tests and embedding: the whole server and its operations. */
export * from './operations';
export { loadConfig, type Config } from './config';
export { startServer, type RunningServer } from './server';
export { createLogger } from './logger';
