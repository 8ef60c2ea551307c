import {
  DataDirLockedError,
  loadDatabaseSettings,
  migrateToLatest,
  openDatabase,
  openRunningEmbedded,
  type Database,
} from '@leadline/server/operations';

/**
 * The database the server would use (DATABASE_URL or DATA_DIR). An embedded data directory a running
 * server holds is reached through that server's socket; otherwise the CLI opens it itself.
 */
async function open(): Promise<Database> {
  const settings = loadDatabaseSettings(process.env);
  try {
    return await openDatabase(settings);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const running = await openRunningEmbedded(settings.dataDir);
    if (!running) throw error;
    return running;
  }
}

/**
 * Opens the database, brings its schema up to date as the server does at start (so the CLI works on a
 * fresh install), runs `work`, and closes it.
 */
export async function withDatabase<T>(
  work: (db: Database) => Promise<T>,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<T> {
  const db = await open();
  try {
    if (migrate) await migrateToLatest(db);
    return await work(db);
  } finally {
    await db.close();
  }
}
