import { loadDatabaseSettings, openDatabase, type Database } from '@leadline/server';

/** Opens the database the server would use (DATABASE_URL or DATA_DIR), runs `work`, and closes it. */
export async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase(loadDatabaseSettings(process.env));
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}
