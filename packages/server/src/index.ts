/** The server's library surface, for the CLI and the tests: configuration, database and services. */
export {
  loadConfig,
  loadDatabaseSettings,
  ConfigError,
  type Config,
  type DatabaseSettings,
} from './config';
export { openDatabase, type Database, type DatabaseKind } from './db/connect';
export { DataDirLockedError, lockDataDir } from './db/lock';
export { migrateToLatest, migrationStatus, type MigrationStatus } from './db/migrate';
export { startServer, type RunningServer } from './server';
export { createLogger } from './logger';
export {
  createUser,
  listUsers,
  removeUser,
  setPassword,
  UserError,
} from './features/users/service';
export { ROLES, type Role, type User } from './features/users/queries';
export { MIN_PASSWORD_LENGTH, verifyPassword } from './features/auth/passwords';
export { recomputeScores, type RecomputeSummary } from './scoring/recompute';
export {
  EXPORT_KINDS,
  checkFilter,
  countExport,
  exportCsv,
  exportFilterSchema,
  type ExportFilter,
  type ExportKind,
} from './features/export/exports';
