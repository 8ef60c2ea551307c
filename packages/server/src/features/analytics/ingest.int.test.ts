/**
 * The ledger statement's own ways to the database (ingest.ts): a named statement on PostgreSQL, and
 * on PGlite a statement prepared in its session and executed with the batch as a literal.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { sqlLiteral } from '../../db/sql-literal';
import { describeIntegration, testDatabaseKind, useTestServer } from '../../test/harness';
import { createSession, track } from '../../test/analytics-factories';

describeIntegration('the ledger statement', () => {
  const app = useTestServer();

  it('stores quotes, backslashes and dollar signs exactly as sent', async () => {
    const sessionId = await createSession(app);
    const note = `it's \\ 'quoted' \\' '' E'x' $$ $1 \\u0000 "\\"" ✓`;
    const pageUrl = `/it's?q=\\'$$`;
    expect(
      (await track(app, sessionId, 'CTA_CLICKED', { pageUrl, metadata: { note } })).status,
    ).toBe(201);
    const row = await app.db.knex('analytics_events').where({ session_id: sessionId }).first();
    expect(row).toMatchObject({ page_url: pageUrl, metadata: { note } });
  });

  it('writes any text as a literal the database reads back unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 40 }).filter((text) => !text.includes('\u0000')),
        async (text) => {
          const { rows } = await app.db.knex.raw<{ rows: { text: string }[] }>(
            `select ${sqlLiteral(text)}::text as text`,
          );
          expect(rows[0]?.text).toBe(text);
        },
      ),
      { numRuns: 200 },
    );
  });

  it.skipIf(testDatabaseKind !== 'pglite')(
    'is prepared again when the embedded session forgot it (a local client ran DEALLOCATE ALL)',
    async () => {
      const sessionId = await createSession(app);
      expect(await track(app, sessionId, 'PAGE_VIEW')).toMatchObject({ status: 201, score: 5 });
      await app.db.knex.raw('deallocate all');
      expect(await track(app, sessionId, 'CTA_CLICKED')).toMatchObject({ status: 201 });
      expect(await app.db.knex('analytics_events').where({ session_id: sessionId })).toHaveLength(
        2,
      );
    },
  );
});
