/**
 * What the CLI needs of the server, and no more: settings, the database layer and the services, without
 * the HTTP stack (Koa, its middleware, pino), so a short command or a long export carries less code.
 */
export {
  loadDatabaseSettings,
  loadDeliverySettings,
  loadPrivacySettings,
  ConfigError,
  type DatabaseSettings,
} from './config';
export { openDatabase, type Database, type DatabaseKind } from './db/connect';
export { DataDirLockedError, lockDataDir } from './db/lock';
export { openRunningEmbedded } from './db/embedded-socket/client';
export { embeddedSocketPath } from './db/embedded-socket/server';
export { dumpEmbedded } from './db/embedded-backup/dump';
export { BackupFileError, checkBackup } from './db/embedded-backup/archive';
export { restoreEmbedded, type RestoreSummary } from './db/embedded-backup/restore';
export {
  BackupError,
  backupSocketPath,
  openRunningBackup,
  type RunningBackup,
} from './db/embedded-backup/socket';
export { pgliteDirectory } from './db/connect';
export { migrateToLatest, migrationStatus, type MigrationStatus } from './db/migrate';
export {
  createUser,
  listUsers,
  removeUser,
  setPassword,
  UserError,
} from './features/users/service';
export type { User } from './features/users/queries';
export { verifyPassword } from './features/auth/passwords';
export { recomputeScores, type RecomputeSummary } from './scoring/recompute';
export { scoringContextOf, type ScoringContext } from './scoring/rules';
export { loadSite, SiteConfigError, type Site } from './site';
export {
  EXPORT_KINDS,
  checkFilter,
  countExport,
  exportCsv,
  exportFilterSchema,
  exportStream,
  type ExportFilter,
  type ExportKind,
} from './features/export/exports';
export { sendTestMail } from './features/delivery/mail/test-mail';
export {
  listOutbox,
  retryFailedMessages,
  type OutboxRow,
} from './features/delivery/outbox/queries';
export { retryJob } from './features/delivery/jobs';
export { erasePerson, erasuresOf, type Erasure, type Eraser } from './features/privacy/erase';
export { exportPerson, type PersonExport } from './features/privacy/person-export';
export { isEmailAddress, normalizeEmail } from './features/privacy/person-data';
export {
  purgeAnonymousSessions,
  retentionCutoff,
  type PurgeProgress,
  type PurgeSummary,
} from './features/retention/purge';
