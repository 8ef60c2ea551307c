/** The server's library surface, for the CLI and the tests: configuration, database and services. */
export { loadConfig, ConfigError, type Config } from './config';
export { openDatabase, type Database, type DatabaseKind } from './db/connect';
export { DataDirLockedError } from './db/lock';
export { migrateToLatest, migrationStatus, type MigrationStatus } from './db/migrate';
export { startServer, type RunningServer } from './server';
export { createLogger } from './logger';
