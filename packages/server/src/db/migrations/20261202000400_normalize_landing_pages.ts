import type { Knex } from 'knex';

/**
 * One landing page per path: the sessions stored before the server kept only the path (what
 * @leadline/domain's landingPathOf does at ingestion since) lose the scheme and host of a full URL,
 * the query string and the fragment of their landing page, so that "/" and "/?utm_source=x" are one
 * row of the paths report. The campaign tags stay in the utm columns. Frozen SQL: the same rule,
 * written out as it was.
 *
 * The tally triggers (20261129000100) see this update like any other: one delta per key, minus the
 * old landing page and plus the new one, so the reports stay exact.
 */
const pathOf = (column: string) => `coalesce(nullif(regexp_replace(
    regexp_replace(${column}, '^([A-Za-z][A-Za-z0-9+.-]*:)\\?//[^/\\?#]*', ''),
    '[\\?#].*$', ''), ''), '/')`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `update analytics_sessions set landing_page = ${pathOf('landing_page')}
     where landing_page is distinct from ${pathOf('landing_page')} and landing_page is not null`,
  );
  await knex.raw(
    `update analytics_sessions
     set first_visit = jsonb_set(first_visit, '{landingPage}', to_jsonb(${pathOf("first_visit->>'landingPage'")}))
     where jsonb_typeof(first_visit) = 'object' and jsonb_typeof(first_visit->'landingPage') = 'string'
       and first_visit->>'landingPage' <> ${pathOf("first_visit->>'landingPage'")}`,
  );
}

/** The query strings are not kept: the paths stay as they are, which the older code reads as well. */
export async function down(): Promise<void> {}
