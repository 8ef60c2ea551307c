declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory that each test file copies. */
    pgliteTemplateDir: string;
    /** A PostgreSQL server (admin connection) and the migrated template database to clone. */
    postgresAdminUrl: string;
    postgresTemplateDb: string;
    /** Set when PostgreSQL is unavailable outside CI: the suites are skipped with this reason. */
    postgresSkipReason: string;
  }
}

export {};
