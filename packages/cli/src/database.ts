import {
  loadDatabaseSettings,
  migrateToLatest,
  openDatabase,
  type Database,
} from '@leadline/server/operations';

/**
 * Opens the database the server would use (DATABASE_URL or DATA_DIR), brings its schema up to date
 * as the server does at start (so the CLI works on a fresh install), runs `work`, and closes it.
 */
export async function withDatabase<T>(
  work: (db: Database) => Promise<T>,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<T> {
  const db = await openDatabase(loadDatabaseSettings(process.env));
  try {
    if (migrate) await migrateToLatest(db);
    return await work(db);
  } finally {
    await db.close();
  }
}
